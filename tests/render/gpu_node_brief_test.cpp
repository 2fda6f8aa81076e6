// A profile on a node of 8 GPUs (tests/fixtures/memory/gpu-ranks.yaml), written from
// docs/profile-format.md, where a gpu pool is one accelerator's memory. Issue 22's walk found
// the brief calling that pool "one per node" and adding the node's 8 ranks into one GPU's
// capacity ("does not fit"); each check is what the brief must say instead.
#include <catch2/catch.hpp>

#include "brief/brief.h"
#include "brief/load.h"
#include "brief/render.h"
#include "support/text_checks.h"
#include "support/text_edit.h"
#include "test_paths.h"

using namespace brief;
using brief::test::contains;

namespace {

// The fixture's brief as text, its text first edited by `edit` (from, to) when given.
std::string gpu_node_text(const std::pair<std::string, std::string>& edit = {}) {
  const std::string rel = "tests/fixtures/memory/gpu-ranks.yaml";
  const std::string hw_rel = "tests/fixtures/memory/hardware/test-h200x8.yaml";
  std::string yaml = read_input(test::source_path(rel), {});
  if (!edit.first.empty()) yaml = test::replaced(yaml, edit.first, edit.second);
  const Profile profile = load_profile(yaml, rel);
  const Hardware hardware = load_hardware(read_input(test::source_path(hw_rel), {}), hw_rel);
  return render(derive(profile, &hardware), Format::text);
}

}  // namespace

TEST_CASE("8-GPU node: a gpu pool is said to be one accelerator's, and counted per accelerator",
          "[render][memory]") {
  const std::string text = gpu_node_text();
  CHECK(contains(text, "Pool hbm: gpu, one per accelerator, 8 per node\n"));
  CHECK(contains(text, "Pool host: cpu, one per node\n"));
  CHECK(contains(text, "Each 8 x NVIDIA H200 has 9 separate memory pools: a GPU pool on each of its 8"));
  CHECK_FALSE(contains(text, "gpu, one per node"));
}

TEST_CASE("8-GPU node: the verdict checks one rank's share against one GPU", "[render][memory]") {
  const std::string text = gpu_node_text();
  CHECK(contains(text, "Verdict: fits."));
  CHECK(contains(text, "node 1 HBM (GPU, one accelerator of 8)\n"));
  CHECK(contains(text, "  Total: 26,000,000,000 bytes"));
}

TEST_CASE("8-GPU node: without per-rank bytes the verdict is unknown and asks for them", "[render][memory]") {
  // The node's resident total (160 GB) says nothing of one GPU's share.
  const std::string text = gpu_node_text({"    per_rank: 20 GB\n", "    per_rank: unknown\n"});
  CHECK(contains(text, "Verdict: unknown."));
  CHECK(contains(text, "  - BF16 weights: resident bytes per rank.\n"));
}
