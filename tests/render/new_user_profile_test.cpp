// A new user's first profile (tests/fixtures/memory/gpu-and-cpu-pools.yaml: one GPU and a
// host pool, residences named only by id, no ledger row, no observations). Issue 14 found
// the brief saying more, or less sense, than such a profile supports; each check below is
// one of those defects, stated as what the brief must say instead.
#include <catch2/catch.hpp>

#include "brief/brief.h"
#include "brief/load.h"
#include "brief/render.h"
#include "support/text_checks.h"
#include "test_paths.h"

using namespace brief;
using brief::test::contains;

namespace {

const Brief& new_user_brief() {
  static const Profile profile = [] {
    const std::string rel = "tests/fixtures/memory/gpu-and-cpu-pools.yaml";
    return load_profile(read_input(test::source_path(rel), {}), rel);
  }();
  static const Hardware hardware = [] {
    const std::string rel = "tests/fixtures/memory/hardware/test-rtx4090-workstation.yaml";
    return load_hardware(read_input(test::source_path(rel), {}), rel);
  }();
  static const Brief brief = derive(profile, &hardware);
  return brief;
}

const RowView& row(const Brief& b, const std::string& id) {
  for (const auto& r : b.rows)
    if (r.component->id.value == id) return r;
  FAIL("no row " << id);
  throw;
}

}  // namespace

TEST_CASE("new user: the main weights are not called a file ledger without a ledger row", "[render][new-user]") {
  const Brief& b = new_user_brief();
  CHECK(row(b, "checkpoint").role_label == "gpu: a GPU pool.");
  CHECK(row(b, "checkpoint").ledger_relation == "Main weights.");
  const std::string text = render(b, Format::text);
  CHECK_FALSE(contains(text, "File ledger"));
  CHECK(contains(text, "- Checkpoint: gpu: a GPU pool. Resident matmul. File size unknown."));
}

TEST_CASE("new user: a row's pool is named once, and a residence without a name by its id", "[render][new-user]") {
  const std::string text = render(new_user_brief(), Format::text);
  CHECK(contains(text, "- KV cache: gpu: a GPU pool. Attention cache. File size not present."));
  CHECK_FALSE(contains(text, "gpu GPU pool"));  // the kind said once, not twice
  CHECK_FALSE(contains(text, "GPU pool. GPU pool"));
  CHECK_FALSE(contains(text, "()"));
  CHECK(contains(text, "- gpu (GPU pool).\n"));
  CHECK(contains(text, "Residence: GPU pool (gpu)."));
}

TEST_CASE("new user: a pool that holds no row has no total, no bound and no headroom", "[render][new-user]") {
  const Brief& b = new_user_brief();
  REQUIRE(b.memory.pools.size() == 2);
  const PoolEquation& host = b.memory.pools[1];
  CHECK(host.pool_id == "ram");
  CHECK_FALSE(host.placed);
  CHECK(host.total.is_not_present());
  CHECK(host.lower_bound.is_not_present());
  CHECK_FALSE(host.headroom.has_value());
  CHECK(b.memory.pools[0].placed);
  const std::string text = render(b, Format::text);
  CHECK_FALSE(contains(text, "Total: 0 bytes"));
  CHECK_FALSE(contains(text, "headroom 68,719,476,736"));
  CHECK(contains(text, "No row of this profile is placed in this pool."));
  // The verdict stays unknown: the GPU pool's rows are unknown, and an empty pool proves nothing.
  CHECK(b.memory.kind == VerdictKind::unknown);
}

TEST_CASE("new user: sections with nothing to say say so, and unknown flags stay unknown", "[render][new-user]") {
  const std::string text = render(new_user_brief(), Format::text);
  CHECK(contains(text, "Reported observations\n---------------------\nNone in this profile.\n"));
  CHECK(contains(text, "Matches the pinned source's hardware: unknown"));
  const std::string json_text = render(new_user_brief(), Format::json);
  CHECK(contains(json_text, "\"matches_pin\": \"unknown\""));
  CHECK(contains(json_text, "\"placed\": false"));
  // The resident total is said once, as a field, not again as a caveat.
  const auto first = text.find("Resident bytes: unknown.");
  REQUIRE(first != std::string::npos);
  CHECK(text.find("- Resident bytes: unknown.", first) == std::string::npos);
}
