// The profile diff as pure functions: fixture pairs, one-edit variants of the shipped
// profile, and both output formats.
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "support/text_edit.h"
#include "brief/brief.h"
#include "brief/diff.h"
#include "brief/load.h"
#include "test_paths.h"

namespace {

using brief::test::replaced;

using brief::Change;
using brief::ChangeKind;

std::string slurp(const std::string& rel) {
  std::ifstream in(brief::test::source_path(rel), std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// A profile and the hardware entry it names, kept together so a Brief can point at them.
struct Side {
  brief::Profile profile;
  brief::Hardware hardware;
  brief::Brief brief() const { return brief::derive(profile, &hardware); }
};

Side side_from_text(const std::string& text, const std::string& hardware_rel) {
  return Side{brief::load_profile(text, "profile.yaml"),
              brief::load_hardware(slurp(hardware_rel), hardware_rel)};
}

const std::string kShipped = "profiles/glm53-limechain-c8.yaml";
const std::string kSpark = "profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml";
const std::string kFixtureNode = "tests/diff/fixtures/hardware/test-uma-node-64gib.yaml";

std::vector<Change> diff_texts(const std::string& before, const std::string& after, const std::string& hw) {
  const Side a = side_from_text(before, hw);
  const Side b = side_from_text(after, hw);
  return brief::diff_briefs(a.brief(), b.brief());
}

std::string summary(const std::vector<Change>& changes) {
  std::string out;
  for (const auto& c : changes)
    out += std::string(brief::change_kind_name(c.kind)) + " " + c.subject + ": " + c.before + " -> " + c.after + "\n";
  return out;
}

}  // namespace

TEST_CASE("a profile compared with itself has no changes", "[diff]") {
  const std::string text = slurp(kShipped);
  CHECK(diff_texts(text, text, kSpark).empty());
}

TEST_CASE("the fixture pair reports each changed fact once, in profile order", "[diff]") {
  const auto changes = diff_texts(slurp("tests/diff/fixtures/before.yaml"), slurp("tests/diff/fixtures/after.yaml"),
                                  kFixtureNode);
  CHECK(summary(changes) ==
        // A removed row keeps every field it had: its file size and sharding are facts that changed.
        "component-removed components.vision-tower: Vision tower (subcomponent); resident 1,073,741,824 bytes (1 GiB); "
        "file_size 1,073,741,824 bytes (1 GiB); per_rank 1,073,741,824 bytes (1 GiB); residence uma; sharding "
        "rank0; access resident-matmul; overlaps main-weights; placement Rank 0. -> \n"
        "bytes-changed components.kv-cache.per_rank: unknown (KV bytes were not published) -> 8,589,934,592 bytes (8 GiB)\n"
        "bytes-changed components.kv-cache.resident: unknown -> 17,179,869,184 bytes (16 GiB)\n"
        "license-changed licenses.weights.name: MIT -> \n"
        "license-changed licenses.weights.spdx: MIT -> \n"
        "license-changed licenses.weights.text_read: true -> false\n"
        "commercial-use-changed licenses.weights.commercial: allowed -> unknown\n"
        "pin-changed pins.checkpoint.revision: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa -> "
        "cccccccccccccccccccccccccccccccccccccccc\n"
        "observation-added bakeoff.observations.c4-decode:  -> C4 aggregate decode: subject=310 tok/s, other=290 tok/s\n"
        "claim-changed claims.memory_fit: false -> true\n"
        "verdict-changed verdicts.memory: unknown -> fits\n"
        "verdict-changed verdicts.resident_total: unknown -> 68,719,476,736 bytes (64 GiB)\n"
        "verdict-changed verdicts.commercial_recommendation: possible -> blocked\n");
}

TEST_CASE("changes carry the lines of both sides", "[diff]") {
  const auto changes = diff_texts(slurp("tests/diff/fixtures/before.yaml"), slurp("tests/diff/fixtures/after.yaml"),
                                  kFixtureNode);
  for (const auto& c : changes) {
    if (c.subject != "pins.checkpoint.revision") continue;
    CHECK(c.before_loc.line == 142);
    CHECK(c.after_loc.line == 130);
  }
}

TEST_CASE("one edit of the shipped profile is one change of the expected kind", "[diff]") {
  auto [from, to, kind, subject] = GENERATE(table<std::string, std::string, std::string, std::string>({
      {"revision: 5ab363a8dcf6405955fd5f99671e01a1c9fb124b", "revision: 0000000000000000000000000000000000000000",
       "pin-changed", "pins.checkpoint.revision"},
      {"    spdx: MIT\n", "    spdx: BSD-3-Clause\n", "license-changed", "licenses.tensorfold.spdx"},
      {"    commercial: restricted", "    commercial: unknown", "commercial-use-changed", "licenses.dflash2.commercial"},
      {"{arm: vllm-nvfp4, value: 37}", "{arm: vllm-nvfp4, value: 38}", "observation-value-changed",
       "bakeoff.observations.c1-short.cells.vllm-nvfp4"},
      {"  checkpoint_file: 328326771576", "  checkpoint_file: unknown", "bytes-changed", "official.checkpoint_file"},
      {"  nodes: 2", "  nodes: 3", "hardware-changed", "hardware.nodes"},
      {"  ep: unknown", "  ep: 2", "hardware-changed", "parallelism.ep"},
      {"  deployment_done: false", "  deployment_done: true", "claim-changed", "claims.deployment_done"},
      {"title: GLM-5.3-Flash on 2 DGX Sparks", "title: GLM-5.3-Flash on two DGX Sparks", "text-changed", "title"},
      {"  slots: 8", "  slots: 4", "field-changed", "serving.slots"},
      {"  weight_pin: unset", "  weight_pin: 5ab363a8dcf6405955fd5f99671e01a1c9fb124b", "pin-changed",
       "hashes.weight_pin"},
  }));
  const std::string text = slurp(kShipped);
  const auto changes = diff_texts(text, replaced(text, from, to), kSpark);
  INFO(summary(changes));
  REQUIRE(changes.size() == 1);
  CHECK(brief::change_kind_name(changes[0].kind) == kind);
  CHECK(changes[0].subject == subject);
}

TEST_CASE("an unknown byte count that becomes known is a bytes change, a new reason for unknown is prose", "[diff]") {
  const std::string text = slurp(kShipped);
  const std::string known = replaced(text, "    file_size: {unknown: \"The pinned README gives disk planning in GB, not a file byte count.\"}",
                                     "    file_size: 328326771576");
  auto changes = diff_texts(text, known, kSpark);
  REQUIRE(changes.size() == 1);
  CHECK(changes[0].kind == ChangeKind::bytes_changed);
  CHECK(changes[0].before == "unknown (the pinned README gives disk planning in GB, not a file byte count)");
  CHECK(changes[0].after == "328,326,771,576 bytes (305.778 GiB)");

  const std::string reworded = replaced(text, "not a file byte count.\"}", "not bytes.\"}");
  changes = diff_texts(text, reworded, kSpark);
  REQUIRE(changes.size() == 1);
  CHECK(changes[0].kind == ChangeKind::text_changed);
}

TEST_CASE("reordering a keyed list is not a change", "[diff]") {
  const std::string text = slurp(kShipped);
  const std::string kit =
      "  - subject: kit\n    role: kit\n    target: jayleaton/glm53-tensorfold-spark\n    name: Apache-2.0\n"
      "    spdx: Apache-2.0\n    commercial: allowed\n";
  std::string moved = replaced(text, kit, "");
  moved = replaced(moved, "\npins:\n", "  - subject: kit\n    role: kit\n    target: jayleaton/glm53-tensorfold-spark\n"
                                       "    name: Apache-2.0\n    spdx: Apache-2.0\n"
                                       "    commercial: allowed\n\npins:\n");
  CHECK(diff_texts(text, moved, kSpark).empty());
}

TEST_CASE("text output shows both sides and a tally, no change says so", "[diff]") {
  std::vector<Change> changes{
      {ChangeKind::pin_changed, "pins.runtime.revision", "aaa", "bbb", {3, 5}, {4, 5}},
      {ChangeKind::component_added, "components.kv", "", "KV cache (runtime)", {}, {9, 3}},
      {ChangeKind::text_changed, "notes", "", "one\ntwo", {}, {12, 3}},
  };
  CHECK(brief::format_diff_text(changes, "old.yaml", "new.yaml") ==
        "--- old.yaml\n+++ new.yaml\n"
        "pin-changed  pins.runtime.revision  (line 3 -> 4)\n  - aaa\n  + bbb\n"
        "component-added  components.kv  (new line 9)\n  + KV cache (runtime)\n"
        "text-changed  notes  (new line 12)\n  - (none)\n  + one\n  + two\n"
        "3 changes: 1 component-added, 1 pin-changed, 1 text-changed\n");
  CHECK(brief::format_diff_text({}, "a", "b") == "--- a\n+++ b\nno differences\n");
}

TEST_CASE("JSON output has stable keys and never null", "[diff]") {
  std::vector<Change> changes{{ChangeKind::bytes_changed, "components.kv.resident", "unknown", "8 GiB", {3, 5}, {},
                               "\"unknown\"", "8589934592"}};
  const auto doc = nlohmann::ordered_json::parse(brief::format_diff_json(changes, "a.yaml", "b.yaml"));
  CHECK(doc.dump() ==
        R"({"diff_format":"brief-diff/v2","before":"a.yaml","after":"b.yaml","count":1,"changes":[)"
        R"({"kind":"bytes-changed","subject":"components.kv.resident","before":"unknown","after":8589934592,)"
        R"("before_text":"unknown","after_text":"8 GiB","before_line":3,"after_line":0}]})");
}

TEST_CASE("diff JSON carries counts, byte counts and booleans typed as the render encodes them", "[diff]") {
  brief::Profile a, b;
  a.serving.context_per_request = {brief::Count{32768, ""}, {5, 3}, true};
  b.serving.context_per_request = {brief::Count{65536, ""}, {5, 3}, true};
  a.hardware.matches_pin = {true, {4, 3}, true};
  b.hardware.matches_pin = {false, {4, 3}, true};
  const auto changes = brief::diff_profiles(a, b);
  const auto doc = nlohmann::ordered_json::parse(brief::format_diff_json(changes, "a", "b"));
  bool saw_count = false, saw_bool = false;
  for (const auto& c : doc["changes"]) {
    if (c["subject"] == "serving.context_per_request") {
      saw_count = true;
      CHECK(c["before"] == 32768);  // a number, not the display string "32,768"
      CHECK(c["after"] == 65536);
      CHECK(c["after_text"] == "65,536");
    }
    if (c["subject"] == "hardware.matches_pin") {
      saw_bool = true;
      CHECK(c["before"] == true);
      CHECK(c["after"] == false);
    }
  }
  CHECK(saw_count);
  CHECK(saw_bool);
}
