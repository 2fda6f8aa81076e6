// TextMemo and the memoised readers: a text is read once per thread, a reading held by a caller
// outlives the memo starting over, and what the memo gives equals a fresh reading, so the
// memo can change how fast brief reads, never what it reads.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <thread>

#include "brief/brief.h"
#include "derive/claims.h"
#include "derive/sentence.h"
#include "derive/text_memo.h"

using namespace brief::derivation;

TEST_CASE("TextMemo reads a text once and starts over when full", "[derive][memo]") {
  int reads = 0;
  auto length = [&](std::string_view text) {
    ++reads;
    return text.size();
  };
  TextMemo<std::size_t> memo(2);
  CHECK(*memo.get("abc", length) == 3);
  CHECK(*memo.get(std::string("abc"), length) == 3);
  CHECK(reads == 1);
  const auto held = memo.get("de", length);
  CHECK(reads == 2);
  // Full: the third text starts the memo over; what a caller holds stays valid.
  CHECK(*memo.get("fghi", length) == 4);
  CHECK(reads == 3);
  CHECK(*held == 2);
  CHECK(*memo.get("abc", length) == 3);
  CHECK(reads == 4);  // forgotten when the memo started over
}

TEST_CASE("analysed() gives the analysis analyse_sentence gives", "[derive][memo]") {
  for (std::string_view s : {"The pair does not fit the 165 GB checkpoint in one 128 GiB pool.",
                             "Commercial use is fine if the license allows it?",
                             "Three quarters of the 121.6 GiB is free on each Spark."}) {
    const SentenceAnalysis fresh = analyse_sentence(s);
    const auto first = analysed(s);
    const auto again = analysed(std::string(s));
    CHECK(first.get() == again.get());  // read once
    CHECK(first->lowered == fresh.lowered);
    REQUIRE(first->tokens.size() == fresh.tokens.size());
    for (std::size_t k = 0; k < fresh.tokens.size(); ++k) CHECK(first->tokens[k].text == fresh.tokens[k].text);
    CHECK(first->negated == fresh.negated);
    CHECK(first->quantities.size() == fresh.quantities.size());
    CHECK(first->figures.size() == fresh.figures.size());
  }
}

TEST_CASE("prose_claims gives each field its own location when two fields share their words", "[derive][memo]") {
  brief::Text a, b;
  a.value = b.value = "The 165 GB checkpoint fits comfortably in one Spark's memory.";
  a.present = b.present = true;
  std::vector<brief::SentenceReading> readings;
  const auto claims = prose_claims({&a, &b}, &readings);
  REQUIRE(claims.size() == 2);
  CHECK(claims[0].text == &a);
  CHECK(claims[1].text == &b);
  CHECK(claims[0].claim.sentence == claims[1].claim.sentence);
  REQUIRE(readings.size() == 2);
  CHECK(readings[0].text == &a);
  CHECK(readings[1].text == &b);
}

TEST_CASE("each thread keeps its own memo", "[derive][memo]") {
  const std::string s = "Each Spark holds about 90 GB of the weights.";
  const auto here = analysed(s);
  std::shared_ptr<const SentenceAnalysis> there;
  std::thread([&] { there = analysed(s); }).join();
  CHECK(here.get() != there.get());
  CHECK(here->lowered == there->lowered);
}
