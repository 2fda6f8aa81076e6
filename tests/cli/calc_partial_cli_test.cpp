// The round trip of a partial checkpoint: brief inspect finds a shard missing, --into carries
// the reason into the profile's model section (model.partial), and brief calc states the
// weights as a lower bound with that reason, never a fit.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli/calc_fixture.h"
#include "cli/run_brief.h"
#include "inspect/checkpoint_writer.h"

using brief::test::source_path;

namespace {

brief::test::Run partial_run(const std::string& args) {
  return brief::test::run_shell(brief::test::quoted(brief::test::binary_path()) + " " + args, source_path(""));
}

}  // namespace

TEST_CASE("inspect --into then calc: a partial checkpoint's weights are a lower bound with the reason, no fit",
          "[cli][calc][partial]") {
  const std::string dir = brief::test::scratch("partial-round-trip");
  // Shard 1 of 4, alone: the files are not the whole checkpoint.
  brief::test::write_safetensors(dir + "/model-00001-of-00004.safetensors",
                                 {{"model.embed_tokens.weight", "BF16", {16, 8}},
                                  {"model.layers.0.self_attn.q_proj.weight", "BF16", {8, 8}}});
  std::ofstream(dir + "/config.json")
      << R"({"model_type": "llama", "num_hidden_layers": 1, "num_attention_heads": 2, "num_key_value_heads": 1,
            "hidden_size": 8, "vocab_size": 16, "torch_dtype": "bfloat16"})";
  // calculator-fits.yaml without its fit claims: a lower bound proves no fit.
  const std::string text = brief::test::calculator_fits_unclaimed();
  const std::string profile = dir + "/profile.yaml";
  std::ofstream(profile, std::ios::binary) << text;
  const auto into = partial_run("inspect " + dir + " --into " + profile);
  INFO(into.err);
  REQUIRE(into.exit_code == 0);
  const std::string merged = brief::test::read_file(profile);
  CHECK(merged.find("  partial:\n    - \"1 of the 4 shards of model are here\"\n") != std::string::npos);
  CHECK(merged.find("    - class: all\n") == std::string::npos);
  const auto lint = partial_run("lint " + profile + " --profiles tests/fixtures/memory");
  INFO(lint.out);
  CHECK(lint.exit_code == 0);
  const std::string calc = "calc " + profile + " --profiles tests/fixtures/memory";
  const auto one = partial_run(calc);
  INFO(one.out << one.err);
  REQUIRE(one.exit_code == 0);
  CHECK(one.out.find("Calculator verdict: fits") == std::string::npos);
  CHECK(one.out.find("Calculator verdict: unknown") != std::string::npos);
  CHECK(one.out.find("1 of the 4 shards of model are here") != std::string::npos);
  CHECK(one.out.find("lower bound: a partial checkpoint") != std::string::npos);
  // Every sweep row and every JSON point carries it too.
  const auto sweep = partial_run(calc + " --context 1024,2048");
  CHECK(sweep.out.find("  fits") == std::string::npos);
  const auto json = partial_run(calc + " --format json");
  CHECK(json.out.find("1 of the 4 shards of model are here") != std::string::npos);
  CHECK(json.out.find("\"kind\": \"fits\"") == std::string::npos);
}
