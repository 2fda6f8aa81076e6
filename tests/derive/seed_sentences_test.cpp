// The first profile's generic caveats, derived from its facts, say what the seed brief says.
#include <catch2/catch.hpp>

#include "derive/caveat_texts.h"
#include "derive/licenses.h"
#include "brief/brief.h"
#include "brief/load.h"
#include "test_paths.h"

using namespace brief;

using brief::test::caveat_texts;

namespace {

struct FirstProfile {
  Profile profile = load_profile(read_input(test::source_path("profiles/glm53-limechain-c8.yaml"), {}),
                                 "profiles/glm53-limechain-c8.yaml");
  Hardware hardware =
      load_hardware(read_input(test::source_path("profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml"), {}),
                    "profiles/hardware/nvidia-dgx-spark-128gb-unified.yaml");
};

const FirstProfile& first() {
  static const FirstProfile loaded;
  return loaded;
}

const RowView& row(const Brief& b, const std::string& id) {
  for (const auto& r : b.rows)
    if (r.component->id.value == id) return r;
  throw std::runtime_error("no row " + id);
}

const LicenseView& license(const Brief& b, const std::string& subject) {
  for (const auto& l : b.licenses)
    if (l.license->subject.value == subject) return l;
  throw std::runtime_error("no license " + subject);
}

const ObservationView& observation(const Brief& b, const std::string& id) {
  for (const auto& o : b.observations)
    if (o.observation->id.value == id) return o;
  throw std::runtime_error("no observation " + id);
}

}  // namespace

TEST_CASE("header and closing of the first profile", "[derive][seed]") {
  const Brief b = derive(first().profile, &first().hardware);
  CHECK(caveat_texts(b.header) == std::vector<std::string>{
                               "Copies text for another assistant or a person to review. Nothing is deployed.",
                               "This is not a fit and not a finished deployment.",
                               "Source reported; not reproduced by this catalog.",
                               "Reported revision is pinned.",
                               "As-pinned recipe.",
                           });
  CHECK(b.hardware_line == "Hardware matches this pin. 2 nodes. TP 2. EP unknown.");
  CHECK(b.pool_statement ==
        "Each NVIDIA DGX Spark has one unified memory pool. Host RAM is that pool. 2 nodes are 2 separate pools, "
        "not one contiguous capacity.");
  CHECK(caveat_texts(b.closing) == std::vector<std::string>{
                                "Runtime claimed by this catalog: false.",
                                "Summing components creates a fit: false.",
                                "The generic calculator verdict is unchanged.",
                                "Commercial recommendation: false. Memory fit claimed: false. Deployment done: false.",
                            });
}

TEST_CASE("rows of the first profile", "[derive][seed]") {
  const Brief b = derive(first().profile, &first().hardware);
  REQUIRE(b.rows.size() == first().profile.components.size());
  const auto& experts = row(b, "routed-experts");
  CHECK(experts.role_label == "Shared UMA pool.");
  CHECK(experts.access_label == "Sparse routed matmul.");
  CHECK(experts.residence_label == "Unified pool (UMA)");
  CHECK(experts.ledger_relation == "Overlaps the main weights.");
  CHECK(experts.overlap_caveat == "Subcomponents can overlap this main-weight row. Do not add them into the checkpoint.");
  CHECK(experts.resident_label == "resident bytes unknown.");
  CHECK(row(b, "logical-checkpoint").role_label == "File ledger. Not a per-rank residence.");
  // The seed calls the EXL3 checkpoint a file ledger too; brief keeps that word for the
  // ledger row: the main weights live in the pool like every other counted row.
  CHECK(row(b, "exl3-checkpoint").role_label == "Shared UMA pool.");
  CHECK(row(b, "exl3-checkpoint").ledger_relation == "Main weights.");
  CHECK(row(b, "engram").role_label == "Not present.");
  CHECK(row(b, "engram").access_label == "Not in this recipe.");
  CHECK(row(b, "engram").ledger_relation == "Not in this recipe.");
  CHECK(row(b, "engram").residence_label.empty());
  CHECK(row(b, "engram").resident_label == "not present.");
  CHECK(row(b, "kv-cache").ledger_relation == "Runtime, not weights.");
  CHECK(row(b, "kv-cache").access_label == "Attention cache.");
  CHECK(row(b, "kv-cache").overlap_caveat == "This row can overlap main weights. Do not add it again.");
  CHECK(row(b, "dflash2-drafter").ledger_relation == "Separate from the main weights.");
  CHECK(row(b, "workspace").access_label == "Runtime scratch.");
  CHECK(row(b, "recurrent-state").access_label == "Recurrent state.");
  CHECK(b.absent == std::vector<std::string>{"Engram", "PLE"});
  CHECK(caveat_texts(b.row_caveats) ==
        std::vector<std::string>{
            "Do not add these rows together. Main weights overlap subcomponents. CPU and a unified pool are one "
            "residence, not extra capacity.",
            "Absent: Engram, PLE. Absence is not zero bytes.",
            "Placements are not applied to the calculator memory verdict.",
        });
  CHECK(b.resident_total.is_unknown());
}

