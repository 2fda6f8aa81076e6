// with_reason: the one spelling of a value with the reason the profile gives for it.
#include <catch2/catch.hpp>

#include "brief/bytes.h"
#include "model/text.h"

using brief::with_reason;

TEST_CASE("with_reason: a clause in brackets, no final stop, names kept as written", "[model][text]") {
  CHECK(with_reason("unknown", "") == "unknown");
  CHECK(with_reason("unknown", "  .") == "unknown");
  CHECK(with_reason("unknown", "not published") == "unknown (not published)");
  CHECK(with_reason("unknown", "The pinned README does not state it.") == "unknown (the pinned README does not state it)");
  CHECK(with_reason("unset", "A synthetic fixture; no revision is pinned.") == "unset (a synthetic fixture; no revision is pinned)");
  CHECK(with_reason("unknown", "No exact term is known") == "unknown (no exact term is known)");
  // Words that can be names or acronyms are never lowered.
  CHECK(with_reason("unknown", "KV bytes were not published.") == "unknown (KV bytes were not published)");
  CHECK(with_reason("unknown", "Mia's recipe prints no size") == "unknown (Mia's recipe prints no size)");
  CHECK(with_reason("unknown", "README gives GB only") == "unknown (README gives GB only)");
  CHECK(with_reason("unknown", "Then the source stops") == "unknown (Then the source stops)");  // not a listed start
  CHECK(with_reason("unknown", "Thesis notes only") == "unknown (Thesis notes only)");          // a word, not a prefix
}

TEST_CASE("format_bytes_with_why: the reason only for an unknown count", "[model][text]") {
  CHECK(brief::format_bytes_with_why(brief::Bytes::unknown("The source did not print it.")) ==
        "unknown (the source did not print it)");
  CHECK(brief::format_bytes_with_why(brief::Bytes::unknown()) == "unknown");
  CHECK(brief::format_bytes_with_why(brief::Bytes::known(2048)) == "2,048 bytes (2 KiB)");
}
