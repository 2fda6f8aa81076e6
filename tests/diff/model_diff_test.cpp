// brief diff sees the model: section fact by fact, and the calculator verdict.
#include <catch2/catch.hpp>

#include "support/text_edit.h"
#include "brief/diff.h"
#include "brief/load.h"
#include "load/load_test_util.h"

using namespace brief;

namespace {

using brief::test::replaced;

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

TEST_CASE("diff: a removed or added item shows every field it had", "[diff][model]") {
  const std::string path = "tests/fixtures/memory/calculator-fits.yaml";
  const std::string text = test::slurp(path);
  // Before: a stored class known only by its bits per weight; after: the class is gone.
  const std::string with_bpw = replaced(text, "    - class: all\n      bytes: 16060522496\n",
                                        "    - class: all\n      bytes: 16060522496\n    - class: routed-experts\n"
                                        "      bits_per_weight: 4\n      note: From the checkpoint's name.\n");
  const auto removed = diff_profiles(load_profile(with_bpw, path), load_profile(text, path));
  REQUIRE(removed.size() == 1);
  CHECK(std::string(change_kind_name(removed[0].kind)) == "item-removed");
  CHECK(removed[0].before.find("bits_per_weight 4") != std::string::npos);
  CHECK(removed[0].before.find("note From the checkpoint's name.") != std::string::npos);
  // The same row added: described the same way.
  const auto added = diff_profiles(load_profile(text, path), load_profile(with_bpw, path));
  REQUIRE(added.size() == 1);
  CHECK(added[0].after.find("bits_per_weight 4") != std::string::npos);
  // A removed layer group keeps its shapes.
  const std::string windowed = replaced(text, "    - kind: full-attention\n      count: 32\n",
                                        "    - kind: sliding-window\n      count: 32\n      window: 4096\n");
  const auto groups = diff_profiles(load_profile(windowed, path), load_profile(text, path));
  bool window_shown = false;
  for (const auto& c : groups) window_shown |= c.before.find("; window 4") != std::string::npos;
  INFO(groups.front().before);
  CHECK(window_shown);
}
