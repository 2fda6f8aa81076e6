// Relations between a typed field and the profile's own words that deny it, each read on the
// shipped profile with one edit: rank0 beside a placement that divides the row (BM118), a
// reproduction record beside a denied rerun (BV804), the subject arm's quantization against
// the checkpoint's (BO417), runtime_profile naming what runtime_not denies (BP312), a source at
// the checkpoint's pin whose title denies being this checkpoint (BP313), a runtime pin that is
// not the build the subject arm was measured on (BP302), a total of the disk plan (BM121), the model's counts in prose (BM112). Paraphrases the next
// author would write are caught; honest look-alikes stay clean.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "brief/load.h"
#include "derive/arm_quantization.h"
#include "derive/catalog_runs.h"
#include "derive/disk_prose.h"
#include "derive/model_prose.h"
#include "derive/multipliers.h"
#include "derive/pin_facts.h"
#include "derive/placement_words.h"
#include "derive/reference_agreement.h"
#include "derive/reproduction_denied.h"
#include "derive/runtime_denied.h"
#include "test_paths.h"

using namespace brief;

namespace {

// The shipped profile with each (from, to) replaced once.
Profile shipped_with(const std::vector<std::pair<std::string, std::string>>& edits) {
  std::string text = test::read_file(test::source_path("profiles/glm53-limechain-c8.yaml"));
  for (const auto& [from, to] : edits) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
  }
  return load_profile(text, "shipped.yaml");
}

// The shipped profile with a sentence written before the bake-off's "Not validated at four nodes."
Profile with_bakeoff_note(const std::string& note) {
  return shipped_with({{"    - Not validated at four nodes.", "    - " + note + " Not validated at four nodes."}});
}

constexpr const char* kExperts = "    sharding: split-across-ranks\n    placement: Unified pool. Split across two ranks.";

std::size_t rank0_placed(const std::string& placement) {
  return derivation::sharding_against_placement(
             shipped_with({{kExperts, "    sharding: rank0\n    placement: " + placement}}))
      .size();
}

constexpr const char* kRecord =
    "catalog_runs:\n  - kind: reproduction\n    by: the catalog maintainers\n    date: \"2026-11-02\"\n"
    "    pins: [checkpoint, runtime]\n    nodes: 2\n    what: The C1 short decode cell on one pair of Sparks.\n\nclaims:";

std::size_t rerun_denied(const std::string& sentence) {
  const Profile p = shipped_with({{"\nclaims:", std::string("\n") + kRecord},
                                  {"This repository did not rerun the bake-off.", sentence}});
  return derivation::rerun_denied_beside_record(p, derivation::run_records(p)).size();
}

std::size_t arm_runs(const std::string& quantization) {
  return derivation::subject_arm_quantization_differs(
             shipped_with({{"      quantization: EXL3 4bpw", "      quantization: " + quantization}}))
      .size();
}

std::size_t runtime_profile(const std::string& text) {
  return derivation::runtime_profile_is_runtime_not(
             shipped_with({{"  runtime_profile: the LimeChain C8 profile", "  runtime_profile: " + text}}))
      .size();
}

std::size_t source_at_checkpoint(const std::string& title) {
  return derivation::text_denies_checkpoint_pin(
             shipped_with({{"  - title: Official parameter scope only. Not this EXL3 revision.\n    pin: official",
                            "  - title: " + title + "\n    pin: checkpoint"}}))
      .size();
}

}  // namespace

TEST_CASE("BM118: a row on rank 0 whose placement divides it across ranks", "[derive][placement]") {
  CHECK(rank0_placed("Unified pool. Split across two ranks.") == 1);
  CHECK(rank0_placed("Unified pool, split over both ranks.") == 1);
  CHECK(rank0_placed("Unified pool; each rank holds half of the experts.") == 1);
  CHECK(rank0_placed("Half on each Spark.") == 1);
  CHECK(rank0_placed("Sharded between the two nodes.") == 1);
  // Honest: one rank holds it, or the divided thing is another row's.
  CHECK(rank0_placed("Rank 0 holds it; the other rank holds nothing.") == 0);
  CHECK(rank0_placed("Unified pool. Not split across ranks.") == 0);
  CHECK(rank0_placed("Kept whole on rank 0, unlike the experts, which are split across both ranks.") == 0);
  CHECK(derivation::sharding_against_placement(shipped_with({})).empty());
}

