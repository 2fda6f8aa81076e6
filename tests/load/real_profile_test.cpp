// The shipped profile and hardware entry load, and every key lands in its field.
#include <catch2/catch.hpp>

#include "brief/load.h"
#include "load/load_test_util.h"

using namespace brief;

namespace {
const Profile& glm() {
  static const Profile p = load_profile(test::slurp("profiles/glm53-limechain-c8.yaml"),
                                        "profiles/glm53-limechain-c8.yaml");
  return p;
}
}  // namespace

TEST_CASE("the GLM profile's header, hardware and parallelism load located", "[load]") {
  const Profile& p = glm();
  CHECK(p.path == "profiles/glm53-limechain-c8.yaml");
  CHECK(p.format.value == "brief/v1");
  CHECK(p.id.value == "glm53-limechain-c8");
  CHECK(p.id.loc == Loc{5, 5});
  CHECK(p.title.value == "GLM-5.3-Flash on 2 DGX Sparks");
  CHECK(p.summary.value.starts_with("A separate two-Spark TensorFold profile"));
  CHECK(p.provenance.kind.value == "community");
  CHECK(p.provenance.reproduced.present);
  CHECK_FALSE(p.provenance.reproduced.value);
  CHECK(p.hardware.id.value == "nvidia-dgx-spark-128gb-unified");
  CHECK(p.hardware.nodes.value == 2);
  CHECK(p.hardware.nodes.loc == Loc{19, 10});
  CHECK(p.hardware.matches_pin.value);
  CHECK(p.parallelism.tp.value.value == 2);
  CHECK_FALSE(p.parallelism.pp.value.known());
  CHECK(p.parallelism.pp.value.why == "The pinned README does not state pipeline parallelism.");
  CHECK(p.parallelism.pp.loc == Loc{24, 7});
  CHECK_FALSE(p.parallelism.ep.value.known());
  CHECK(p.parallelism.ep.value.why.empty());
  CHECK(p.recipe.value == "as-pinned");
  REQUIRE(p.residences.size() == 2);
  CHECK(p.residences[0].kind.value == ResidenceKind::unified_pool);
  CHECK(p.residences[1].kind.value == ResidenceKind::local_disk);
}

TEST_CASE("the GLM profile's components keep role, access and byte states", "[load]") {
  const Profile& p = glm();
  REQUIRE(p.components.size() == 11);
  const Component& experts = p.components[2];
  CHECK(experts.id.value == "routed-experts");
  CHECK(experts.loc == Loc{64, 5});
  CHECK(experts.role.value == ComponentRole::subcomponent);
  CHECK(experts.role.loc == Loc{66, 11});
  CHECK(experts.overlaps.value == "exl3-checkpoint");
  CHECK(experts.sharding.value == Sharding::split_across_ranks);
  CHECK(experts.access.value == Access::sparse_routed_matmul);
  CHECK(experts.file_size.present);
  CHECK(experts.file_size.value.is_unknown());
  CHECK(p.components[0].role.value == ComponentRole::file_ledger);
  CHECK(p.components[0].file_size.value.why().starts_with("The pinned README gives disk planning"));
  const Component& engram = p.components[4];
  CHECK(engram.role.value == ComponentRole::not_present);
  CHECK(engram.resident.value.is_not_present());
  CHECK(p.components[5].access.value == Access::attention_cache);
  CHECK(p.components[5].notes.size() == 1);
  CHECK(p.components[9].sharding.value == Sharding::rank0);
  CHECK(p.components[10].access.value == Access::recurrent_state);
  CHECK_FALSE(p.components[1].residence.value.empty());
  CHECK_FALSE(p.components[0].residence.present);
}

TEST_CASE("the GLM profile's licenses, pins and hashes", "[load]") {
  const Profile& p = glm();
  REQUIRE(p.licenses.size() == 4);
  CHECK(p.licenses[0].role.value == LicenseRole::kit);
  CHECK(p.licenses[1].credited_by.value == "LimeChain");
  CHECK(p.licenses[2].commercial.value == CommercialUse::unknown);
  CHECK_FALSE(p.licenses[2].text_read.value);
  CHECK(p.licenses[2].text_read.present);
  CHECK_FALSE(p.licenses[2].spdx.present);
  CHECK(p.licenses[2].notes.size() == 3);
  const License& dflash2 = p.licenses[3];
  CHECK(dflash2.subject.value == "dflash2");
  CHECK(dflash2.loc == Loc{211, 5});
  CHECK(dflash2.spdx.value == "CC-BY-NC-ND-4.0");
  CHECK(dflash2.spdx.loc == Loc{215, 11});
  CHECK(dflash2.commercial.value == CommercialUse::restricted);
  CHECK(dflash2.revision.value == "7d74cdd881ed7e32c31175984a67823127b66cfe");

  REQUIRE(p.pins.size() == 5);
  CHECK(p.pins[0].role.value == PinRole::checkpoint);
  CHECK(p.pins[0].revision.value.state == Revision::State::pinned);
  CHECK(p.pins[0].revision.value.hash == "5ab363a8dcf6405955fd5f99671e01a1c9fb124b");
  CHECK(p.pins[0].revision.loc == Loc{225, 15});
  CHECK(p.pins[3].role.value == PinRole::source);
  CHECK(p.pins[4].role.value == PinRole::official);
  CHECK(p.pins[4].scope.value == "Official parameter scope only. Not this EXL3 revision.");
  REQUIRE(p.builds.size() == 1);
  CHECK(p.builds[0].id.value == "80dba15");
  CHECK(p.builds[0].of.value == "runtime");
  CHECK(p.hashes.weight_pin.value.state == Revision::State::unset);
  CHECK(p.hashes.manifest.value.state == Revision::State::unknown);
  CHECK(p.hashes.runtime_not.value == "Not Mia TensorFold v0.6.0 with 53 patches.");
  REQUIRE(p.sources.size() == 2);
  CHECK(p.sources[1].pin.value == "official");
}

