// Derived sentences for facts the first profile does not have: noise, other licenses,
// unresolved hardware, unpinned revisions, discrete GPU and CPU pools.
#include <catch2/catch.hpp>

#include "brief/brief.h"
#include "brief/load.h"
#include "derive/caveat_texts.h"
#include "derive/commercial.h"
#include "derive/header.h"
#include "derive/licenses.h"
#include "derive/memory_verdict.h"
#include "derive/profile_builder.h"
#include "test_paths.h"

using namespace brief;
using brief::test::profile_with;
using brief::test::row;
using brief::test::words;
using brief::test::written;

using brief::test::caveat_texts;

namespace {

License license_of(std::string subject, LicenseRole role, std::string spdx, bool read, CommercialUse use) {
  License l;
  l.subject = words(std::move(subject));
  l.role = written(role);
  if (!spdx.empty()) l.spdx = words(std::move(spdx));
  l.text_read = written(read);
  l.commercial = written(use);
  return l;
}

}  // namespace

TEST_CASE("a difference under the noise threshold is called noise, not a win", "[derive][observations]") {
  const std::string rel = "tests/fixtures/memory/fits.yaml";
  const Profile p = load_profile(read_input(test::source_path(rel), {}), rel);
  const Brief b = derive(p, nullptr);
  REQUIRE(b.observations.size() == 1);
  CHECK(caveat_texts(b.observations[0].derived) ==
        std::vector<std::string>{"One run.", "The difference is under about 5%, which the source calls noise."});
}

TEST_CASE("commercial use needs every license read and allowing it", "[derive][licenses]") {
  Profile p = profile_with(1, 1, {});
  p.licenses.push_back(license_of("kit", LicenseRole::kit, "Apache-2.0", true, CommercialUse::allowed));
  p.licenses.push_back(license_of("weights", LicenseRole::weights, "MIT", true, CommercialUse::allowed));
  CHECK(derivation::commercial_verdict(p, derivation::license_views(p)).possible);

  SECTION("an unread license is unknown even when called allowed") {
    p.licenses[1].text_read = written(false);
    const auto v = derivation::commercial_verdict(p, derivation::license_views(p));
    CHECK_FALSE(v.possible);
    CHECK(v.blockers.at(0).id == "commercial-unread-weights");
  }
  SECTION("weights without a license row block it") {
    p.licenses.pop_back();
    const auto v = derivation::commercial_verdict(p, derivation::license_views(p));
    CHECK_FALSE(v.possible);
    CHECK(v.blockers.at(0).id == "commercial-no-weights-license");
  }
  SECTION("a license whose text_read is not stated is not known") {
    p.licenses[1].text_read = {};
    const auto v = derivation::commercial_verdict(p, derivation::license_views(p));
    CHECK_FALSE(v.possible);
    CHECK(v.blockers.at(0).id == "commercial-unread-weights");
  }
  SECTION("non-commercial terms in the name alone restrict it, whatever the profile says") {
    p.licenses[1].spdx = {};
    p.licenses[1].name = words("Creative Commons Attribution Non Commercial 4.0 International");
    const auto view = derivation::license_view(p, p.licenses[1]);
    CHECK(view.effective == CommercialUse::restricted);
    CHECK(view.terms == CommercialUse::restricted);
    CHECK_FALSE(derivation::commercial_verdict(p, derivation::license_views(p)).possible);
  }
  SECTION("a research-only name restricts it") {
    p.licenses[1].spdx = {};
    p.licenses[1].name = words("Research use only license");
    CHECK(derivation::has_non_commercial_terms(p, p.licenses[1]));
  }
  SECTION("a note of its own that says research use only restricts it; one about another license does not") {
    const auto note = GENERATE(as<std::string>{}, "Released for research use only.",
                               "Free for non-commercial use; a paid licence is needed otherwise.");
    p.licenses[1].notes = {words(note)};
    CHECK(derivation::has_non_commercial_terms(p, p.licenses[1]));
    CHECK(derivation::license_view(p, p.licenses[1]).effective == CommercialUse::restricted);
  }
  SECTION("a note that widens the terms, or speaks of another license, does not restrict it") {
    const auto note = GENERATE(as<std::string>{}, "Not limited to research use.",
                               "The drafter's non-commercial terms still block a recommendation.");
    p.licenses[1].notes = {words(note)};
    if (note.find("drafter") != std::string::npos) {
      License drafter = p.licenses[1];
      drafter.subject = words("drafter-terms");
      drafter.role = written(LicenseRole::drafter);
      drafter.notes = {};
      p.licenses.push_back(drafter);
    }
    CHECK_FALSE(derivation::has_non_commercial_terms(p, p.licenses[1]));
  }
}

TEST_CASE("license sentences follow role, reading and terms", "[derive][licenses]") {
  Profile p = profile_with(1, 1, {});
  SECTION("a restricted license that is not non-commercial says only what is known") {
    p.licenses.push_back(license_of("weights", LicenseRole::weights, "", true, CommercialUse::restricted));
    p.licenses[0].license_ref = words("llama3.1");
    CHECK(caveat_texts(derivation::license_view(p, p.licenses[0]).derived) ==
          std::vector<std::string>{"No commercial recommendation."});
  }
  SECTION("unread weights with no engine license: no permissive license is assumed") {
    p.licenses.push_back(license_of("weights", LicenseRole::weights, "", false, CommercialUse::unknown));
    CHECK(caveat_texts(derivation::license_view(p, p.licenses[0]).derived) ==
          std::vector<std::string>{"Do not assume a permissive license."});
  }
}

