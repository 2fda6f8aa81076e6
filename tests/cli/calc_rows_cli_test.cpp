// brief calc through the real binary: what a verdict rests on is shown in every view (the
// single verdict, each row of a sweep, the JSON points), naming the runtime actually selected.
#include <catch2/catch.hpp>

#include <string>

#include "cli/run_brief.h"

using brief::test::source_path;

namespace {

// Llama-3.1-8B (32 attention heads, 8 KV heads), vLLM, one node of 8 x H200.
const std::string kLlamaH200 = "tests/fixtures/calc/llama-8b-h200x8.yaml --profiles tests/fixtures/calc";

brief::test::Run calc_rows_run(const std::string& args) {
  return brief::test::run_shell(brief::test::quoted(brief::test::binary_path()) + " calc " + args, source_path(""));
}

std::size_t calc_rows_count(const std::string& text, const std::string& needle) {
  std::size_t n = 0;
  for (std::size_t at = 0; (at = text.find(needle, at)) != std::string::npos; at += needle.size()) ++n;
  return n;
}

}  // namespace

TEST_CASE("calc: a refused TP is a reason in the verdict, on every sweep row and in every JSON point",
          "[cli][calc]") {
  const auto one = calc_rows_run(kLlamaH200 + " --tp 3");
  INFO(one.err);
  REQUIRE(one.exit_code == 0);
  CHECK(one.out.find("Calculator verdict: unknown") != std::string::npos);
  CHECK(one.out.find("\nRefused: vLLM refuses TP 3: the 32 attention heads") != std::string::npos);
  // A sweep: each row carries the refusal, not only a weights line.
  const auto sweep = calc_rows_run(kLlamaH200 + " --tp 3 --context 4096,8192");
  REQUIRE(sweep.exit_code == 0);
  CHECK(calc_rows_count(sweep.out, "    Refused: vLLM refuses TP 3: the 32 attention heads") == 2);
  const auto json = calc_rows_run(kLlamaH200 + " --tp 3 --context 4096,8192 --format json");
  REQUIRE(json.exit_code == 0);
  CHECK(calc_rows_count(json.out, "\"id\": \"calculator-tp-refused\"") == 2);
}

TEST_CASE("calc: under llama.cpp a TP that splits the heads unevenly is not blamed on vLLM", "[cli][calc]") {
  for (const std::string& args : {kLlamaH200 + " --tp 3 --runtime llama.cpp",
                                  kLlamaH200 + " --tp 3 --runtime llama.cpp --context 4096,8192",
                                  kLlamaH200 + " --tp 3 --runtime llama.cpp --format json"}) {
    const auto r = calc_rows_run(args);
    INFO(args << "\n" << r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out.find("vLLM") == std::string::npos);
    CHECK(r.out.find("TP 3 does not divide the 32 attention heads; llama.cpp has no") != std::string::npos);
  }
  const auto sweep = calc_rows_run(kLlamaH200 + " --tp 3 --runtime llama.cpp --context 4096,8192");
  CHECK(calc_rows_count(sweep.out, "    TP 3 does not divide the 32 attention heads; llama.cpp") == 2);
  const auto json = calc_rows_run(kLlamaH200 + " --tp 3 --runtime llama.cpp --context 4096,8192 --format json");
  CHECK(calc_rows_count(json.out, "\"id\": \"calculator-tp-unknown\"") == 2);
}

TEST_CASE("calc: each sweep row says the ranks cannot be placed, and what is missing", "[cli][calc]") {
  const auto placed = calc_rows_run(kLlamaH200 + " --tp 16 --context 4096,8192 --slots 1,4");
  INFO(placed.err);
  REQUIRE(placed.exit_code == 0);
  CHECK(calc_rows_count(placed.out, "  does-not-fit\n    The ranks cannot be placed: TP 16 x PP 1 = 16 ranks") == 4);
  // The shipped profile: every row lists the inputs it lacks.
  const auto glm = calc_rows_run("glm53-limechain-c8 --context 4096,8192");
  REQUIRE(glm.exit_code == 0);
  CHECK(calc_rows_count(glm.out, "    missing: KV cache: the KV cache dtype") == 2);
  CHECK(calc_rows_count(glm.out, "    missing: KV cache: the layer layout (model.layer_groups)") == 2);
}

