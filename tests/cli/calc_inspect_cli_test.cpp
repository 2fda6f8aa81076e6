// brief calc and brief inspect through the real binary: sweeps, --max-context, assumptions,
// exit codes, and a hostile checkpoint that ends in a located error and exit 2.
#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>

#include <sys/stat.h>

#include "cli/calc_fixture.h"
#include "cli/run_brief.h"
#include "support/text_edit.h"
#include "inspect/checkpoint_writer.h"

#include <fmt/format.h>

#include "brief/bytes.h"
#include "render/escape.h"

using brief::test::source_path;

namespace {
const std::string kFixture = "tests/fixtures/memory/calculator-fits.yaml --profiles tests/fixtures/memory";

// The built brief with a command line of plain words (no quoting needed), run in the source
// tree; run_brief (run_brief.h) takes the words one by one.
brief::test::Run run_brief_words(const std::string& args, const std::string& cwd = source_path("")) {
  return brief::test::run_shell(brief::test::quoted(brief::test::binary_path()) + " " + args, cwd);
}
}  // namespace

TEST_CASE("calc: a 3 x 3 sweep prints one row per point, node by node", "[cli][calc]") {
  const auto r = run_brief_words("calc " + kFixture + " --context 32768,131072,1048576 --slots 1,4,8");
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("      32,768       1") != std::string::npos);
  CHECK(r.out.find("   1,048,576       8       1.017 TiB  does-not-fit") != std::string::npos);
  CHECK(r.out.find("     131,072       1      32.958 GiB  fits") != std::string::npos);
  CHECK(r.out.find("nodes are never added") != std::string::npos);
}

TEST_CASE("calc: --max-context answers when every other input is known", "[cli][calc]") {
  const auto r = run_brief_words("calc " + kFixture + " --slots 1 --max-context");
  CHECK(r.exit_code == 0);
  // (60 GiB - 16,060,522,496 B - 2 GiB workspace) / 131,072 B per token, in llama.cpp's
  // whole 256-cell steps (the profile's engine).
  const uint64_t tokens =
      (60ull * 1024 * 1024 * 1024 - 16060522496ull - 2ull * 1024 * 1024 * 1024) / 131072 / 256 * 256;
  CHECK(r.out.find(fmt::format("longest context that fits at 1 slot: {} tokens", brief::group_thousands(tokens))) !=
        std::string::npos);
}

TEST_CASE("calc: the shipped profile stays unknown and says why", "[cli][calc]") {
  const auto r = run_brief_words("calc glm53-limechain-c8");
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("Calculator verdict: unknown") != std::string::npos);
  CHECK(r.out.find("(estimate)") != std::string::npos);
  CHECK(r.out.find("missing: the layer layout (model.layer_groups)") != std::string::npos);
  const auto j = run_brief_words("calc glm53-limechain-c8 --format json --kv-dtype bf16 --assume workspace=4GiB");
  CHECK(j.out.find("\"assumed: workspace=4GiB\"") != std::string::npos);
  const auto bad = run_brief_words("calc glm53-limechain-c8 --assume workspace=lots");
  CHECK(bad.exit_code == 2);
  const auto dtype = run_brief_words("calc glm53-limechain-c8 --kv-dtype bf17");
  CHECK(dtype.exit_code == 2);
  const auto temporal = run_brief_words("calc glm53-limechain-c8 --temporal-state-dtype fp6");
  CHECK(temporal.exit_code == 2);
  CHECK(temporal.err.find("unknown dtype 'fp6'") != std::string::npos);
  // Stated, it is an input of its own, named by where it came from.
  const auto stated = run_brief_words("calc glm53-limechain-c8 --format json --temporal-state-dtype fp32");
  CHECK(stated.out.find("\"source\": \"--temporal-state-dtype\"") != std::string::npos);
}

