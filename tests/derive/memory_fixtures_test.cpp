// The memory verdict on the synthetic fixture profiles and on the real first profile.
#include <catch2/catch.hpp>

#include "brief/brief.h"
#include "brief/load.h"
#include "derive/profile_builder.h"
#include "support/text_edit.h"
#include "test_paths.h"

using namespace brief;

namespace {

using brief::test::GiB;

struct Loaded {
  Profile profile;
  Hardware hardware;
};

Loaded load_pair(const std::string& profile_rel, const std::string& hardware_rel) {
  const std::string profile_path = test::source_path(profile_rel);
  const std::string hardware_path = test::source_path(hardware_rel);
  return {load_profile(read_input(profile_path, {}), profile_rel),
          load_hardware(read_input(hardware_path, {}), hardware_rel)};
}

Loaded load_fixture(const std::string& name) {
  return load_pair("tests/fixtures/memory/" + name + ".yaml", "tests/fixtures/memory/hardware/test-uma-node-64gib.yaml");
}

std::vector<std::string> ids(const std::vector<Caveat>& caveats) {
  std::vector<std::string> out;
  for (const auto& c : caveats) out.push_back(c.id);
  return out;
}

}  // namespace

TEST_CASE("fixture fits: every pool's total is known and within its usable capacity", "[derive][memory][fixtures]") {
  const Loaded l = load_fixture("fits");
  const MemoryVerdict v = derive(l.profile, &l.hardware).memory;
  CHECK(v.kind == VerdictKind::fits);
  CHECK(v.claim_supported);
  REQUIRE(v.pools.size() == 2);
  CHECK(v.pools[0].total == Bytes::known(34 * GiB));
  CHECK(*v.pools[0].headroom == Bytes::known(26 * GiB));
  CHECK(v.pools[1].total == Bytes::known(30 * GiB));
  CHECK(*v.pools[1].headroom == Bytes::known(30 * GiB));
  for (const auto& eq : v.pools) {
    CHECK(eq.usable.value() == 60 * GiB);
    CHECK(eq.unknown_rows.empty());
  }
  CHECK(v.missing_facts.empty());
}

TEST_CASE("fixture does-not-fit-one-node: node 1 overflows although the nodes' sum would fit",
          "[derive][memory][fixtures]") {
  const Loaded l = load_fixture("does-not-fit-one-node");
  const MemoryVerdict v = derive(l.profile, &l.hardware).memory;
  CHECK(v.kind == VerdictKind::does_not_fit);
  REQUIRE(v.pools.size() == 2);
  // Proven by the known rows alone, the unknown workspace notwithstanding.
  CHECK(v.pools[0].total.is_unknown());
  CHECK(v.pools[0].lower_bound == Bytes::known(62 * GiB));
  CHECK(v.pools[0].unknown_rows == std::vector<std::string>{"workspace"});
  CHECK(v.pools[1].lower_bound == Bytes::known(28 * GiB));
  // 62 + 28 GiB against 2 x 60 GiB would "fit": exactly the sum brief never makes.
  CHECK(v.pools[0].lower_bound.value() + v.pools[1].lower_bound.value() < 2 * v.pools[0].usable.value());
  CHECK(ids(v.reasons).front() == "overflow-node-1-uma");
}

TEST_CASE("fixture unknown: an unpublished KV size leaves every pool's total unknown", "[derive][memory][fixtures]") {
  const Loaded l = load_fixture("unknown");
  const MemoryVerdict v = derive(l.profile, &l.hardware).memory;
  CHECK(v.kind == VerdictKind::unknown);
  REQUIRE(v.pools.size() == 2);
  CHECK(v.pools[0].lower_bound == Bytes::known(26 * GiB));
  CHECK(v.pools[1].lower_bound == Bytes::known(22 * GiB));
  for (const auto& eq : v.pools) {
    CHECK(eq.total.is_unknown());
    CHECK(eq.unknown_rows == std::vector<std::string>{"kv-cache"});
    CHECK_FALSE(eq.headroom.has_value());
  }
  REQUIRE(ids(v.missing_facts) == std::vector<std::string>{"missing-kv-cache"});
  CHECK(v.missing_facts[0].text == "KV cache: bytes per rank at 32,768 tokens of context per slot x 4 slots (C4).");
}

TEST_CASE("the first profile's verdict is unknown, with the facts that would settle it", "[derive][memory][fixtures]") {
  const Loaded l = load_pair("profiles/glm53-limechain-c8.yaml", "profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml");
  const MemoryVerdict v = derive(l.profile, &l.hardware).memory;
  CHECK(v.kind == VerdictKind::unknown);
  CHECK(v.claim_supported);
  REQUIRE(v.pools.size() == 2);
  const std::vector<std::string> unknown{"exl3-checkpoint", "kv-cache", "dflash2-drafter", "workspace", "recurrent-state"};
  for (const auto& eq : v.pools) {
    CHECK(eq.unknown_rows == unknown);
    CHECK(eq.lower_bound.is_unknown());  // nothing known: no bound, never "0 bytes"
    CHECK(eq.usable.is_known());
    CHECK(eq.usable.approximate());
  }
  CHECK(v.pools[0].pool_label == "node 1 UMA (unified)");
  CHECK(ids(v.missing_facts) == std::vector<std::string>{"missing-exl3-checkpoint", "missing-routed-experts",
                                                         "missing-dense-weights", "missing-vision-tower",
                                                         "missing-kv-cache", "missing-dflash2-drafter",
                                                         "missing-workspace", "missing-recurrent-state"});
  bool kv_fact = false;
  for (const auto& f : v.missing_facts)
    if (f.id == "missing-kv-cache")
      kv_fact = f.text.find("1,048,576 tokens of context per slot x 8 slots (C8)") != std::string::npos;
  CHECK(kv_fact);
  CHECK(ids(v.reasons) == std::vector<std::string>{"unknown-node-1-uma", "unknown-node-2-uma",
                                                   "subcomponents-not-counted", "pools-per-node",
                                                   "readiness-gate-not-fit"});
}

TEST_CASE("a known resident total over several nodes is never presented as one pool's load",
          "[derive][memory][fixtures]") {
  const Loaded l = load_fixture("fits");
  const Brief b = derive(l.profile, &l.hardware);
  // main weights 40 + KV 16 + drafter 4 + workspace 4 GiB: more than one node's 60 GiB.
  CHECK(b.resident_total == Bytes::known(64 * GiB));
  CHECK(b.row_caveats.back().text ==
        "Resident bytes: 68,719,476,736 bytes (64 GiB) in all, across 2 nodes. It is not compared with any one "
        "pool: each node's pool has its own equation.");
  CHECK(b.memory.kind == VerdictKind::fits);
}

TEST_CASE("a missing fact counts one slot as one slot", "[derive][memory][fixtures]") {
  const std::string path = test::source_path("tests/fixtures/memory/unknown.yaml");
  const std::string text = test::replaced(read_input(path, {}), "  slots: 4\n", "  slots: 1\n");
  const Profile profile = load_profile(text, "tests/fixtures/memory/unknown.yaml");
  const Loaded l = load_fixture("unknown");
  const MemoryVerdict v = derive(profile, &l.hardware).memory;
  bool one_slot = false;
  for (const auto& f : v.missing_facts) {
    CHECK(f.text.find("1 slots") == std::string::npos);
    one_slot |= f.text.find("1 slot (C4)") != std::string::npos;
  }
  CHECK(one_slot);
}