TEST_CASE("the GLM profile's official scope, serving and disk", "[load]") {
  const Profile& p = glm();
  CHECK(p.official.snapshot_pin.value == "official");
  CHECK(p.official.routed_experts.value.value == 288);
  CHECK_FALSE(p.official.per_rank_experts.value.known());
  CHECK(p.official.parameters.value.value == 321323031390);
  CHECK(p.official.checkpoint_file.value == Bytes::known(328326771576ull));
  CHECK(p.official.checkpoint_file.loc == Loc{266, 20});
  CHECK(p.official.not_counts.size() == 3);
  CHECK(p.serving.slots.value.value == 8);
  CHECK(p.serving.context_per_request.value.value == 1048576);
  CHECK(p.serving.notes.size() == 3);
  REQUIRE(p.disk.size() == 2);
  CHECK(p.disk[0].size.value == Bytes::approximately(165000000000ull, {1000000000ull, 0}, "about 165 GB"));
  CHECK(p.disk[0].size.loc == Loc{290, 11});
  CHECK(p.disk[1].note.present);
  CHECK(p.disk_notes.size() == 1);
}

TEST_CASE("the GLM profile's bake-off: arms, observations and cells", "[load]") {
  const Bakeoff& b = glm().bakeoff;
  CHECK(b.date.value == "2026-09-30");
  CHECK(b.temperature.value == "0");
  CHECK(b.runs_per_arm.value == 1);
  CHECK(b.noise_percent.value == *Decimal::parse("5"));
  CHECK(b.noise_percent.loc == Loc{302, 18});
  REQUIRE(b.arms.size() == 3);
  CHECK(b.arms[0].subject.value);
  CHECK(b.arms[0].build.value == "5624dfc");
  CHECK_FALSE(b.arms[1].subject.value);
  REQUIRE(b.observations.size() == 5);
  const Observation& c1 = b.observations[0];
  CHECK(c1.id.value == "c1-short");
  CHECK(c1.loc == Loc{324, 7});
  CHECK(c1.direction.value == Direction::higher_is_better);
  CHECK(c1.concurrency.value.value == 1);
  CHECK(c1.runs.value == 1);
  REQUIRE(c1.cells.size() == 3);
  CHECK(c1.cells[0].arm.value == "tensorfold-c8");
  CHECK(c1.cells[0].value.value == *Decimal::parse("99"));
  CHECK(c1.cells[0].value.loc == Loc{333, 39});
  CHECK(b.observations[3].direction.value == Direction::lower_is_better);
  CHECK(b.observations[4].cells.empty());
  CHECK(b.observations[4].build.value == "80dba15");
  CHECK(b.notes.size() == 2);
}

TEST_CASE("the GLM profile's closing sections and claims", "[load]") {
  const Profile& p = glm();
  REQUIRE(p.preflight.size() == 5);
  CHECK(p.preflight[1].covers.value == "license:dflash2");
  CHECK(p.validation.size() == 3);
  CHECK(p.rollback.size() == 2);
  REQUIRE(p.do_not_blend.size() == 1);
  CHECK(p.do_not_blend[0].external.value);
  CHECK(p.claims.commercial_recommendation.present);
  CHECK_FALSE(p.claims.commercial_recommendation.value);
  CHECK_FALSE(p.claims.memory_fit.value);
  CHECK_FALSE(p.claims.deployment_done.value);
  CHECK_FALSE(p.claims.runtime_claimed.value);
  CHECK(p.suppressions.empty());
}

TEST_CASE("the DGX Spark hardware entry loads its one unified pool", "[load]") {
  const std::string path = "profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml";
  const std::string text = test::slurp(path);
  CHECK(looks_like_hardware(text));
  CHECK_FALSE(looks_like_hardware(test::slurp("profiles/glm53-limechain-c8.yaml")));
  const Hardware h = load_hardware(text, path);
  CHECK(h.format.value == "brief-hardware/v1");
  CHECK(h.id.value == "nvidia-dgx-spark-128gb-unified");
  CHECK(h.accelerators_per_node.value == 1);
  CHECK(h.max_nodes.value == 4);
  REQUIRE(h.pools.size() == 1);
  const MemoryPool& uma = h.pools[0];
  CHECK(uma.kind.value == PoolKind::unified);
  // "128 GB" in NVIDIA's words is binary (an OS reports more than 128 x 10^9 bytes).
  CHECK(uma.nominal.value == Bytes::known(137438953472ull, false, "128 GiB"));
  CHECK(uma.usable.value == Bytes::approximately(130567005798ull, {1ull << 30, 1}, "about 121.6 GiB"));
  CHECK(uma.usable.value.value() < uma.nominal.value.value());
  CHECK(uma.usable.loc == Loc{17, 13});
  CHECK(uma.bandwidth.value == "273 GB/s");
  CHECK(h.sources.size() == 2);
  CHECK(h.notes.size() == 1);
}

TEST_CASE("a profile is not a hardware entry and the other way round", "[load]") {
  const auto as_hardware = test::input_errors([] {
    load_hardware(test::slurp("profiles/glm53-limechain-c8.yaml"), "p.yaml");
  });
  REQUIRE_FALSE(as_hardware.empty());
  CHECK(as_hardware[0].code == "BS005");
  CHECK(as_hardware[0].message == "unsupported format 'brief/v1' (expected brief-hardware/v1)");
  CHECK(as_hardware[0].hint == "this file is a profile, not a hardware entry");
}