TEST_CASE("inspect: a hostile file through the binary is exit 2 with a located message", "[cli][inspect]") {
  const std::string dir = brief::test::scratch("cli");
  std::string bytes;
  brief::test::put_u64(bytes, uint64_t{1} << 63);
  brief::test::write_raw(dir + "/model.safetensors", bytes, 16);
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_brief_words("inspect " + dir + "/model.safetensors");
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("model.safetensors:byte 0: error: header length 9223372036854775808 exceeds the limit") !=
        std::string::npos);
  brief::test::write_safetensors(dir + "/model.safetensors", {{"lm_head.weight", "BF16", {4, 4}}});
  const auto ok = run_brief_words("inspect " + dir + " --format yaml");
  CHECK(ok.exit_code == 0);
  CHECK(ok.out.find("    file_size: ") != std::string::npos);
  CHECK(ok.out.find("    - class: lm-head\n      bytes: 32\n") != std::string::npos);
}

TEST_CASE("inspect: a path that does not exist names no byte and says what to give", "[cli][inspect]") {
  const std::string dir = brief::test::scratch("cli-missing");
  const auto r = run_brief_words("inspect " + dir + "/no-such-model");
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("no-such-model: error: no such file or folder\n") != std::string::npos);
  CHECK(r.err.find(":byte") == std::string::npos);
  CHECK(r.err.find("hint: give a model folder, a .safetensors or .gguf file, or a config.json") != std::string::npos);
}

TEST_CASE("calc: a profile with errors gets no verdict unless --allow-errors, then UNCHECKED", "[cli][calc]") {
  // The same gate as brief render: BM104's bad fixture has lint errors.
  const auto gated = run_brief_words("calc tests/rules/BM104/bad.yaml");
  CHECK(gated.exit_code == 1);
  CHECK(gated.out.find("Calculator verdict") == std::string::npos);
  CHECK(gated.err.find("brief: no calculator verdict: the profile has errors") != std::string::npos);
  const auto allowed = run_brief_words("calc tests/rules/BM104/bad.yaml --allow-errors");
  CHECK(allowed.exit_code == 0);
  CHECK(allowed.out.starts_with("UNCHECKED: the profile has errors"));
  const auto json = run_brief_words("calc tests/rules/BM104/bad.yaml --allow-errors --format json");
  CHECK(json.out.find("\"unchecked\": true") != std::string::npos);
  // A clean profile is not marked.
  const auto clean = run_brief_words("calc " + kFixture + " --format json");
  CHECK(clean.out.find("\"unchecked\": false") != std::string::npos);
}

TEST_CASE("calc: dtype names in any case, labels naming their own source, assumptions on sweep rows", "[cli][calc]") {
  const auto upper = run_brief_words("calc " + kFixture + " --kv-dtype BF16 --tp 1");
  INFO(upper.err);
  CHECK(upper.exit_code == 0);
  CHECK(upper.out.find("  TP: 1 (--tp)\n") != std::string::npos);
  CHECK(upper.out.find("  PP: 1 (profile parallelism.pp)\n") != std::string::npos);
  CHECK(upper.out.find("  KV bytes per token: 131,072 B (model facts, one rank at TP 1)\n") != std::string::npos);
  const auto sweep = run_brief_words("calc " + kFixture + " --context 1024,2048 --assume workspace=1GiB");
  CHECK(sweep.out.find("       1,024       4") != std::string::npos);
  // Every row carries its assumptions, under it.
  size_t rows = 0;
  for (size_t at = 0; (at = sweep.out.find("    Workspace: assumed: workspace=1GiB.", at)) != std::string::npos; ++at) ++rows;
  CHECK(rows == 2);
  for (size_t start = 0, end; (end = sweep.out.find('\n', start)) != std::string::npos; start = end + 1)
    CHECK(end - start <= 80);
}

