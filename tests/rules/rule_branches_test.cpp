// Branches of single rules the bad.yaml fixtures do not reach: tests/rules/base.yaml with one
// edit, linted, and the finding checked by code, line and exact message.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <vector>

#include "brief/lint.h"
#include "brief/rules.h"
#include "support/temp_dir.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::Diagnostic;

namespace {

struct Edit {
  std::string from, to;  // the first occurrence of `from` becomes `to`
};

std::string edited_base(const std::vector<Edit>& edits) {
  std::string text = brief::test::read_file(brief::test::source_path("tests/rules/base.yaml"));
  for (const auto& e : edits) {
    const auto at = text.find(e.from);
    REQUIRE(at != std::string::npos);  // an edit that matches nothing would test the base
    text.replace(at, e.from.size(), e.to);
  }
  return text;
}

// An edit that adds a catalog_runs record of a reproduction on 2 nodes, dated `date` (as
// written in the YAML), naming the checkpoint and runtime pins.
Edit reproduction_record(const std::string& date) {
  return {"claims:\n  commercial_recommendation",
          "catalog_runs:\n  - kind: reproduction\n    by: the catalog's maintainers\n    date: " + date +
              "\n    pins: [checkpoint, runtime]\n    nodes: 2\n"
              "    what: The C1 short decode cell, rerun on one pair of Sparks.\nclaims:\n  commercial_recommendation"};
}

// 1-based line of the first occurrence of `needle` in `text`.
uint32_t line_of(const std::string& text, const std::string& needle) {
  const auto at = text.find(needle);
  REQUIRE(at != std::string::npos);
  return static_cast<uint32_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n') + 1);
}

// The findings of one rule on the edited base.
std::vector<Diagnostic> lint_edited(const std::string& text, const std::string& code,
                                    const std::string& name = "p.yaml") {
  const brief::test::TempDir dir("rule-branches");
  const fs::path file = dir.path / name;
  fs::create_directories(file.parent_path());  // "profiles/p.yaml": a catalog folder
  std::ofstream(file, std::ios::binary) << text;
  auto result = brief::lint_paths({file.string()}, {});
  CHECK_FALSE(result.input_error);
  std::vector<Diagnostic> out;
  for (auto& d : result.findings)
    if (d.code == code) out.push_back(std::move(d));
  return out;
}

}  // namespace

TEST_CASE("BH603: a node count below 1 describes no setup", "[rules][branches]") {
  const std::string text = edited_base({{"  nodes: 2\n", "  nodes: 0\n"}});
  const auto f = lint_edited(text, "BH603");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, "  nodes: 0\n"));
  CHECK(f[0].message == "node count 0 is below 1");
}

TEST_CASE("BL206: a weights license that names the engine's repository or license name", "[rules][branches]") {
  SECTION("the engine's repository as the weights' target") {
    const std::string text = edited_base({{"target: brandonmusic/GLM-5.3-Flash-tr3-4bpw", "target: ashhart/TensorFold"}});
    const auto f = lint_edited(text, "BL206");
    REQUIRE(f.size() == 1);
    CHECK(f[0].begin.line == line_of(text, "    target: ashhart/TensorFold\n    text_read: false"));
    CHECK(f[0].message == "license 'exl3-weights' licenses the engine 'ashhart/TensorFold', not the weights");
  }
  SECTION("the engine's license name on unread weights") {
    const std::string text = edited_base({{"    text_read: false\n", "    name: MIT\n    text_read: false\n"}});
    const auto f = lint_edited(text, "BL206");
    REQUIRE(f.size() == 1);
    CHECK(f[0].begin.line == line_of(text, "    name: MIT\n    text_read: false"));
    CHECK(f[0].message == "unread weights license 'exl3-weights' carries the engine's license name");
  }
}

TEST_CASE("BP301: a license read at a short revision", "[rules][branches]") {
  // The first revision of the base is the drafter license's; its pin keeps the full one.
  const std::string text = edited_base({{"revision: 7d74cdd881ed7e32c31175984a67823127b66cfe", "revision: 7d74cdd"}});
  const auto f = lint_edited(text, "BP301");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, "revision: 7d74cdd\n"));
  CHECK(f[0].message == "license 'dflash2' revision '7d74cdd' is not a full 40-hex commit");
}

TEST_CASE("BO403: a build declared as measured on that nothing states", "[rules][branches]") {
  const std::string text = edited_base({{"      build: 80dba15\n", ""},
                                        {"the C1 prose and code cells were measured on it", "the long decode was measured on it"}});
  const auto f = lint_edited(text, "BO403");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, "  - id: 80dba15"));
  CHECK(f[0].message == "build '80dba15' is declared as measured on, but no arm or observation states it");
}