TEST_CASE("licenses of the first profile", "[derive][seed]") {
  const Brief b = derive(first().profile, &first().hardware);
  // The seed says "Commercial use allowed." for the kit, but never that its text was read:
  // not stated, so it counts as unknown here (only a read license is known).
  CHECK(license(b, "kit").text == TextRead::not_stated);
  CHECK(license(b, "kit").commercial_label ==
        "Commercial use unknown here: the source calls it allowed, but not stated that the license text was read.");
  // One state, one phrase: the label and the blocker read text_read_phrase, never a wording of their own.
  for (const auto& view : b.licenses) {
    if (view.commercial_label.find("license text") != std::string::npos)
      CHECK(view.commercial_label.find(brief::derivation::text_read_phrase(view.text)) != std::string::npos);
  }
  for (const auto& blocker : b.commercial.blockers)
    CHECK(blocker.text.find("not recorded as read") == std::string::npos);
  CHECK(caveat_texts(license(b, "kit").derived) == std::vector<std::string>{"The kit license is not the weight license."});
  CHECK(caveat_texts(license(b, "tensorfold").derived) ==
        std::vector<std::string>{"Engine credit only. It does not license the EXL3 checkpoint."});
  CHECK(license(b, "exl3-weights").commercial_label == "Commercial use unknown.");
  CHECK(caveat_texts(license(b, "exl3-weights").derived) == std::vector<std::string>{"Do not assume MIT."});
  CHECK(license(b, "dflash2").commercial_label == "Commercial use restricted.");
  CHECK(caveat_texts(license(b, "dflash2").derived) ==
        std::vector<std::string>{"Pinned drafter revision 7d74cdd881ed7e32c31175984a67823127b66cfe.",
                                 "Non-commercial.", "No commercial recommendation."});
  CHECK_FALSE(b.commercial.possible);
  std::vector<std::string> blockers;
  for (const auto& c : b.commercial.blockers) blockers.push_back(c.id);
  CHECK(blockers == std::vector<std::string>{"commercial-unread-kit", "commercial-unread-tensorfold",
                                             "commercial-unknown-exl3-weights", "commercial-restricted-dflash2"});
}

TEST_CASE("observations of the first profile", "[derive][seed]") {
  const Brief b = derive(first().profile, &first().hardware);
  CHECK(caveat_texts(observation(b, "c1-short").derived) ==
        std::vector<std::string>{"One run.", "Different quantizations: not a same-precision ranking.",
                                 "Across quantizations this cell ranks nothing: 99 tok/s on this profile, 72 tok/s on the vLLM "
                                 "Mia EXL3 kit."});
  CHECK(caveat_texts(observation(b, "c8-cold-23k-ttft").derived) ==
        std::vector<std::string>{
            "One run.", "Different quantizations: not a same-precision ranking.",
            "Not a win for this profile in this cell: 183 s on this profile, 127 s on vLLM NVFP4."});
  CHECK(caveat_texts(observation(b, "c1-prose-code").derived) ==
        std::vector<std::string>{"One run.", "Measured on build 80dba15, not on the pinned 5624dfc."});
  CHECK(caveat_texts(b.observation_caveats) ==
        std::vector<std::string>{
            "Each bake-off arm ran once. Differences under about 5% are called noise by the source.",
            "Speed figures are maintainer observations, not a measurement by this catalog, and not a forecast."});
}

TEST_CASE("every derived caveat id is kebab-case", "[derive][seed]") {
  const Brief b = derive(first().profile, &first().hardware);
  std::vector<Caveat> all;
  for (const auto* list : {&b.header, &b.row_caveats, &b.observation_caveats, &b.closing, &b.memory.reasons,
                           &b.memory.missing_facts, &b.commercial.blockers})
    all.insert(all.end(), list->begin(), list->end());
  for (const auto& l : b.licenses) all.insert(all.end(), l.derived.begin(), l.derived.end());
  for (const auto& o : b.observations) all.insert(all.end(), o.derived.begin(), o.derived.end());
  for (const auto& c : all) {
    INFO(c.id);
    CHECK(!c.id.empty());
    CHECK(c.id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos);
    CHECK(c.text.back() == '.');
  }
}
