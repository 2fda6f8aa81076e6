// The calculator's weight size: measured bytes of the whole checkpoint (an interval when approximate),
// a lower bound from a partial list, else parameters x bits per weight, and each reason, word for word.
#include <catch2/catch.hpp>

#include <tuple>

#include "derive/calculator_parts.h"
#include "derive/profile_builder.h"

using namespace brief;
using brief::test::written;

namespace {

StoredClass stored(ComponentClass cls, Bytes bytes, std::optional<Decimal> bits = std::nullopt) {
  StoredClass s;
  s.cls = written(cls);
  s.bytes = written(std::move(bytes));
  if (bits) s.bits_per_weight = written(*bits);
  return s;
}

ParameterCount total_parameters(int64_t count) {
  ParameterCount p;
  p.cls = written(ComponentClass::all);
  ModelFact fact;
  fact.count = Count{count, ""};
  p.count = written(fact);
  return p;
}

Decimal bits(const char* text) { return *Decimal::parse(text); }

}  // namespace

TEST_CASE("weights: a list of some classes is a lower bound, never the whole weights", "[calc][weights]") {
  // A list naming only the routed experts and the dense class may leave out embeddings, the
  // lm_head, vision: their sum is at least the weights' size, not the size.
  Model m;
  m.stored = {stored(ComponentClass::routed_experts, Bytes::known(1000)), stored(ComponentClass::dense, Bytes::known(24))};
  const auto w = calc::model_weights(m);
  REQUIRE(w.low);
  CHECK(*w.low == 1024u);
  CHECK_FALSE(w.high);
  CHECK_FALSE(w.estimate);
  CHECK(w.formula == "at least the 2 listed class(es) (routed-experts, dense): 1,024 B");
  CHECK(w.missing == std::vector<std::string>{"the stored bytes of the whole checkpoint (model.stored, class all); "
                                              "the listed classes give only a lower bound"});

  SECTION("one unknown class adds nothing to the bound") {
    m.stored.push_back(stored(ComponentClass::embeddings, Bytes::unknown()));
    const auto u = calc::model_weights(m);
    CHECK(u.low == 1024u);
    CHECK_FALSE(u.high);
  }
  SECTION("measured bytes of the whole checkpoint win over its bits-per-weight label") {
    // inspect of a GPTQ/AWQ/EXL checkpoint: quantization_config.bits and measured bytes.
    StoredClass all = stored(ComponentClass::all, Bytes::known(5000), bits("4"));
    m.stored.push_back(all);
    m.parameters = {total_parameters(100)};
    const auto b = calc::model_weights(m);
    CHECK(b.low == 5000u);
    CHECK(b.high == 5000u);
    CHECK_FALSE(b.estimate);
    CHECK(b.formula == "5,000 B stored");
  }
}

TEST_CASE("weights: 'about 18.6 GB' is an interval at its stated precision", "[calc][weights]") {
  for (const auto& [text, low, high] : std::vector<std::tuple<std::string, uint64_t, uint64_t>>{
           {"about 18.6 GB", 18'550'000'000, 18'650'000'000},
           {"~19 GB", 18'500'000'000, 19'500'000'000},
           {"about 121.65 GiB", 130'620'692'890 - 5'368'709, 130'620'692'890 + 5'368'709},
           // Without a unit, the last nonzero digit states the precision: the same interval.
           {"about 18600000000", 18'550'000'000, 18'650'000'000},
           {"~19000000000", 18'500'000'000, 19'500'000'000},
           {"about 18600000010", 18'600'000'005, 18'600'000'015}}) {
    INFO(text);
    std::string why;
    const auto b = parse_byte_quantity(text, &why);
    REQUIRE(b);
    REQUIRE(b->approximate());
    Model m;
    m.stored = {stored(ComponentClass::all, *b)};
    const auto w = calc::model_weights(m);
    REQUIRE(w.low);
    REQUIRE(w.high);
    CHECK(*w.low == low);
    CHECK(*w.high == high);
    CHECK(w.caveats.size() == 1);
  }
  // A unitless count whose last digit is nonzero is stated to the byte; "about 0" states no
  // precision, so it is not compared.
  std::string why;
  CHECK(calc::stated_interval(*parse_byte_quantity("about 18600000001", &why))->low == 18'600'000'001);
  CHECK_FALSE(calc::stated_interval(*parse_byte_quantity("about 0", &why)).has_value());
  // An exact count stays a point.
  Model exact;
  exact.stored = {stored(ComponentClass::all, Bytes::known(18'600'000'000))};
  const auto e = calc::model_weights(exact);
  CHECK(e.low == e.high);
  CHECK(e.caveats.empty());
}

TEST_CASE("weights: parameters x bits per weight, rounded up, or why not", "[calc][weights]") {
  Model m;
  m.parameters = {total_parameters(3)};
  m.stored = {stored(ComponentClass::all, Bytes::unknown(), bits("4.5"))};
  const auto w = calc::model_weights(m);
  REQUIRE(w.high);
  CHECK(*w.high == 2u);
  CHECK(w.low == w.high);  // 3 x 4.5 bits = 13.5 bits: two whole bytes
  CHECK(w.estimate);
  CHECK(w.formula == "3 parameters x 4.5 bits / 8");

  SECTION("zero bits per weight is no size") {
    m.stored[0].bits_per_weight = written(bits("0"));
    const auto z = calc::model_weights(m);
    CHECK_FALSE(z.high);
    CHECK(z.missing == std::vector<std::string>{"a positive bits-per-weight"});
  }
  SECTION("a size of 2^64 bytes or more is not a number this calculator states") {
    m.parameters = {total_parameters(INT64_MAX)};
    m.stored[0].bits_per_weight = written(bits("64"));
    const auto big = calc::model_weights(m);
    CHECK_FALSE(big.high);
    CHECK(big.missing == std::vector<std::string>{"a weight size under 2^64 bytes"});
  }
  SECTION("bits without a parameter count") {
    m.parameters.clear();
    const auto n = calc::model_weights(m);
    CHECK(n.missing == std::vector<std::string>{"the total parameter count (model.parameters, class all)"});
  }
}
