// The model: section: strict like the rest of the loader, every error located, and the
// schema and the loader allowing the same keys.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "brief/load.h"
#include "derive/calculator.h"
#include "load/load_test_util.h"

using namespace brief;

namespace {

const std::string kBase =
    "format: brief/v1\nid: p\ntitle: t\nhardware:\n  id: h\n  nodes: 1\n"
    "components:\n  - id: c\n    name: C\n    role: runtime\n"
    "licenses:\n  - subject: k\n    role: kit\n    commercial: allowed\n"
    "claims:\n  commercial_recommendation: false\n  memory_fit: false\n  deployment_done: false\n"
    "  runtime_claimed: false\n";  // lines 1-19; the model section starts on line 20

Diagnostic first_model_error(const std::string& model) {
  const auto errors = test::input_errors([&] { load_profile(kBase + model, "x.yaml"); });
  REQUIRE_FALSE(errors.empty());
  return errors[0];
}

}  // namespace

TEST_CASE("model: a full section loads with every kind of layer", "[load][model]") {
  const Profile p = load_profile(kBase +
                                     "model:\n"
                                     "  from: cfg\n"
                                     "  sources:\n    - {id: cfg, origin: config, document: config.json, revision: abc}\n"
                                     "  parameters:\n    - {class: all, count: 1000}\n"
                                     "    - {class: routed-experts, count: {value: 800, from: cfg}}\n"
                                     "  layers: 4\n"
                                     "  kv_heads: 8\n  head_dim: 128\n"
                                     "  layer_groups:\n"
                                     "    - {kind: full-attention, count: 1}\n"
                                     "    - {kind: sliding-window, count: 1, window: 4096}\n"
                                     "    - {kind: mla, count: 1, kv_lora_rank: 512, qk_rope_head_dim: 64}\n"
                                     "    - {kind: linear-attention, linear: mamba2, count: 1, key_heads: 8,\n"
                                     "       value_heads: 128, key_head_dim: 128, value_head_dim: 64, conv_kernel: 4}\n"
                                     "  experts: {routed: not-present, per_token: unknown}\n"
                                     "  stored:\n    - {class: all, bits_per_weight: 4.25, bytes: 531 GB}\n",
                                 "x.yaml");
  const Model& m = p.model;
  REQUIRE(m.present);
  CHECK(m.layer_groups.size() == 4);
  CHECK(m.layer_groups[1].window.value.value() == 4096);
  CHECK(m.layer_groups[3].linear.value == LinearKind::mamba2);
  CHECK(m.routed_experts.value.not_present);
  CHECK_FALSE(m.experts_per_token.value.known());
  CHECK(m.parameters[1].count.value.from.value == "cfg");
  CHECK(m.stored[0].bits_per_weight.value.to_string() == "4.25");
  CHECK(m.stored[0].bytes.value.value() == 531'000'000'000ull);
  CHECK(m.layers.loc == Loc{27, 11});
}

TEST_CASE("model: an approximate byte count without a unit stays approximate", "[load][model]") {
  // "about" is kept with the count (never dropped to an exact 18,600,000,000), and the
  // calculator reads it as the interval its last nonzero digit states, as "about 18.6 GB".
  for (const std::string bytes : {"\"about 18600000000\"", "about 18600000000", "\"~18600000000\"", "about 18.6 GB"}) {
    INFO(bytes);
    const Profile p = load_profile(kBase + "model:\n  stored:\n    - {class: all, bytes: " + bytes + "}\n", "x.yaml");
    REQUIRE(p.model.stored.size() == 1);
    const Bytes& b = p.model.stored[0].bytes.value;
    REQUIRE(b.is_known());
    CHECK(b.approximate());
    CHECK(b.value() == 18'600'000'000ull);
    const auto span = calc::stated_interval(b);
    REQUIRE(span);
    CHECK(span->low == 18'550'000'000ull);
    CHECK(span->high == 18'650'000'000ull);
  }
}

TEST_CASE("model: errors are located", "[load][model]") {
  using Row = std::tuple<std::string, std::string, uint32_t, uint32_t, std::string>;
  const auto [model, code, line, col, message] = GENERATE(table<std::string, std::string, uint32_t, uint32_t, std::string>({
      Row{"model:\n  layrs: 4\n", "BS001", 21, 3, "unknown key 'layrs' in model"},
      Row{"model:\n  layers: four\n", "BS002", 21, 11, "expected an integer or unknown for 'layers', found 'four'"},
      Row{"model:\n  layer_groups:\n    - {kind: full-attention, count: 2}\n", "BS004", 22, 7,
          "missing 'kv_heads' for a full-attention layer group"},
      Row{"model:\n  layer_groups:\n    - {kind: mla, count: 2, kv_lora_rank: 512}\n", "BS004", 22, 7,
          "missing 'qk_rope_head_dim' for a mla layer group"},
      Row{"model:\n  layer_groups:\n    - {kind: gqa, count: 2}\n", "BS005", 22, 14,
          "invalid value 'gqa' for 'kind' (allowed: full-attention, sliding-window, mla, linear-attention, feed-forward)"},
      Row{"model:\n  from: cfg\n", "BS005", 21, 9, "'from: cfg' names no source of the model section"},
      Row{"model:\n  layers: 3\n  kv_heads: 1\n  head_dim: 1\n  layer_groups:\n    - {kind: full-attention, count: 2}\n",
          "BS005", 21, 11, "the layer groups count 2 layers, 'layers' says 3"},
      Row{"model:\n  layer_groups: 12\n", "BS002", 21, 17, "expected a list of layer groups or unknown for 'layer_groups'"},
      Row{"model:\n  stored:\n    - {bits_per_weight: 4}\n", "BS004", 22, 7, "missing required field 'class' in stored class"},
  }));
  INFO(model);
  const Diagnostic d = first_model_error(model);
  CHECK(d.code == code);
  CHECK(d.message == message);
  CHECK(d.begin == Loc{line, col});
}

TEST_CASE("model: the schema and the loader allow the same keys", "[load][model][schema]") {
  const auto schema = nlohmann::json::parse(test::slurp("schemas/profile.schema.json"));
  const auto& model = schema.at("properties").at("model");
  auto keys_of = [](const nlohmann::json& object) {
    std::set<std::string> out;
    for (const auto& [k, v] : object.at("properties").items()) out.insert(k);
    return out;
  };
  auto loader_keys = [](const std::string& text) {
    const auto errors = test::input_errors([&] { load_profile(text, "x.yaml"); });
    REQUIRE(errors.size() >= 1);
    const std::string prefix = "allowed keys: ";
    REQUIRE(errors[0].hint.starts_with(prefix));
    std::set<std::string> out;
    std::istringstream in(errors[0].hint.substr(prefix.size()));
    for (std::string key; std::getline(in >> std::ws, key, ',');) out.insert(key);
    return out;
  };
  CHECK(loader_keys(kBase + "model:\n  zzzzzzzzzzzzzzzzzzzzzzzz: 1\n") == keys_of(model));
  CHECK(loader_keys(kBase + "model:\n  layer_groups:\n    - {kind: sliding-window, count: 1, window: 1, kv_heads: 1, "
                            "head_dim: 1, zzzzzzzzzzzzzzzzzzzzzzzz: 1}\n") ==
        keys_of(model.at("properties").at("layer_groups").at("oneOf")[0].at("items")));
  CHECK(loader_keys(kBase + "model:\n  experts: {zzzzzzzzzzzzzzzzzzzzzzzz: 1}\n") ==
        keys_of(model.at("properties").at("experts")));
}

TEST_CASE("model: a zero that is not a size is a located input error, never a division", "[load][model][zero]") {
  using Row = std::tuple<std::string, uint32_t, uint32_t, std::string>;
  const auto [model, line, col, message] = GENERATE(table<std::string, uint32_t, uint32_t, std::string>({
      Row{"model:\n  kv_heads: 0\n", 21, 13, "'kv_heads: 0' is not a head count"},
      Row{"model:\n  kv_heads: {value: 0, from: cfg}\n  sources:\n    - {id: cfg, origin: config}\n", 21, 13,
          "'kv_heads: 0' is not a head count"},
      Row{"model:\n  layers: 0\n", 21, 11, "'layers: 0' is not a layer count"},
      Row{"model:\n  head_dim: 0\n", 21, 13, "'head_dim: 0' is not a head size"},
      Row{"model:\n  attention_heads: 0\n", 21, 20, "'attention_heads: 0' is not a head count"},
      Row{"model:\n  vocab: 0\n", 21, 10, "'vocab: 0' is not a vocabulary size"},
      Row{"model:\n  max_position_embeddings: 0\n", 21, 28, "'max_position_embeddings: 0' is not a context limit"},
      Row{"model:\n  layer_groups:\n    - {kind: full-attention, count: 2, kv_heads: 0, head_dim: 128}\n", 22, 50,
          "'kv_heads: 0' is not a head count"},
      Row{"model:\n  layer_groups:\n    - {kind: sliding-window, count: 2, window: 0, kv_heads: 8, head_dim: 128}\n",
          22, 48, "'window: 0' is not a sliding window (a window keeps at least 1 token)"},
      Row{"model:\n  layer_groups:\n    - {kind: mla, count: 2, kv_lora_rank: 0, qk_rope_head_dim: 64}\n", 22, 43,
          "'kv_lora_rank: 0' is not a latent size"},
      Row{"model:\n  layer_groups:\n    - {kind: mla, count: 2, kv_lora_rank: 512, qk_rope_head_dim: 64, index_head_dim: 0}\n",
          22, 86, "'index_head_dim: 0' is not a head size"},
      Row{"model:\n  kv_heads: 8\n  head_dim: 8\n  layer_groups:\n    - {kind: full-attention, count: 0}\n", 24, 37,
          "'count: 0' is not a layer group"},
      Row{"model:\n  layer_groups:\n    - {kind: linear-attention, linear: mamba2, count: 1, key_heads: 8,\n"
          "       value_heads: 128, key_head_dim: 128, value_head_dim: 64, conv_kernel: 0}\n",
          23, 78, "'conv_kernel: 0' is not a convolution width"},
  }));
  INFO(model);
  const Diagnostic d = first_model_error(model);
  CHECK(d.code == "BS005");
  CHECK(d.message == message);
  CHECK(d.begin == Loc{line, col});
  CHECK_FALSE(d.hint.empty());
}

TEST_CASE("model: zeros that are sizes stay allowed", "[load][model][zero]") {
  // qk_rope_head_dim 0 (no decoupled rope) and 0 shared experts are sizes, not divisors.
  const Profile p = load_profile(kBase +
                                     "model:\n  layers: 1\n  experts: {shared: 0}\n  mtp_layers: 0\n"
                                     "  layer_groups:\n    - {kind: mla, count: 1, kv_lora_rank: 512, qk_rope_head_dim: 0}\n",
                                 "x.yaml");
  CHECK(p.model.layer_groups[0].qk_rope_head_dim.value.value() == 0);
  CHECK(p.model.mtp_layers.value.value() == 0);
}