TEST_CASE("inspect --into: the model section and ledger row go into the profile, which lints clean", "[cli][inspect]") {
  // The round trip of a new user: inspect a checkpoint, put it into a profile, lint, calc.
  const std::string dir = brief::test::scratch("into");
  brief::test::write_safetensors(dir + "/model.safetensors", {{"model.embed_tokens.weight", "BF16", {16, 8}},
                                                              {"model.layers.0.self_attn.q_proj.weight", "BF16", {8, 8}}});
  std::ofstream(dir + "/config.json")
      << R"({"model_type": "llama", "num_hidden_layers": 1, "num_attention_heads": 2, "num_key_value_heads": 1,
            "hidden_size": 8, "vocab_size": 16})";
  const std::string profile = dir + "/profile.yaml";
  std::string text = brief::test::read_file(source_path("tests/fixtures/memory/calculator-fits.yaml"));
  text.insert(0, "# a comment the merge keeps\n");
  std::ofstream(profile, std::ios::binary) << text;
  const auto r = run_brief_words("inspect " + dir + " --into " + profile);
  INFO(r.err);
  CHECK(r.exit_code == 0);
  const std::string merged = brief::test::read_file(profile);
  CHECK(merged.starts_with("# a comment the merge keeps\n"));
  CHECK(merged.find("  - id: checkpoint-files\n") != std::string::npos);
  CHECK(merged.find("  layers: 1\n") != std::string::npos);
  CHECK(merged.find("  head_dim: {value: 4, from: derived}\n") != std::string::npos);
  // Twice is the same as once: the row and the section are replaced, not repeated.
  CHECK(run_brief_words("inspect " + dir + " --into " + profile).exit_code == 0);
  CHECK(brief::test::read_file(profile) == merged);
  const auto lint = run_brief_words("lint " + profile + " --profiles tests/fixtures/memory");
  INFO(lint.out);
  CHECK(lint.exit_code == 0);
  // A profile that does not exist is an input error, and nothing is written.
  CHECK(run_brief_words("inspect " + dir + " --into " + dir + "/none.yaml").exit_code == 2);
  // A fifo is refused at once, never opened: it would block the read for ever.
  const std::string fifo = dir + "/fifo.yaml";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  const auto refused = run_brief_words("inspect " + dir + " --into " + fifo);
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("not a regular file") != std::string::npos);
}

namespace {
// calculator-fits.yaml with a line added after `anchor`, written beside the original so its
// hardware resolves the same way.
std::string fixture_with(const std::string& anchor, const std::string& line, const std::string& name) {
  std::string text = brief::test::read_file(source_path("tests/fixtures/memory/calculator-fits.yaml"));
  const auto at = text.find(anchor);
  REQUIRE(at != std::string::npos);
  text.insert(at + anchor.size(), line);
  const std::string path = brief::test::scratch("calc-" + name) + "/" + name;
  std::ofstream(path) << text;
  return path;
}

// calculator-fits.yaml with its one `from` replaced by `to`, written the same way.
std::string fixture_edited(const std::string& from, const std::string& to, const std::string& name) {
  const std::string text =
      brief::test::replaced(brief::test::read_file(source_path("tests/fixtures/memory/calculator-fits.yaml")), from, to);
  const std::string path = brief::test::scratch("calc-" + name) + "/" + name;
  std::ofstream(path) << text;
  return path;
}
}  // namespace

TEST_CASE("calc: max_position_embeddings refuses a longer --context and stops the search", "[cli][calc][limit]") {
  const std::string path = fixture_with("  vocab: 128256\n", "  max_position_embeddings: 131072\n", "limit.yaml");
  const std::string args = brief::test::quoted(path) + " --profiles tests/fixtures/memory";
  const auto over = run_brief_words("calc " + args + " --context 32768,200000");
  CHECK(over.exit_code == 2);
  CHECK(over.err.find("200,000 tokens is past the model's limit of 131,072 tokens") != std::string::npos);
  const auto search = run_brief_words("calc " + args + " --slots 1 --max-context --assume workspace=0B");
  INFO(search.out);
  CHECK(search.exit_code == 0);
  CHECK(search.out.find("longest context that fits at 1 slot: 131,072 tokens (the model's limit") != std::string::npos);
  CHECK(search.out.find("1,099,511,627,776") == std::string::npos);
  // No limit in the model facts: the search says the limit is unknown, never prints its own.
  const auto open = run_brief_words("calc " + kFixture + " --slots 1 --max-context --assume workspace=0B --assume weights=1GB");
  CHECK(open.out.find("1,099,511,627,776 tokens\n") == std::string::npos);
}

