#pragma once
// Which part of the deployment a commercial claim speaks of: the whole deployment, one
// license's own part, or parts whose licenses all allow it. BL208 judges a commercial claim
// against the commercial verdict unless it is scoped to parts that allow it.
#include <string_view>

#include "brief/brief.h"

namespace brief::derivation {

// The clause names the whole deployment or what all of it needs ("stack", "deployment",
// "weights", "checkpoint", "everything").
bool names_whole_deployment(std::string_view clause);

// The clause names at least one license's part and every license it names allows commercial
// use (effective allowed), and it names nothing the whole deployment needs ("the kit's
// Apache-2.0 license allows commercial use of the kit itself").
bool scoped_to_allowed_license(const Brief& brief, std::string_view clause);

// A claim in one license's own notes speaks of that license alone: the part of its sentence
// (split at ';') that holds the claim's clause names no other license's part, no set of
// licenses ("every license here") and nothing the whole deployment needs. "Apache-2.0 allows
// commercial use of the kit itself; it says nothing about the weights" speaks of the kit alone.
bool speaks_of_license_alone(const Brief& brief, const LicenseView& own, std::string_view sentence,
                             std::string_view clause);

}  // namespace brief::derivation
