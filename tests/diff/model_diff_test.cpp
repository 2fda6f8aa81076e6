// brief diff sees the model: section fact by fact, and the calculator verdict.
#include <catch2/catch.hpp>

#include "brief/diff.h"
#include "brief/load.h"
#include "load/load_test_util.h"

using namespace brief;

namespace {

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("diff: model facts, layer groups and stored classes", "[diff][model]") {
  const std::string path = "tests/fixtures/memory/calculator-fits.yaml";
  const std::string text = test::slurp(path);
  const Profile before = load_profile(text, path);
  std::string changed = replaced(text, "  kv_heads: 8\n", "  kv_heads: {unknown: \"not stated\"}\n");
  changed = replaced(changed, "    - kind: full-attention\n      count: 32\n",
                     "    - kind: sliding-window\n      count: 32\n      window: 4096\n");
  changed = replaced(changed, "      bytes: 16060522496\n", "      bytes: unknown\n");
  const Profile after = load_profile(changed, path);
  const auto changes = diff_profiles(before, after);
  std::vector<std::string> subjects;
  for (const auto& c : changes) subjects.push_back(std::string(change_kind_name(c.kind)) + " " + c.subject);
  CHECK(subjects == std::vector<std::string>{"field-changed model.kv_heads",
                                             "item-removed model.layer_groups.full-attention",
                                             "item-added model.layer_groups.sliding-window",
                                             "bytes-changed model.stored.all.bytes"});
  CHECK(changes[0].before == "8");
  CHECK(changes[0].after == "unknown. not stated");
}

TEST_CASE("diff: a layer group of the same kind compared fact by fact", "[diff][model]") {
  const std::string path = "tests/fixtures/memory/calculator-fits.yaml";
  const std::string text = test::slurp(path);
  const Profile before = load_profile(text, path);
  const std::string changed = replaced(text, "    - kind: full-attention\n      count: 32\n",
                                       "    - kind: full-attention\n      count: 32\n      kv_heads: 4\n      head_dim: 64\n");
  const auto changes = diff_profiles(before, load_profile(changed, path));
  std::vector<std::string> subjects;
  for (const auto& c : changes) subjects.push_back(std::string(change_kind_name(c.kind)) + " " + c.subject);
  CHECK(subjects == std::vector<std::string>{"field-changed model.layer_groups.full-attention.kv_heads",
                                             "field-changed model.layer_groups.full-attention.head_dim"});
  REQUIRE(changes.size() == 2);
  CHECK(changes[0].before == "");
  CHECK(changes[0].after == "4");
  CHECK(changes[1].after == "64");
}