TEST_CASE("calc: --runtime picks the reservation, each bound named with its formula and source", "[cli][calc][runtime]") {
  const auto v = run_brief_words("calc " + kFixture + " --context 1000 --runtime vllm --block-size 16");
  INFO(v.out);
  CHECK(v.exit_code == 0);
  CHECK(v.out.find("runtime: vllm (--runtime)") != std::string::npos);
  CHECK(v.out.find("theoretical minimum: ") != std::string::npos);
  CHECK(v.out.find("vLLM reservation: ") != std::string::npos);
  CHECK(v.out.find("(source: vllm/v1/kv_cache_interface.py") != std::string::npos);
  const auto no_block = run_brief_words("calc " + kFixture + " --context 1000 --runtime vllm");
  CHECK(no_block.out.find("vLLM's block size") != std::string::npos);
  const auto bad = run_brief_words("calc " + kFixture + " --runtime tgi");
  CHECK(bad.exit_code == 2);
  const auto j = run_brief_words("calc " + kFixture + " --context 1000 --runtime llama.cpp --format json");
  CHECK(j.out.find("\"name\": \"llama.cpp reservation\"") != std::string::npos);
  CHECK(j.out.find("\"source\": \"src/llama-context.cpp") != std::string::npos);
}

TEST_CASE("calc: kv_heads 0 in the model section is a located schema finding", "[cli][calc][zero]") {
  const std::string zero = fixture_edited("  kv_heads: 8\n", "  kv_heads: 0\n", "kv0.yaml");
  const auto r = run_brief_words("calc " + brief::test::quoted(zero) + " --profiles tests/fixtures/memory");
  // A schema finding, as lint reports it: exit 1, never a verdict from a head count of 0.
  CHECK(r.exit_code == 1);
  CHECK(r.out.empty());
  CHECK(r.err.find("'kv_heads: 0' is not a head count") != std::string::npos);
  CHECK(r.err.find("kv0.yaml:") != std::string::npos);
}

TEST_CASE("inspect: num_key_value_heads 0 in config.json is a located input error, not 'KV heads 0'",
          "[cli][inspect][zero]") {
  std::string text = brief::test::read_file(source_path("tests/fixtures/configs/llama-3.1-8b.json"));
  text.replace(text.find("\"num_key_value_heads\": 8"), 24, "\"num_key_value_heads\": 0");
  const std::string dir = brief::test::scratch("inspect-kv0");
  std::ofstream(dir + "/config.json") << text;
  const auto r = run_brief_words("inspect " + brief::test::quoted(dir));
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("KV heads") == std::string::npos);
  CHECK(r.err.find("config.json:byte ") != std::string::npos);
  CHECK(r.err.find("error: 'num_key_value_heads: 0' is not a head count") != std::string::npos);
}

namespace {
// Every line of `text` within 80 display columns (docs/output-formats.md); the long ones named.
void check_within_80_columns(const std::string& what, const std::string& text) {
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string_view one(text.data() + start, end - start);
    INFO(what << ": " << one);
    CHECK(brief::rendering::display_width(one) <= 80);
    start = end + 1;
  }
}
}  // namespace

TEST_CASE("calc: the text output holds 80 columns, a verdict, a sweep and --max-context alike", "[cli][calc]") {
  const std::string hybrid = "tests/fixtures/memory/calculator-fits.yaml --profiles tests/fixtures/memory";
  const std::string h200 = "tests/fixtures/calc/llama-8b-h200x8.yaml --profiles tests/fixtures/calc";
  for (const std::string& args : std::vector<std::string>{
           "calc glm53-limechain-c8", "calc glm53-limechain-c8 --context 4096,8192",
        "calc glm53-limechain-c8 --context 4096,8192 --slots 1,4 --kv-dtype bf16 --max-context --tp 16",
        "calc " + hybrid + " --runtime vllm --block-size 16 --max-num-batched-tokens 8192 --tp 3",
        "calc " + hybrid + " --max-context --slots 1,2 --assume workspace=1GiB..2GiB",
        "calc " + hybrid + " --context 32768,1048576 --assume weights=80GB --runtime sglang",
        "calc tests/rules/BM104/bad.yaml --allow-errors",
        // Sweeps whose rows carry a refused TP, ranks that cannot be placed (calc_rows_cli_test.cpp).
        "calc " + h200 + " --tp 3 --context 4096,8192", "calc " + h200 + " --tp 3 --runtime llama.cpp --context 4096,8192",
        "calc " + h200 + " --tp 16 --context 4096,8192 --slots 1,4"}) {
    const auto r = run_brief_words(args);
    INFO(r.err);
    CHECK(r.exit_code == 0);
    CHECK(!r.out.empty());
    check_within_80_columns(args, r.out);
  }
  // The text goldens that carry the calculator verdict (render's text brief) hold it too.
  for (const char* golden : {"glm53-limechain-c8.txt", "memory-calculator-fits.txt", "memory-unknown.txt",
                             "memory-fits.txt", "memory-does-not-fit-one-node.txt", "memory-gpu-and-cpu-pools.txt"})
    check_within_80_columns(golden, brief::test::read_file(source_path(std::string("tests/golden/") + golden)));
}