TEST_CASE("header sentences follow the hardware entry and the pins", "[derive][header]") {
  Profile p = profile_with(2, 2, {row("weights", ComponentRole::main_weights, Sharding::split_across_ranks,
                                      Bytes::known(1))});
  p.recipe = words("modified");
  Pin runtime;
  runtime.id = words("runtime");
  runtime.role = written(PinRole::runtime);
  runtime.revision = written(Revision{Revision::State::pinned, "5624dfc", ""});
  p.pins.push_back(runtime);
  const Brief b = derive(p, nullptr);
  std::vector<std::string> ids;
  for (const auto& c : b.header) ids.push_back(c.id);
  CHECK(ids == std::vector<std::string>{"copies-text", "not-a-fit", "provenance-not-stated", "hardware-unresolved",
                                        "revision-not-pinned", "recipe"});
  CHECK(caveat_texts(b.header)[4] == "Reported revision is not pinned: runtime and checkpoint.");
  CHECK(caveat_texts(b.header)[5] == "Modified recipe.");
  CHECK(b.pool_statement == "Hardware test-box is not in this catalog; its memory pools are unknown.");
  CHECK(b.memory.kind == VerdictKind::unknown);
}

TEST_CASE("the provenance caveat says only what the profile states of its source", "[derive][header]") {
  Profile p = profile_with(1, 1, {});
  auto provenance_caveats = [&] {
    std::vector<std::string> out;
    for (const auto& c : derive(p, nullptr).header)
      if (c.id.starts_with("source-") || c.id.starts_with("provenance-")) out.push_back(c.id + ": " + c.text);
    return out;
  };
  SECTION("no provenance: no source's report is claimed, and neither is a reproduction") {
    CHECK(derivation::provenance_line(p) == "not stated");
    CHECK(provenance_caveats() ==
          std::vector<std::string>{"provenance-not-stated: Provenance not stated; no reproduction by this catalog is claimed."});
  }
  SECTION("a source that reported, not reproduced") {
    p.provenance.kind = words("community");
    CHECK(provenance_caveats() ==
          std::vector<std::string>{"source-reported: Source reported; not reproduced by this catalog."});
  }
  SECTION("only reproduced: false is still a provenance the profile states") {
    p.provenance.reproduced = written(false);
    CHECK(provenance_caveats() ==
          std::vector<std::string>{"source-reported: Source reported; not reproduced by this catalog."});
  }
  SECTION("reproduced") {
    p.provenance.kind = words("maintainer");
    p.provenance.reproduced = written(true);
    CHECK(provenance_caveats() ==
          std::vector<std::string>{"source-reproduced: Source reported; reproduced by this catalog."});
  }
}

TEST_CASE("discrete GPU and CPU pools are separate residences per node", "[derive][memory]") {
  Hardware hw;
  hw.id = words("discrete-box");
  hw.name = words("Discrete box");
  for (auto [id, kind, usable] : {std::tuple{"gpu", PoolKind::gpu, uint64_t{100}}, std::tuple{"cpu", PoolKind::cpu, uint64_t{500}}}) {
    MemoryPool pool;
    pool.id = words(id);
    pool.kind = written(kind);
    pool.usable = written(Bytes::known(usable));
    hw.pools.push_back(pool);
  }
  Profile p = profile_with(1, 1, {row("weights", ComponentRole::main_weights, Sharding::replicated, Bytes::unknown(),
                                      Bytes::known(90)),
                                  row("offload", ComponentRole::runtime, Sharding::replicated, Bytes::unknown(),
                                      Bytes::known(300))});
  Residence gpu;
  gpu.id = words("vram");
  gpu.name = words("VRAM");
  gpu.kind = written(ResidenceKind::gpu_pool);
  Residence cpu;
  cpu.id = words("ram");
  cpu.name = words("RAM");
  cpu.kind = written(ResidenceKind::cpu_pool);
  p.residences = {gpu, cpu};
  p.components[0].residence = words("vram");
  p.components[1].residence = words("ram");

  SECTION("each row lands in its own pool's equation") {
    const MemoryVerdict v = derivation::memory_verdict(p, &hw);
    REQUIRE(v.pools.size() == 2);
    CHECK(v.pools[0].pool_label == "node 1 VRAM (GPU)");
    CHECK(v.pools[0].total == Bytes::known(90));
    CHECK(v.pools[1].total == Bytes::known(300));
    CHECK(v.kind == VerdictKind::fits);
    CHECK(derivation::pool_statement(p, &hw) ==
          "Each Discrete box has 2 separate memory pools. One node: its pools are all the capacity there is.");
  }
  SECTION("a unified residence on discrete hardware is in no equation, so there is no fit") {
    p.residences[1].kind = written(ResidenceKind::unified_pool);
    const MemoryVerdict v = derivation::memory_verdict(p, &hw);
    CHECK(v.kind == VerdictKind::unknown);
    REQUIRE_FALSE(v.missing_facts.empty());
    CHECK(v.missing_facts[0].id == "missing-residence-offload");
  }
}
