// What a license's notes and preflight steps say of its text being read (BL210's facts, in
// derive): a sign-off with legal on a clause of a read text is not a reading still owed.
#include <catch2/catch.hpp>

#include <tuple>

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
}