TEST_CASE("inspect --into: a hybrid model gets its recurrent-state row and lints clean, and a stray row is refused",
          "[cli][inspect]") {
  // Jamba, Nemotron-H, MiniMax, Kimi-Linear, Qwen3-Next: linear-attention layers keep a
  // recurrent state, and BM112 asks for the row that holds it. --into adds it, bytes unknown.
  for (const std::string config : {"jamba-v0.1.json", "nemotron-h-8b.json", "minimax-m1.json",
                                   "kimi-linear-48b-a3b.json", "qwen3-next-80b-a3b.json"}) {
    const std::string dir = brief::test::scratch("into-hybrid-" + config);
    std::ofstream(dir + "/config.json") << brief::test::read_file(source_path("tests/fixtures/configs/" + config));
    // The fixture without its fit claims: a row of unknown bytes leaves a fit unproven (BM103).
    const std::string text = brief::test::calculator_fits_unclaimed();
    const std::string profile = dir + "/profile.yaml";
    std::ofstream(profile, std::ios::binary) << text;
    const auto r = run_brief_words("inspect " + dir + " --into " + profile);
    INFO(config << "\n" << r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.err.find("a recurrent-state row") != std::string::npos);
    const std::string merged = brief::test::read_file(profile);
    CHECK(merged.find("  - id: recurrent-state\n") != std::string::npos);
    CHECK(merged.find("    access: recurrent-state\n") != std::string::npos);
    const auto lint = run_brief_words("lint " + profile + " --profiles tests/fixtures/memory");
    INFO(lint.out);
    CHECK(lint.exit_code == 0);
    // Twice is once: the row is there, so it is not added again.
    CHECK(run_brief_words("inspect " + dir + " --into " + profile).exit_code == 0);
    CHECK(brief::test::read_file(profile) == merged);
    // The fragment carries the row too, and its header points to --into (a second
    // components: key pasted into a profile is a duplicate key).
    const auto yaml = run_brief_words("inspect " + dir + " -f yaml");
    CHECK(yaml.out.find("  - id: recurrent-state\n") != std::string::npos);
    CHECK(yaml.out.find("--into PROFILE") < yaml.out.find("\ncomponents:\n"));
    // The other way round: a dense model into the merged profile would leave the row with no
    // layer to hold it; refused, the profile unchanged.
    std::ofstream(dir + "/config.json") << brief::test::read_file(source_path("tests/fixtures/configs/llama-3.1-8b.json"));
    const auto stray = run_brief_words("inspect " + dir + " --into " + profile);
    CHECK(stray.exit_code == 2);
    CHECK(stray.err.find("its row 'recurrent-state' holds a recurrent state") != std::string::npos);
    CHECK(brief::test::read_file(profile) == merged);
  }
}

TEST_CASE("calc: a derived PP on one accelerator reads as one, not '1 accelerators'", "[cli][calc]") {
  const std::string path = fixture_edited("  pp: 1\n", "  pp: unknown\n", "pp.yaml");
  const auto r = run_brief_words("calc " + brief::test::quoted(path) + " --profiles tests/fixtures/memory");
  INFO(r.out << r.err);
  CHECK(r.out.find("1 accelerators") == std::string::npos);
  CHECK(r.out.find("TP 1 fills its one accelerator") != std::string::npos);
}
