// Ranks on accelerators: a `gpu` pool is one accelerator's memory, present on each of the
// node's accelerators_per_node, and each rank has an accelerator of its own; a `unified`
// pool is the node's. TP x PP ranks beyond accelerators x nodes cannot be placed.
#include <catch2/catch.hpp>

#include <algorithm>

#include "derive/calculator_helpers.h"
#include "derive/profile_builder.h"
#include "inspect/config_reader.h"
#include "test_paths.h"

using namespace brief;
using namespace brief::calc;

namespace {

// DeepSeek-V3 from its config.json, 688.6 GB of weights measured (exact, for the test).
Profile deepseek(int64_t tp) {
  Profile p = test::served_profile(
      inspect::read_config(test::read_file(test::source_path("tests/fixtures/configs/deepseek-v3.json")),
                           "deepseek-v3.json")
          .model,
      688'600'000'000, 4096, "bf16", tp);
  // Its MTP layer (num_nextn_predict_layers 1) resident: these tests are about placement.
  p.serving.speculative = test::words("mtp");
  p.serving.engine = test::words("llama.cpp");  // 4,096 cells: already a multiple of 256
  return p;
}

using test::with;

const CalcTerm& term(const CalcNode& n, const std::string& id) {
  const auto it = std::find_if(n.terms.begin(), n.terms.end(), [&](const CalcTerm& t) { return t.id == id; });
  REQUIRE(it != n.terms.end());
  return *it;
}

}  // namespace

TEST_CASE("8 x 141 GB: TP 1 puts all of DeepSeek-V3 on one accelerator and does not fit", "[calc][placement]") {
  const Hardware hw = test::gpu_hardware(8, 141'000'000'000);
  const Profile p = deepseek(1);
  const CalculatorVerdict v = calculate(p, &hw, with(request_from_profile(p), "workspace=0B"));
  CHECK(v.kind == VerdictKind::does_not_fit);
  REQUIRE(v.nodes.size() == 1);
  CHECK(term(v.nodes[0], "weights").high.value() == 688'600'000'000);
  CHECK(v.nodes[0].usable.value() == 141'000'000'000);  // one accelerator's, never 8 x 141 GB
}

TEST_CASE("8 x 141 GB: TP 8 puts one rank on each accelerator, at least 86 GB each, not surely fits",
          "[calc][placement]") {
  const Hardware hw = test::gpu_hardware(8, 141'000'000'000);
  const Profile p = deepseek(8);
  const CalculatorVerdict v = calculate(p, &hw, with(request_from_profile(p), "workspace=4GiB"));
  REQUIRE(v.nodes.size() == 1);
  const CalcTerm& w = term(v.nodes[0], "weights");
  // The even split is the low end; MLA's down-projections and the norms are replicated on
  // every rank and their bytes are unknown, so the high end is the whole checkpoint.
  CHECK(w.low.value() == 688'600'000'000 / 8);
  CHECK(w.high.value() == 688'600'000'000);
  CHECK(w.formula == "(688,600,000,000 B stored) / 8 ranks");
  const bool named = std::any_of(w.assumptions.begin(), w.assumptions.end(), [](const std::string& a) {
    return a.find("MLA's down-projections") != std::string::npos && a.find("lower bound") != std::string::npos;
  });
  CHECK(named);
  // MLA's latent is replicated on every rank: one rank keeps 70,272 B per token.
  const CalcTerm& kv = term(v.nodes[0], "kv-cache");
  CHECK(kv.high.value() == 70272ull * 4096);
  CHECK(kv.formula.ends_with("x 1 slot x 1 rank on the accelerator"));
  CHECK(v.kind == VerdictKind::unknown);
  CHECK(std::any_of(v.reasons.begin(), v.reasons.end(),
                    [](const Caveat& c) { return c.id == "calculator-between-bounds"; }));
  CHECK(v.nodes[0].pool_label == "node 1 hbm, each accelerator (one rank on each; 8 per node)");
  // A measured per-rank figure, given as an explicit assumption, decides it.
  const CalculatorVerdict measured =
      calculate(p, &hw, with(with(request_from_profile(p), "workspace=4GiB"), "weights=90GB"));
  CHECK(measured.kind == VerdictKind::fits);
}

TEST_CASE("more ranks than accelerators x nodes cannot be placed", "[calc][placement]") {
  const Hardware hw = test::gpu_hardware(8, 141'000'000'000);
  const Profile p = deepseek(16);
  const CalculatorVerdict v = calculate(p, &hw, with(request_from_profile(p), "workspace=0B"));
  CHECK(v.kind == VerdictKind::does_not_fit);
  REQUIRE_FALSE(v.reasons.empty());
  CHECK(v.reasons[0].id == "calculator-ranks-over-accelerators");
  CHECK(v.reasons[0].text ==
        "The ranks cannot be placed: TP 16 x PP 1 = 16 ranks need 16 accelerators; 1 node x 8 accelerators "
        "have 8. Every rank needs an accelerator of its own.");
  // TP 8 x PP 2 is 16 ranks too.
  Profile pp = deepseek(8);
  pp.parallelism.pp = test::written(Count{2, ""});
  CHECK(calculate(pp, &hw, request_from_profile(pp)).reasons.at(0).id == "calculator-ranks-over-accelerators");
  // A unified node with one accelerator (DGX Spark) holds one rank.
  const Hardware spark = test::unified_hardware(128 * test::GiB);
  Profile two = deepseek(2);
  CHECK(calculate(two, &spark, request_from_profile(two)).reasons.at(0).id == "calculator-ranks-over-accelerators");
}

TEST_CASE("a gpu pool with no accelerator count is not compared", "[calc][placement]") {
  Hardware hw = test::gpu_hardware(8, 141'000'000'000);
  hw.accelerators_per_node = {};
  const Profile p = deepseek(8);
  const CalculatorVerdict v = calculate(p, &hw, with(request_from_profile(p), "workspace=0B"));
  CHECK(v.kind == VerdictKind::unknown);
  const bool named = std::any_of(v.missing.begin(), v.missing.end(), [](const Caveat& c) {
    return c.text.find("accelerators_per_node") != std::string::npos;
  });
  CHECK(named);
}

TEST_CASE("a unified pool is the node's: every rank on the node shares it", "[calc][placement]") {
  // Two accelerators sharing one unified pool (as on an Apple or GH200-style node): TP 2 puts
  // two ranks' KV in the one pool, and the whole weights.
  // Each rank may hold every replicated tensor: the pool's high end is two whole checkpoints.
  Hardware hw = test::unified_hardware(2048 * test::GiB);
  hw.accelerators_per_node = test::written<int64_t>(2);
  const Profile p = deepseek(2);
  const CalculatorVerdict v = calculate(p, &hw, with(request_from_profile(p), "workspace=0B"));
  REQUIRE(v.nodes.size() == 1);
  CHECK(term(v.nodes[0], "weights").low.value() == 688'600'000'000);
  CHECK(term(v.nodes[0], "weights").high.value() == 2 * 688'600'000'000);
  CHECK(term(v.nodes[0], "kv-cache").high.value() == 2 * 70272ull * 4096);
  CHECK(v.kind == VerdictKind::fits);
}

TEST_CASE("an approximate capacity is an interval: fits needs its low end", "[calc][placement]") {
  // TP 1: 688.6 GB + 70,272 x 4,096 B of KV = 688,887,834,112 B on one accelerator; a
  // capacity of 'about 689 GB' is [688.5, 689.5] GB: neither surely over nor surely under.
  Hardware hw = test::gpu_hardware(8, 689'000'000'000);
  std::string why;
  hw.pools[0].usable = test::written(*parse_byte_quantity("about 689 GB", &why));
  const Profile p = deepseek(1);
  const CalculatorVerdict v = calculate(p, &hw, with(request_from_profile(p), "workspace=0B"));
  CHECK(v.kind == VerdictKind::unknown);
  hw.pools[0].usable = test::written(*parse_byte_quantity("about 690 GB", &why));
  CHECK(calculate(p, &hw, with(request_from_profile(p), "workspace=0B")).kind == VerdictKind::fits);
  hw.pools[0].usable = test::written(*parse_byte_quantity("about 688 GB", &why));
  CHECK(calculate(p, &hw, with(request_from_profile(p), "workspace=0B")).kind == VerdictKind::does_not_fit);
}

TEST_CASE("approximate weights never make fits at the edge, and a partial list cannot fit", "[calc][placement]") {
  const Hardware hw = test::unified_hardware(20 * test::GiB);  // 21,474,836,480 B
  Profile p = deepseek(1);
  std::string why;
  // about 21.4 GB is [21.35, 21.45] GB: under 20 GiB even at its high end.
  p.model.stored[0].bytes = test::written(*parse_byte_quantity("about 21.4 GB", &why));
  p.serving.context_per_request = test::written(Count{1, ""});
  CHECK(calculate(p, &hw, with(request_from_profile(p), "workspace=0B")).kind == VerdictKind::fits);
  // about 21.47 GB is [21.465, 21.475] GB: it may be over 21,474,836,480 B.
  p.model.stored[0].bytes = test::written(*parse_byte_quantity("about 21.47 GB", &why));
  CHECK(calculate(p, &hw, with(request_from_profile(p), "workspace=0B")).kind == VerdictKind::unknown);
  // A stored list naming only the dense class is a lower bound: never fits.
  p.model.stored[0].cls = test::written(ComponentClass::dense);
  p.model.stored[0].bytes = test::written(Bytes::known(1'000'000'000));
  CHECK(calculate(p, &hw, with(request_from_profile(p), "workspace=0B")).kind == VerdictKind::unknown);
  // ... but a lower bound over the capacity is enough for does-not-fit.
  p.model.stored[0].bytes = test::written(Bytes::known(30'000'000'000));
  CHECK(calculate(p, &hw, with(request_from_profile(p), "workspace=0B")).kind == VerdictKind::does_not_fit);
}

TEST_CASE("a KV size past 2^64 bytes does not fit, it is not a missing input", "[calc][placement]") {
  const Hardware hw = test::gpu_hardware(8, 141'000'000'000);
  Profile p = deepseek(8);
  // 70,272 B per token x 2^60 tokens is far past 2^64 bytes.
  p.serving.context_per_request = test::written(Count{int64_t{1} << 60, ""});
  const CalculatorVerdict v = calculate(p, &hw, with(request_from_profile(p), "workspace=0B"));
  CHECK(v.kind == VerdictKind::does_not_fit);
  const CalcTerm& kv = term(v.nodes.at(0), "kv-cache");
  CHECK(kv.low.value() == UINT64_MAX);
  CHECK_FALSE(kv.high.is_known());
}

TEST_CASE("A hardware id that did not resolve is the reason named, not an unknown term", "[calc][placement]") {
  Profile p = deepseek(8);
  p.hardware.id = test::words("no-such-box");
  auto ids = [](const CalculatorVerdict& v) {
    std::vector<std::string> out;
    for (const auto& r : v.reasons) out.push_back(r.id);
    return out;
  };
  // Every term known: at TP 8 the per-rank weights are an interval unless they are assumed.
  const calc::Request known = with(with(request_from_profile(p), "workspace=4GiB"), "weights=90GB");
  SECTION("every term known: only the hardware is named") {
    const CalculatorVerdict v = calculate(p, nullptr, known);
    CHECK(v.kind == VerdictKind::unknown);
    CHECK(ids(v) == std::vector<std::string>{"calculator-no-hardware"});
    CHECK(v.reasons.at(0).text.find("'no-such-box' was not found") != std::string::npos);
  }
  SECTION("a term unknown as well: both causes, each in its own words") {
    const CalculatorVerdict v = calculate(p, nullptr, request_from_profile(p));
    CHECK(ids(v) == std::vector<std::string>{"calculator-no-hardware", "calculator-unknown"});
  }
  SECTION("the hardware resolves but has no unified or GPU pool") {
    Hardware hw = test::gpu_hardware(8, 141'000'000'000);
    hw.pools.front().kind = test::written(PoolKind::cpu);
    const CalculatorVerdict v = calculate(p, &hw, known);
    CHECK(ids(v) == std::vector<std::string>{"calculator-no-pool"});
  }
}