TEST_CASE("BV804: a denied rerun beside a complete reproduction record", "[derive][records]") {
  CHECK(rerun_denied("This repository did not rerun the bake-off.") >= 2);
  CHECK(rerun_denied("We have not reproduced these numbers ourselves.") >= 2);
  CHECK(rerun_denied("No rerun of the bake-off was done.") >= 2);
  CHECK(rerun_denied("The bake-off results were never reproduced.") >= 2);
  // Honest: bounded by the record's date, attributed, another party's, or another's agent.
  CHECK(rerun_denied("This repository did not rerun the bake-off until 2026-11-02, when its maintainers reran the C1 "
                     "short cell.") == 0);
  CHECK(rerun_denied("As of 2026-10-01 this repository had not rerun the bake-off.") == 0);
  CHECK(rerun_denied("The README says the bake-off was not rerun.") == 0);
  CHECK(rerun_denied("LimeChain did not rerun the bake-off.") == 0);
  CHECK(rerun_denied("The bake-off was not reproduced by the vendor.") == 0);
  // No record: the denial alone is the shipped profile's honest sentence.
  const Profile shipped = shipped_with({});
  CHECK(derivation::rerun_denied_beside_record(shipped, derivation::run_records(shipped)).empty());
}

TEST_CASE("BO417: the subject arm runs the checkpoint's quantization", "[derive][observations]") {
  CHECK(arm_runs("NVFP4") == 2);
  CHECK(arm_runs("AWQ int4") == 2);
  CHECK(arm_runs("EXL3 8bpw") == 2);
  CHECK(arm_runs("EXL3 4bpw") == 0);
  CHECK(arm_runs("EXL3 4-bit") == 0);
  CHECK(arm_runs("exl3 4bpw") == 0);
  CHECK(derivation::formats_named("GLM-5.3-Flash-tr3-4bpw").empty());
  CHECK(derivation::formats_agree("nvfp4", "fp4"));
  CHECK_FALSE(derivation::formats_agree("nvfp4", "exl3"));
  // Another arm being NVFP4 is that arm's.
  CHECK(derivation::subject_arm_quantization_differs(
            shipped_with({{"      quantization: NVFP4", "      quantization: FP8"}}))
            .empty());
}

TEST_CASE("BP312: runtime_profile names what runtime_not denies", "[derive][pins]") {
  CHECK(runtime_profile("the LimeChain C8 profile on TensorFold v0.6.0 with 53 patches") == 1);
  CHECK(runtime_profile("TensorFold 0.6.0 plus the 53-patch set") == 1);
  CHECK(runtime_profile("the LimeChain C8 profile") == 0);
  CHECK(runtime_profile("the LimeChain C8 profile on TensorFold v0.7.0 with 53 patches") == 0);
  CHECK(runtime_profile("the LimeChain C8 profile, not TensorFold v0.6.0 with 53 patches") == 0);
}

TEST_CASE("BP313: a source at the checkpoint's pin denies being this checkpoint", "[derive][pins]") {
  CHECK(source_at_checkpoint("Official parameter scope only. Not this EXL3 revision.") == 2);
  CHECK(source_at_checkpoint("Official config; it does not describe the quantized checkpoint.") == 2);
  CHECK(source_at_checkpoint("Parameter scope of the official snapshot, not of this revision.") == 2);
  CHECK(source_at_checkpoint("This EXL3 revision's README.") == 0);
  CHECK(source_at_checkpoint("The EXL3 checkpoint's card, not the official snapshot.") == 0);
  CHECK(source_at_checkpoint("This EXL3 revision, not an earlier one.") == 0);
  CHECK(derivation::text_denies_checkpoint_pin(shipped_with({})).empty());
}

