#pragma once
// Every sentence brief itself writes into a brief: the derived caveats, labels, verdict
// reasons and missing facts. One list, so a test can hold brief's own words to brief's own
// claim checker (an honesty invariant: derived text obeys the rules it enforces).
#include <string>
#include <vector>

#include "brief/brief.h"

namespace brief::derivation {

// The sentences of the brief as a whole (license views' own sentences are left out: they speak
// of one license each and are listed by license_sentences).
std::vector<std::string> derived_sentences(const Brief& brief);
// The sentences brief writes about one license (its commercial label and derived notes).
std::vector<std::string> license_sentences(const LicenseView& view);

}  // namespace brief::derivation