TEST_CASE("BO406: run counts in digits and as 'ran N times'", "[rules][branches]") {
  // Two findings each: the sentence, and the runs_per_arm line above it it disagrees with.
  const std::string sentence = "The bake-off is one run per arm";
  const auto check_says = [&](const std::string& written, const std::string& message) {
    const std::string text = edited_base({{sentence, written}});
    const auto f = lint_edited(text, "BO406");
    REQUIRE(f.size() == 2);
    CHECK(f[0].message == "runs_per_arm: 1 disagrees with the run counts written elsewhere");
    CHECK(f[0].begin.line == line_of(text, "runs_per_arm: 1"));
    CHECK(f[1].message == message);
    CHECK(f[1].begin.line == line_of(text, written));
  };
  check_says("The bake-off is 3 runs per arm", "the text says 3 runs but the bake-off says 1");
  check_says("The bake-off ran twice per arm", "the text says 2 runs but the bake-off says 1");
  check_says("The bake-off ran 4 times per arm", "the text says 4 runs but the bake-off says 1");
}

TEST_CASE("BM101: a lower bound above what the known rows add up to", "[rules][branches]") {
  const std::string sentence = "In total the checkpoint and the KV cache take at least 200 GB.";
  const std::string text = edited_base({{"with LimeChain's C8 admission settings.", "with LimeChain's C8 admission settings. " + sentence}});
  const auto f = lint_edited(text, "BM101");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, sentence));
  CHECK(f[0].message == "lower bound '200 GB' is more than the known rows add up to on any pool");
}

TEST_CASE("BM101: a disk total while a disk size is unknown", "[rules][branches]") {
  // A third disk entry of unknown size; the base's own figures (165 GB, 84 GB) stay known facts.
  const std::string sentence = "The checkpoint and the prepared weights take 250 GB of disk in total.";
  const std::string text =
      edited_base({{"    note: Prepared weights are extra disk, not a second memory pool.\n",
                    "    note: Prepared weights are extra disk, not a second memory pool.\n"
                    "  - what: compile cache\n    size: unknown\n"},
                   {"The source says a node that just copied weights can boot with 1 slot.", sentence}});
  const auto f = lint_edited(text, "BM101");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, sentence));
  CHECK(f[0].message == "total '250 GB' is stated while compile cache is unknown");
}

TEST_CASE("BM103: a fit claimed with every row known but no hardware entry", "[rules][branches]") {
  // tests/fixtures/memory/fits.yaml claims a fit that its own hardware entry supports; alone
  // in a folder, its hardware id resolves to nothing, and nothing else is unknown. Its
  // subtitle and summary say "fits" and "fit" too: prose claims of the same fit.
  const std::string text = brief::test::read_file(brief::test::source_path("tests/fixtures/memory/fits.yaml"));
  const auto f = lint_edited(text, "BM103");
  REQUIRE(f.size() == 3);
  CHECK(f[0].begin.line == line_of(text, "subtitle: memory verdict fixture, fits"));
  CHECK(f[0].message == "'fits' claims a memory fit or headroom but the hardware entry does not resolve");
  CHECK(f[1].begin.line == line_of(text, "summary: "));
  CHECK(f[1].message == "'fit' claims a memory fit or headroom but the hardware entry does not resolve");
  CHECK(f[2].begin.line == line_of(text, "  memory_fit: true"));
  CHECK(f[2].message == "memory fit claimed but the hardware entry does not resolve");
}

TEST_CASE("BM106: a pooling phrase with a figure above one pool that is no multiple of it", "[rules][branches]") {
  const std::string sentence = "Two Sparks give 200 GB of memory for the model.";
  const std::string text =
      edited_base({{"The source says a node that just copied weights can boot with 1 slot.", sentence}});
  const auto f = lint_edited(text, "BM106");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, sentence));
  CHECK(f[0].message == "'200 GB' with 'two sparks give' is more than one node's pool: a capacity added across nodes");
}

TEST_CASE("BV801: a reproduction whose catalog_runs record is incomplete", "[rules][branches]") {
  const std::string text = edited_base({{"  reproduced: false\n", "  reproduced: true\n"},
                                        reproduction_record("12 October 2026")});
  const auto f = lint_edited(text, "BV801");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, "  reproduced: true\n"));
  CHECK(f[0].message ==
        "a reproduction by this catalog is claimed but the catalog_runs record is incomplete: its date is not YYYY-MM-DD");
}

