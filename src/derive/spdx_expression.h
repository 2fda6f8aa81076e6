#pragma once
// SPDX license expressions (SPDX specification 2.3, annex D): what may be emitted as an SPDX
// expression or id (CycloneDX `expression`, `license.id`) and what BL201 reports.
#include <string>
#include <string_view>

namespace brief::derivation {

// True for one id of the SPDX license list exactly as the list spells it: the only value a
// CycloneDX `license.id` may carry ("MIT", not "MIT+", "mit" or "(MIT").
bool is_spdx_list_id(std::string_view id);
// The list's spelling of an id written in any case ("apache-2.0" -> "Apache-2.0"), or "".
std::string spdx_list_spelling(std::string_view id);

// Why `expression` is not a valid SPDX license expression, or "" when it is one. Ids come
// from the license list (or are LicenseRef-/DocumentRef-), an exception after WITH from the
// exception list ("Commons-Clause" is not one: it restricts commercial use), operators are
// AND, OR, WITH in capitals, parentheses balance, and "+" (or later) follows only an id
// with a version ("GPL-2.0+", not "MIT+").
std::string spdx_expression_problem(std::string_view expression);

}  // namespace brief::derivation
