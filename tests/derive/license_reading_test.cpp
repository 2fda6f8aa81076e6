// What a license's notes and preflight steps say of its text being read (BL210's facts, in
// derive): a sign-off with legal on a clause of a read text is not a reading still owed.
#include <catch2/catch.hpp>

#include <tuple>

#include "derive/license_identity.h"
#include "derive/licenses.h"

using namespace brief::derivation;

TEST_CASE("step_asks_to_read: a reading or a check still owed, not a legal sign-off", "[derive][licenses]") {
  using Row = std::tuple<const char*, bool>;
  auto [step, asks] = GENERATE(table<const char*, bool>({
      Row{"Read the checkpoint license before use.", true},
      Row{"Check the license of every weight file.", true},
      Row{"Confirm the drafter's terms.", true},
      Row{"Check the MAU clause with legal before launch.", false},
      Row{"Confirm the MAU clause with legal.", false},
      Row{"Have counsel sign off on section 4 before launch.", false},
      Row{"Verify the attribution clause with the legal team.", false},
      Row{"Read the license and check it with legal.", true},  // a reading is still asked
      Row{"Deploy the pinned image.", false},
  }));
  INFO(step);
  CHECK(step_asks_to_read(step) == asks);
}

TEST_CASE("note_says_unread: a note that says the text was not read", "[derive][licenses]") {
  CHECK(note_says_unread("This cache does not include the checkpoint LICENSE text."));
  CHECK(note_says_unread("The license was never opened."));
  CHECK_FALSE(note_says_unread("Apache-2.0, read from the repository's LICENSE file."));
  // Another part's license, in a relative clause after its name, is not this one's.
  CHECK_FALSE(note_says_unread("Covers the engine only, not the EXL3 weights, whose license is unread."));
  CHECK(note_says_unread("This license, whose text is unread, is named by the README."));
  CHECK(note_says_unread("The weights, whose card we read, point to a license that was not read."));
}

TEST_CASE("spdx_contradicts_name: a name that states a term its id does not carry", "[derive][licenses]") {
  using Row = std::tuple<const char*, const char*, bool>;
  auto [name, spdx, contradicts] = GENERATE(table<const char*, const char*, bool>({
      Row{"Creative Commons Attribution-NonCommercial-NoDerivatives 4.0", "CC-BY-4.0", true},
      Row{"Creative Commons Attribution-NonCommercial-NoDerivatives 4.0", "CC-BY-NC-ND-4.0", false},
      Row{"CC BY-NC-SA 4.0 (non-commercial, share-alike)", "CC-BY-NC-SA-4.0", false},
      Row{"A non-commercial research license", "MIT", true},
      Row{"Attribution-ShareAlike", "CC-BY-4.0", true},
      Row{"MIT License", "Apache-2.0", true},  // a list name of another id, as before
      Row{"Apache License 2.0", "Apache-2.0", false},
      // A parenthetical remark after a list name: the name before it is the license.
      Row{"CC BY 4.0 (attribution only)", "CC-BY-NC-ND-4.0", true},
      Row{"Apache License 2.0 (as the kit's LICENSE file states)", "Apache-2.0", false},
  }));
  INFO(name << " / " << spdx);
  brief::Profile p;
  brief::License l;
  l.subject.value = "weights";
  l.name.value = name;
  l.name.present = true;
  l.spdx.value = spdx;
  l.spdx.present = true;
  p.licenses.push_back(l);
  CHECK(brief::derivation::spdx_contradicts_name(p).size() == (contradicts ? 1u : 0u));
}
