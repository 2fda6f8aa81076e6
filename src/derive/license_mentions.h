#pragma once
// Licenses named in prose for a part: "this checkpoint ships under Apache-2.0" gives the
// weights a license; it must be the license the profile records for them. Closed-world, as
// byte figures are: a license given in the catalog's voice is one of the profile's facts.
#include <string>
#include <vector>

#include "brief/brief.h"
#include "derive/sentence.h"

namespace brief::derivation {

// Each SPDX id (any case: "apache-2.0", "MIT"; "Apache 2.0" as two words) or word that says
// the terms allow use ("permissive", "permissively") in an asserted clause, not denied, not in
// a question, condition or order; with the clause's words that are not denied.
std::vector<LicenseGiven> licenses_given(const SentenceAnalysis& a);

// A license given to a part whose recorded license is another, or unknown.
struct LicenseMisgiven {
  const SentenceReading* reading = nullptr;
  std::string license;              // the list's spelling ("Apache-2.0"), or "permissive"
  bool permissive = false;          // a word that only says the terms allow use
  const LicenseView* to = nullptr;  // the license entry of the part it was given to
  // Given by reference ("the same terms as the engine"): the entry whose terms were carried
  // over; nullptr when the license was named.
  const LicenseView* from = nullptr;
};

// Every license given in prose to a part (named by the license entry's role word, subject or
// target in the same clause; in a license's own notes, that license when the clause
// names no part) whose entry has another SPDX id or name, none, or, for "permissive", terms
// that do not allow commercial use. A clause that gives one part another's terms by reference
// ("the engine license applies to the weights") is misgiven when the two entries do not record
// one read license.
std::vector<LicenseMisgiven> licenses_misgiven(const Brief& brief);

}  // namespace brief::derivation
