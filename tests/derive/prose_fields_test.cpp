// prose_fields: every sentence a profile's author can write is read by the claim reader. A
// field the list forgets is a place a claim hides (an unknown's reason, an arm's runtime), so
// the list is checked against the file itself: each scalar that reads as words is a prose
// field, or one of the few keys that hold names and identifiers.
#include <catch2/catch.hpp>
#include <yaml-cpp/yaml.h>

#include <set>
#include <string>
#include <utility>

#include "brief/load.h"
#include "derive/claims.h"
#include "derive/prose.h"
#include "test_paths.h"

namespace {

// Keys whose values are identifiers, enums, hashes, addresses or typed byte counts ("about
// 165 GB" is read by the byte parser), never prose.
const std::set<std::string> kNotProse = {"id",        "format",   "spdx",      "url",      "hash",
                                         "kind",      "role",     "access",    "residence", "overlaps",
                                         "pin",       "revision", "license_ref", "size",   "file_size",
                                         "per_rank",  "resident", "nominal",   "usable"};

int word_count(const std::string& s) {
  int n = 0;
  bool in = false;
  for (char c : s) {
    const bool letter = c != ' ' && c != '\n';
    n += letter && !in;
    in = letter;
  }
  return n;
}

void sentence_scalars(const YAML::Node& node, const std::string& key, std::set<std::pair<unsigned, unsigned>>& out) {
  if (node.IsMap()) {
    for (const auto& kv : node) sentence_scalars(kv.second, kv.first.as<std::string>(), out);
  } else if (node.IsSequence()) {
    for (const auto& item : node) sentence_scalars(item, key, out);
  } else if (node.IsScalar() && !kNotProse.count(key) && word_count(node.Scalar()) >= 3) {
    out.insert({unsigned(node.Mark().line + 1), unsigned(node.Mark().column + 1)});
    // A block scalar (">-") is marked at its indicator; the loader locates its first line.
    out.insert({unsigned(node.Mark().line + 2), 0});
  }
}

}  // namespace

TEST_CASE("prose_fields: every scalar of the shipped profile that reads as words is read", "[derive][prose]") {
  const std::string path = brief::test::source_path("profiles/glm53-limechain-c8.yaml");
  const brief::Profile p = brief::load_profile(brief::test::read_file(path), path);
  std::set<std::pair<unsigned, unsigned>> read;
  std::set<unsigned> lines_read;
  for (const brief::Text* t : brief::derivation::prose_fields(p)) {
    read.insert({t->loc.line, t->loc.col});
    lines_read.insert(t->loc.line);
  }
  std::set<std::pair<unsigned, unsigned>> scalars;
  sentence_scalars(YAML::LoadFile(path), "", scalars);
  REQUIRE(scalars.size() > 50);
  for (auto it = scalars.begin(); it != scalars.end(); ++it) {
    if (it->second == 0) continue;  // the first line of the block scalar before it
    const auto block_line = scalars.find({it->first + 1, 0});
    INFO("profiles/glm53-limechain-c8.yaml:" << it->first << ":" << it->second << " is words the claim reader never reads");
    CHECK((read.count(*it) == 1 || (block_line != scalars.end() && lines_read.count(block_line->first) == 1)));
  }
}

TEST_CASE("prose_fields: an unknown's reason is prose, and a claim written there is read", "[derive][prose]") {
  std::string text = brief::test::read_file(brief::test::source_path("profiles/glm53-limechain-c8.yaml"));
  const std::string old_pp = "pp: {unknown: \"The pinned README does not state pipeline parallelism.\"}";
  REQUIRE(text.find(old_pp) != std::string::npos);
  text.replace(text.find(old_pp), old_pp.size(),
               "pp: {unknown: \"Not stated; the two Sparks present a single memory pool either way.\"}");
  const brief::Profile p = brief::load_profile(text, "reasons.yaml");
  REQUIRE(!p.unknown_reasons.empty());
  CHECK(p.unknown_reasons[0].value == "Not stated; the two Sparks present a single memory pool either way.");
  const auto claims = brief::derivation::prose_claims(brief::derivation::prose_fields(p));
  bool capacity = false;
  for (const auto& c : claims) capacity |= c.text == &p.unknown_reasons[0] && c.claim.kind() == brief::ClaimKind::capacity;
  CHECK(capacity);
}
