#pragma once
// The opening and closing sentences of a brief, derived from claims, provenance, pins,
// the hardware reference and the hardware entry.
#include <string>
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

std::vector<Caveat> header_caveats(const Profile& profile, const Hardware* hardware,
                                   const MemoryVerdict& verdict);
// "Hardware matches this pin. 2 nodes. TP 2. EP unknown."
std::string hardware_line(const Profile& profile);
// "Each DGX Spark has one unified memory pool. Host RAM is that pool. 2 nodes are 2 separate
// pools, not one contiguous capacity."
std::string pool_statement(const Profile& profile, const Hardware* hardware);
// True when the profile states any of its provenance (kind, reporter, reproduced).
bool provenance_stated(const Provenance& provenance);
// "community source. Reported by maintainer. Not reproduced.", or "not stated" when the
// profile states no provenance (a field value, like "unknown").
std::string provenance_line(const Profile& profile);
// hashes.runtime_not for the label "Runtime is not": a leading "Not " the author wrote is
// dropped, so the negation is said once ("Not Mia v0.6." -> "Mia v0.6.").
std::string runtime_not_text(const Profile& profile);
std::vector<Caveat> closing_caveats(const Profile& profile);
// True when the pin holds a full 40-hex revision.
bool is_full_revision(const Pin& pin);

}  // namespace brief::derivation
