// written_precision: the span a written byte figure stands for, as strict as its digits.
#include <catch2/catch.hpp>

#include "derive/sentence.h"
#include "derive/written_precision.h"

using brief::derivation::analysed;
using brief::derivation::ByteSpan;
using brief::derivation::span_of;
using brief::derivation::spans_apart;

namespace {

// The span of the only byte figure in the sentence, in GB.
ByteSpan gb_span(const std::string& sentence) {
  const auto a = analysed(sentence);
  REQUIRE(a->figures.size() == 1);
  const ByteSpan s = span_of(a->figures.front());
  return {s.low / 1e9, s.high / 1e9};
}

}  // namespace

TEST_CASE("span_of: a figure stands for what its last digit allows", "[derive][figures]") {
  // "about 165": a last digit of 5 may be a rounding to fives.
  CHECK(gb_span("The checkpoint is about 165 GB.").low == Approx(162.5));
  CHECK(gb_span("The checkpoint is about 165 GB.").high == Approx(167.5));
  // "about 170": the trailing zero is the rounding's.
  CHECK(gb_span("The experts are about 170 GB.").low == Approx(165));
  // "about 84": at least 1% either side.
  CHECK(gb_span("Prepared weights are about 84 GB.").high == Approx(84.84));
  // Given plainly, every digit counts, zeros too.
  CHECK(gb_span("The plan is 300 GB.").low == Approx(299.5));
  CHECK(gb_span("Usable is 121.6 GB.").high == Approx(121.65));
}

TEST_CASE("spans_apart: two figures for one quantity", "[derive][figures]") {
  const ByteSpan sum = gb_span("It is about 165 GB.") + gb_span("It is about 84 GB.");
  CHECK(spans_apart(gb_span("In all about 259 GB."), sum));    // 4% off, beyond the digits
  CHECK(spans_apart(gb_span("In all 239 GB."), sum));
  CHECK_FALSE(spans_apart(gb_span("In all about 250 GB."), sum));  // rounded to tens
  CHECK_FALSE(spans_apart(gb_span("In all about 249 GB."), sum));
  CHECK_FALSE(spans_apart(gb_span("In all about 232 GiB."), sum));  // 249.1 GB
}
