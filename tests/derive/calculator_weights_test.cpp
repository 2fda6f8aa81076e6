// The calculator's weight size: measured bytes (the `all` class, or every class added up),
// else parameters x bits per weight, and each reason it cannot be known, word for word.
#include <catch2/catch.hpp>

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

TEST_CASE("weights: the stored classes add up when no class is `all`", "[calc][weights]") {
  Model m;
  m.stored = {stored(ComponentClass::routed_experts, Bytes::known(1000)), stored(ComponentClass::dense, Bytes::known(24))};
  const auto w = calc::model_weights(m);
  REQUIRE(w.bytes);
  CHECK(*w.bytes == 1024u);
  CHECK_FALSE(w.estimate);
  CHECK(w.formula == "sum of 2 stored classes");

  SECTION("one unknown class: no sum, and the count and bits are asked for") {
    m.stored.push_back(stored(ComponentClass::embeddings, Bytes::unknown()));
    const auto u = calc::model_weights(m);
    CHECK_FALSE(u.bytes);
    CHECK(u.missing == std::vector<std::string>{
                           "the total parameter count (model.parameters, class all)",
                           "the stored bytes or bits per weight of the checkpoint (model.stored, class all)"});
  }
}

TEST_CASE("weights: parameters x bits per weight, rounded up, or why not", "[calc][weights]") {
  Model m;
  m.parameters = {total_parameters(3)};
  m.stored = {stored(ComponentClass::all, Bytes::unknown(), bits("4.5"))};
  const auto w = calc::model_weights(m);
  REQUIRE(w.bytes);
  CHECK(*w.bytes == 2u);  // 3 x 4.5 bits = 13.5 bits: two whole bytes
  CHECK(w.estimate);
  CHECK(w.formula == "3 parameters x 4.5 bits / 8");

  SECTION("zero bits per weight is no size") {
    m.stored[0].bits_per_weight = written(bits("0"));
    const auto z = calc::model_weights(m);
    CHECK_FALSE(z.bytes);
    CHECK(z.missing == std::vector<std::string>{"a positive bits-per-weight"});
  }
  SECTION("a size of 2^64 bytes or more is not a number this calculator states") {
    m.parameters = {total_parameters(INT64_MAX)};
    m.stored[0].bits_per_weight = written(bits("64"));
    const auto big = calc::model_weights(m);
    CHECK_FALSE(big.bytes);
    CHECK(big.missing == std::vector<std::string>{"a weight size under 2^64 bytes"});
  }
  SECTION("bits without a parameter count") {
    m.parameters.clear();
    const auto n = calc::model_weights(m);
    CHECK(n.missing == std::vector<std::string>{"the total parameter count (model.parameters, class all)"});
  }
}
