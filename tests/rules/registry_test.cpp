// The registry: codes and names unique and well-formed; every code has its doc page, generated
// from the registry (BRIEF_APPROVE=1 rewrites docs/rules/, a plain run compares); every code
// the loader emits is registered.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "brief/rules.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::test::source_path;
using brief::test::read_file;

namespace {
bool approving() {
  const char* a = std::getenv("BRIEF_APPROVE");
  return a && std::string(a) == "1";
}
}  // namespace

TEST_CASE("rule codes and names are unique and well-formed", "[rules][registry]") {
  std::set<std::string_view> codes, names;
  const std::regex code_re("B[YSMLPORHXCV][0-9]{3}"), name_re("[a-z0-9]+(-[a-z0-9]+)*");
  for (const auto& r : brief::rule_registry()) {
    INFO(r.code);
    CHECK(codes.insert(r.code).second);
    CHECK(names.insert(r.name).second);
    CHECK(std::regex_match(std::string(r.code), code_re));
    CHECK(std::regex_match(std::string(r.name), name_re));
    CHECK_FALSE(r.summary.empty());
    CHECK_FALSE(r.summary.ends_with("."));
    CHECK_FALSE(r.rationale.empty());
    CHECK_FALSE(r.bad.empty());
    CHECK_FALSE(r.good.empty());
    CHECK(brief::find_rule(r.code) == &r);
    CHECK(brief::find_rule(r.name) == &r);
  }
  CHECK(brief::find_rule("bm101") == brief::find_rule("BM101"));
  CHECK(brief::find_rule("no-such-rule") == nullptr);
}

namespace {
// Who a family's findings protect. A family missing from this table fails the test below: a
// typo in a rule's family string ("licences") must not slip that rule past both checks.
enum class Guard {
  reader,   // honesty: its errors cannot be suppressed
  author,   // housekeeping: every rule can be suppressed
  hardware, // honesty where a fact decides a capacity (BH604-BH606), housekeeping otherwise
  loader,   // input, schema, suppression, completeness: not a question of suppression here
};
const std::map<std::string_view, Guard> kFamilyGuards{
    {"memory", Guard::reader},      {"licenses", Guard::reader},   {"observations", Guard::reader},
    {"provenance", Guard::reader},  {"pins", Guard::author},       {"references", Guard::author},
    {"hardware", Guard::hardware},  {"input", Guard::loader},      {"schema", Guard::loader},
    {"suppression", Guard::loader}, {"completeness", Guard::loader},
};
bool decides_capacity(std::string_view code) { return code == "BH604" || code == "BH605" || code == "BH606"; }
}  // namespace

TEST_CASE("honesty errors cannot be suppressed, other rules can", "[rules][registry]") {
  for (const auto& r : brief::rule_registry()) {
    INFO(r.code << " of family '" << r.family << "'");
    const auto guard = kFamilyGuards.find(r.family);
    REQUIRE(guard != kFamilyGuards.end());  // an unknown family is an error, not a pass
    // The honesty families protect the reader, not the author: a suppression comment must not
    // let a lie through. Hardware facts are honesty too where they decide a capacity (BH604).
    const bool reader = guard->second == Guard::reader || (guard->second == Guard::hardware && decides_capacity(r.code));
    const bool author = guard->second == Guard::author || (guard->second == Guard::hardware && !decides_capacity(r.code));
    if (reader && r.severity == brief::Severity::error) CHECK_FALSE(r.suppressible);
    if (author) CHECK(r.suppressible);
  }
}

TEST_CASE("docs/rules has one page per code generated from the registry", "[rules][registry][golden]") {
  const fs::path dir = source_path("docs/rules");
  std::set<std::string> registered;
  for (const auto& r : brief::rule_registry()) {
    const std::string code(r.code);
    registered.insert(code);
    const fs::path page = dir / (code + ".md");
    const std::string want = brief::rule_doc(r);
    if (approving()) {
      fs::create_directories(dir);
      std::ofstream(page, std::ios::binary) << want;
    }
    INFO(page.string() << ": run `cmake --build <dir> --target approve-golden` after changing a rule");
    REQUIRE(fs::is_regular_file(page));
    CHECK(read_file(page) == want);
  }
  for (const auto& e : fs::directory_iterator(dir)) {
    INFO(e.path().string() << " documents no registered rule");
    CHECK(registered.count(e.path().stem().string()) == 1);
  }
}

TEST_CASE("every code the loader emits is registered", "[rules][registry]") {
  const std::regex code_re("\"(B[YS][0-9]{3})\"");
  std::set<std::string> emitted;
  for (const char* folder : {"src/load", "src/model", "src/catalog", "src/cli"}) {
    if (!fs::is_directory(source_path(folder))) continue;
    for (const auto& e : fs::recursive_directory_iterator(source_path(folder))) {
      const std::string text = read_file(e.path());
      for (auto it = std::sregex_iterator(text.begin(), text.end(), code_re); it != std::sregex_iterator(); ++it)
        emitted.insert((*it)[1].str());
    }
  }
  CHECK_FALSE(emitted.empty());
  for (const auto& code : emitted) {
    INFO(code << " is emitted but not in the registry (src/rules/loader_codes.cpp)");
    CHECK(brief::find_rule(code) != nullptr);
  }
}
