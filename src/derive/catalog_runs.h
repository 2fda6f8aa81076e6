#pragma once
// Which runs of this catalog can back a reproduction, deployment or runtime-measurement
// claim: a record says who ran it, when, and on which pins (checkpoint and runtime at least).
#include "brief/brief.h"

namespace brief::derivation {

// Why a record cannot back anything ("no date", "pin 'x' does not resolve"); empty when it can.
std::vector<std::string> run_record_gaps(const Profile& profile, const CatalogRun& run);
RunRecords run_records(const Profile& profile);

}  // namespace brief::derivation