TEST_CASE("runtime_pin_unmeasured: the runtime pin is not the build the subject arm names", "[derive][pins]") {
  const std::string runtime = "    revision: 5624dfc6fce32d747727eaf4dbda98999f868066";
  // The shipped profile: the subject arm's build 5624dfc is the runtime pin.
  CHECK_FALSE(derivation::runtime_pin_unmeasured(shipped_with({})).has_value());
  // The runtime pin given the source's commit: the measured build resolves to nothing.
  const std::pair<std::string, std::string> source_commit{runtime, "    revision: 441de756601d7ca3b8ec09a900c19e7eabaa4f64"};
  const Profile with_source_commit = shipped_with({source_commit});  // the pin below points into it
  const auto edited = derivation::runtime_pin_unmeasured(with_source_commit);
  REQUIRE(edited.has_value());
  CHECK(edited->pin->id.value == "runtime");
  CHECK(edited->measured == "5624dfc");
  // A measured build declared under builds: resolves, and the pin may be another commit.
  CHECK_FALSE(derivation::runtime_pin_unmeasured(shipped_with({source_commit, {"  - id: 80dba15\n", "  - id: 5624dfc\n"}}))
                  .has_value());
}

TEST_CASE("disk_plan_against_prose: a total of the disk plan is the sum of its items", "[derive][disk]") {
  auto totals = [](const std::string& note) {
    return derivation::disk_plan_against_prose(
               shipped_with({{"  - That pair is not the Mia recipe's 176 GB figure.", "  - " + note}}))
        .size();
  };
  // 165 GB + 84 GB is 249 GB, about 232 GiB.
  CHECK(totals("That is about 249 GiB of disk in all.") == 1);
  CHECK(totals("In total the disk plan is 300 GB.") == 1);
  CHECK(totals("Plan about 249 GB of disk in all.") == 0);
  CHECK(totals("Together that is about 249 GB, or about 232 GiB, of disk.") == 0);
  CHECK(totals("Altogether about 232 GiB on disk.") == 0);
  CHECK(totals("That pair is not the Mia recipe's 176 GB figure.") == 0);  // another recipe's, denied
}

TEST_CASE("unbacked_multipliers: two cells written name the ratio, and a fraction of a rate is one", "[derive][multipliers]") {
  auto unbacked = [](const std::string& note) {
    const Profile p = with_bakeoff_note(note);
    const Brief b = derive(p, nullptr);
    return derivation::unbacked_multipliers(b).size();
  };
  // 99 / 37 is 2.68: fourfold is no ratio of these two, though 185 / 46 is about four.
  CHECK(unbacked("99 against 37 is a fourfold margin.") == 1);
  CHECK(unbacked("99 against 37 is about a 2.7x margin.") == 0);
  // 24 / 46 is 0.52: two thirds is no ratio of two cells; about half is.
  CHECK(unbacked("Per stream the NVFP4 arm's 24 tok/s is two thirds of this profile's 46.") == 1);
  CHECK(unbacked("Per stream the NVFP4 arm's 24 tok/s is about half of this profile's 46.") == 0);
  CHECK(unbacked("C8 aggregate is a 4-fold gain over C1 on this arm.") == 0);  // 368 / 99 is 3.7
}

TEST_CASE("model_counts_in_prose: the model's counts in prose are its recorded facts", "[derive][model]") {
  auto wrong = [](const std::string& note) {
    return derivation::model_counts_in_prose(with_bakeoff_note(note)).size();
  };
  // 321,323,031,390 parameters and 288 routed experts; no active count, experts per token unknown.
  CHECK(wrong("About 3.2 trillion parameters in the official snapshot.") == 1);
  CHECK(wrong("A 321B-parameter model with 256 routed experts.") == 1);
  CHECK(wrong("GLM-5.3-Flash here is an 18B-active MoE with 288 routed experts.") == 1);
  CHECK(wrong("Roughly three hundred and twenty-one billion of these parameters fire on every token.") == 1);
  CHECK(wrong("It routes 8 experts per token.") == 1);
  // The recorded counts, a figure denied or named as a figure, another recipe's: none.
  CHECK(wrong("The model has 288 routed experts and 321B parameters.") == 0);
  CHECK(wrong("The official snapshot has about 321 billion parameters.") == 0);
  CHECK(wrong("169B is not the parameter count; 321,323,031,390 is.") == 0);
  CHECK(wrong("The README does not give an 18B active count.") == 0);
  CHECK(wrong("If it had 256 routed experts, the split would differ.") == 0);
  CHECK(wrong("In round numbers the official checkpoint is a 169-billion-parameter model.") == 1);
  CHECK(wrong("It is a 321-billion-parameter model.") == 0);
}
