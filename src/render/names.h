#pragma once
// Names of the model's enums and small formatting helpers shared by every renderer. The
// kebab-case names are the profile's own words (JSON uses them); the phrases read as prose.
#include <string>

#include "brief/brief.h"
#include "brief/diagnostic.h"

namespace brief::rendering {

const char* name_of(ResidenceKind);
const char* name_of(ComponentRole);
const char* name_of(Sharding);
const char* name_of(Access);
const char* name_of(LicenseRole);
const char* name_of(CommercialUse);
const char* name_of(PinRole);
const char* name_of(Direction);
const char* name_of(PoolKind);
const char* name_of(VerdictKind);
const char* name_of(Revision::State);
const char* name_of(Bytes::State);
const char* name_of(Severity);

// Prose phrases: "split across ranks", "rank 0", "higher is better", "does not fit".
std::string phrase_of(Sharding);
std::string phrase_of(Direction);
std::string phrase_of(VerdictKind);
std::string phrase_of(ResidenceKind);

// "328,326,771,576" or "unknown".
std::string count_text(const Count& count);
// The full 40-hex revision, "unset" or "unknown".
std::string revision_text(const Revision& revision);
// "yes" / "no".
std::string yes_no(bool value);
// Ends the text with a period unless it already ends a sentence ("." "!" "?" ":").
std::string sentence(std::string text);

}  // namespace brief::rendering