TEST_CASE("BV801: prose naming another node count than the catalog run's", "[rules][branches]") {
  const std::string sentence = "This catalog reproduced the C1 short decode at four nodes.";
  const std::string text = edited_base({{"  - This repository did not rerun the bake-off.\n", "  - " + sentence + "\n"},
                                        reproduction_record("\"2026-10-12\"")});
  const auto f = lint_edited(text, "BV801");
  REQUIRE(f.size() == 1);
  CHECK(f[0].begin.line == line_of(text, sentence));
  CHECK(f[0].message == "'reproduced' names 4 nodes, but the catalog run was on 2");
}

TEST_CASE("BR503: overlap chains that lead back to their start, a row naming itself included", "[rules][branches]") {
  // logical-checkpoint -> routed-experts -> exl3-checkpoint -> logical-checkpoint: every row
  // of the cycle drops out of the totals while being inside nothing.
  const std::string cycle = edited_base({{"  - id: logical-checkpoint\n", "  - id: logical-checkpoint\n    overlaps: routed-experts\n"}});
  const auto f = lint_edited(cycle, "BR503");
  REQUIRE(f.size() == 3);
  CHECK(f[0].begin.line == line_of(cycle, "    overlaps: routed-experts\n"));
  CHECK(f[0].message == "component 'logical-checkpoint' overlaps 'routed-experts', whose overlaps lead back to 'logical-checkpoint'");
  CHECK(f[1].message == "component 'exl3-checkpoint' overlaps 'logical-checkpoint', whose overlaps lead back to 'exl3-checkpoint'");
  CHECK(f[2].message == "component 'routed-experts' overlaps 'exl3-checkpoint', whose overlaps lead back to 'routed-experts'");

  const std::string self = edited_base({{"    overlaps: exl3-checkpoint\n", "    overlaps: routed-experts\n"}});
  const auto g = lint_edited(self, "BR503");
  REQUIRE(g.size() == 1);
  CHECK(g[0].begin.line == line_of(self, "    overlaps: routed-experts\n"));
  CHECK(g[0].message == "component 'routed-experts' overlaps itself");

  // A chain that ends at a counted row (the base: routed-experts -> exl3 -> logical) is fine.
  CHECK(lint_edited(edited_base({}), "BR503").empty());
}

TEST_CASE("BH606: a gpu pool entered as the node's total of its source's per-accelerator figure", "[rules][branches]") {
  // NVIDIA's H200 datasheet gives 141 GB HBM3e per GPU; a DGX H200 has 8. A gpu pool is one
  // accelerator's memory, so 1128 GB (8 x 141 GB) is the node's total in the wrong place,
  // even when the source also writes that total out.
  const std::string hardware =
      "format: brief-hardware/v1\nid: eight-h200\nname: Eight H200 (141 GB each)\naccelerators_per_node: 8\n"
      "max_nodes: 1\npools:\n  - id: hbm\n    kind: gpu\n    nominal: NOMINAL\n"
      "    nominal_source: NVIDIA H200 datasheet (8 x 141 GB HBM3e, 1128 GB in total)\n"
      "interconnect: NVLink\nsources:\n  - NVIDIA H200 datasheet\n";
  auto lint_hardware = [&](const std::string& nominal) {
    std::string text = hardware;
    text.replace(text.find("NOMINAL"), 7, nominal);
    return lint_edited(text, "BH606", "eight-h200.yaml");
  };
  const auto total = lint_hardware("1128 GB");
  REQUIRE(total.size() == 1);
  CHECK(total[0].message ==
        "pool 'hbm': nominal 1,128,000,000,000 bytes (1.026 TiB) is 8 x its source's 141 GB: the node's total, but a gpu pool is one "
        "accelerator's memory");
  CHECK(lint_hardware("141 GB").empty());
  // A figure the source does not give at all is still the plain finding.
  const auto other = lint_hardware("160 GB");
  REQUIRE(other.size() == 1);
  CHECK(other[0].message.find("matches no figure of its source") != std::string::npos);
}