TEST_CASE("calc: --kv-dtype takes the dtype names inspect prints and vLLM's, in any case", "[cli][calc]") {
  const auto bf16 = calc_rows_run(kLlamaH200 + " --kv-dtype bf16");
  REQUIRE(bf16.exit_code == 0);
  for (const char* alias : {"bfloat16", "BFLOAT16", "BF16"}) {
    const auto r = calc_rows_run(kLlamaH200 + " --kv-dtype " + alias);
    INFO(alias << "\n" << r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out.find("  KV bytes per token: 131,072 B (model facts, one rank at TP 1)\n") != std::string::npos);
  }
  for (const char* alias : {"F8_E4M3", "fp8_e4m3", "F8_E5M2"}) {
    const auto r = calc_rows_run(kLlamaH200 + " --kv-dtype " + alias);
    INFO(alias << "\n" << r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out.find("  KV bytes per token: 65,536 B (model facts, one rank at TP 1)\n") != std::string::npos);
  }
  const auto bad = calc_rows_run(kLlamaH200 + " --kv-dtype bf17");
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("bf16 (also bfloat16)") != std::string::npos);
}

TEST_CASE("calc: vLLM's kv-cache dtype names auto, int8, fp8_ds_mla, fp8_e4m3, fp8_e5m2 are taken", "[cli][calc]") {
  // vllm/config/cache.py CacheDType: auto (the model's dtype), bfloat16, int8, fp8, fp8_e4m3,
  // fp8_e5m2, fp8_inc, fp8_ds_mla.
  for (const char* name : {"int8", "INT8", "fp8_e4m3", "fp8_e5m2"}) {
    const auto r = calc_rows_run(kLlamaH200 + " --kv-dtype " + name);
    INFO(name << "\n" << r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out.find("  KV bytes per token: 65,536 B (model facts, one rank at TP 1)\n") != std::string::npos);
  }
  // fp8_ds_mla: the minimum counts 1 B a value; vLLM keeps only DeepSeek-V3.2's sparse MLA in it.
  const auto ds = calc_rows_run(kLlamaH200 + " --kv-dtype fp8_ds_mla");
  INFO(ds.err);
  REQUIRE(ds.exit_code == 0);
  CHECK(ds.out.find("  KV bytes per token: 65,536 B (model facts, one rank at TP 1)\n") != std::string::npos);
  CHECK(ds.out.find("FlashMLASparseBackend's layout") != std::string::npos);
  // auto: the model's dtype, which the model facts do not state: unknown, with why.
  for (const char* name : {"auto", "AUTO"}) {
    const auto a = calc_rows_run(kLlamaH200 + " --kv-dtype " + name);
    INFO(name << "\n" << a.err);
    REQUIRE(a.exit_code == 0);
    CHECK(a.out.find("the model's dtype: KV cache dtype '" + std::string(name) + "' (--kv-dtype) keeps") !=
          std::string::npos);
  }
  // auto is a KV cache word only: a state dtype is sized from its own name.
  CHECK(calc_rows_run(kLlamaH200 + " --state-dtype auto").exit_code == 2);
}

TEST_CASE("calc: stored bytes 'about 18600000000' without a unit stay an interval, so they never fit by a hair",
          "[cli][calc]") {
  const std::string args = "tests/fixtures/calc/approx-unitless.yaml --profiles tests/fixtures/calc --context 16 "
                           "--slots 1 --assume workspace=0B";
  const auto r = calc_rows_run(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  // Exact, 18,600,000,000 B + 2 MiB of KV would fit 18,620,000,000 B; at its stated
  // precision the high end (18,650,000,000 B) does not, so the verdict lies between.
  CHECK(r.out.find("Calculator verdict: unknown") != std::string::npos);
  CHECK(r.out.find("'about 18600000000' stored: [18,550,000,000, 18,650,000,000] B") != std::string::npos);
  CHECK(r.out.find("The low bound fits and the high bound does not") != std::string::npos);
}

TEST_CASE("calc: a --context past the calculator's bound is refused, the bound named", "[cli][calc]") {
  // One validator for every numeric option (tests/security/round4_test.cpp): the bound named.
  for (const char* context : {"18446744073709551615", "99999999999999999999999", "1099511627777", "0"}) {
    const auto r = calc_rows_run(kLlamaH200 + " --context " + context);
    INFO(context << "\n" << r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("--context: must be a whole number from 1 to 1099511627776, written in decimal (digits only: no sign, 0x, leading zero, exponent or unit); got '" +
                     std::string(context) + "'") != std::string::npos);
    CHECK(r.err.find("not a positive integer") == std::string::npos);
  }
  CHECK(calc_rows_run(kLlamaH200 + " --context 4096,1099511627776").exit_code == 0);  // the bound itself is taken
}

TEST_CASE("calc: ranks that cannot be placed do not make a stated workspace row 'state no per-rank bytes'",
          "[cli][calc]") {
  // The fixture's workspace row states 2 GiB per rank; TP 16 needs 16 of the node's 8 accelerators.
  const auto r = calc_rows_run(kLlamaH200 + " --tp 16");
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("states no per-rank bytes") == std::string::npos);
  CHECK(r.out.find("missing: Workspace: workspace bytes on each pool: profile row workspace states") !=
        std::string::npos);
  CHECK(r.out.find("per rank, but the ranks cannot be placed") != std::string::npos);
}