TEST_CASE("BH606: a count times a size is read in every spacing and case", "[rules][branches]") {
  // "8x141GB" was read as no figure at all, so 1128 GB passed as one accelerator's pool.
  for (const std::string written : {"8 x 141 GB", "8x141GB", "8\u00d7141 GB", "8 X 141GB", "8X141 GB", "8 \u00d7 141GB"}) {
    CAPTURE(written);
    const std::string hardware =
        "format: brief-hardware/v1\nid: eight-h200\nname: Eight H200\naccelerators_per_node: 8\n"
        "max_nodes: 1\npools:\n  - id: hbm\n    kind: gpu\n    nominal: NOMINAL\n"
        "    nominal_source: NVIDIA H200 datasheet (" + written + " HBM3e)\n"
        "interconnect: NVLink\nsources:\n  - NVIDIA H200 datasheet\n";
    auto lint_spelled = [&](const std::string& nominal) {
      std::string text = hardware;
      text.replace(text.find("NOMINAL"), 7, nominal);
      return lint_edited(text, "BH606", "eight-h200.yaml");
    };
    const auto total = lint_spelled("1128 GB");
    REQUIRE(total.size() == 1);
    CHECK(total[0].message.find("is 8 x its source's 141") != std::string::npos);
    CHECK(total[0].message.ends_with("the node's total, but a gpu pool is one accelerator's memory"));
    CHECK(lint_spelled("141 GB").empty());
  }
}

TEST_CASE("BL201: one finding per id as written, in file order, with the one id it stands for", "[rules][branches]") {
  const std::string list = "(SPDX License List 3.28.0)";
  SECTION("an id written with a space is one finding with a did-you-mean") {
    const std::string text = edited_base({{"    spdx: Apache-2.0\n", "    spdx: Apache 2.0\n"}});
    const auto f = lint_edited(text, "BL201");
    REQUIRE(f.size() == 1);
    CHECK(f[0].begin.line == line_of(text, "spdx: Apache 2.0"));
    CHECK(f[0].message == "'Apache 2.0' is not an SPDX license id");
    CHECK(f[0].hint == "did you mean 'Apache-2.0'? " + list);
  }
  SECTION("other spellings of the same id") {
    for (const std::string written : {"apache_2.0", "APACHE-2.0", "Apache License 2.0", "Apache-2"}) {
      const auto f = lint_edited(edited_base({{"    spdx: Apache-2.0\n", "    spdx: \"" + written + "\"\n"}}), "BL201");
      REQUIRE(f.size() == 1);
      CHECK(f[0].hint == "did you mean 'Apache-2.0'? " + list);
    }
  }
  SECTION("two unknown ids of an expression come in the order written, each at its columns") {
    const std::string text = edited_base({{"    spdx: Apache-2.0\n", "    spdx: Apache-2 OR GPL-3.0-onlyy\n"}});
    const auto f = lint_edited(text, "BL201");
    REQUIRE(f.size() == 2);
    CHECK(f[0].message == "'Apache-2' is not an SPDX license id");
    CHECK(f[1].message == "'GPL-3.0-onlyy' is not an SPDX license id");
    CHECK(f[0].begin.col == 11);
    CHECK(f[0].end.col == 18);
    CHECK(f[1].begin.col == 23);
    CHECK(f[1].hint == "did you mean 'GPL-3.0-only'? " + list);
  }
  SECTION("no guess between two close ids") {
    const auto f = lint_edited(edited_base({{"    spdx: Apache-2.0\n", "    spdx: MIT-X\n"}}), "BL201");
    REQUIRE(f.size() == 1);
    CHECK(f[0].hint == "not in the SPDX License List 3.28.0; a model license without an SPDX id goes in license_ref");
  }
}

TEST_CASE("BP303: the hint says where the weight pin goes", "[rules][branches]") {
  // profile-format.md lists `hashes` as optional; a profile written from it without the
  // section meets BP303, and its hint must say to add the section, not only the key.
  SECTION("no hashes section") {
    const auto f = lint_edited(edited_base({{"hashes:\n  weight_pin: unset\n  manifest: unknown\n", ""}}), "BP303");
    REQUIRE(f.size() == 1);
    CHECK(f[0].hint == "add `hashes:` with `weight_pin: unset` when the source did not pin the weights");
  }
  SECTION("a hashes section without the weight pin") {
    const auto f = lint_edited(edited_base({{"  weight_pin: unset\n", ""}}), "BP303");
    REQUIRE(f.size() == 1);
    CHECK(f[0].hint == "write `weight_pin: unset` under `hashes:` when the source did not pin the weights");
  }
}

TEST_CASE("BR506: the hint suggests only ids that satisfy the id grammar", "[rules][branches]") {
  const std::string text = edited_base({});
  const std::string id = "rules-base";
  REQUIRE(text.find("id: " + id + "\n") != std::string::npos);
  auto hint_for = [&](const std::string& file_name) {
    const auto f = lint_edited(text, "BR506", "profiles/" + file_name);
    REQUIRE(f.size() == 1);
    return f[0].hint;
  };
  CHECK(hint_for("other.yaml") == "rename the file to " + id + ".yaml or set `id: other`");
  CHECK(hint_for("My Profile.yaml") == "rename the file to " + id + ".yaml (the file name is no valid id)");
}
