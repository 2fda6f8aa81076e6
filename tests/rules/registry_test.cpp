// The registry: codes and names unique and well-formed; every code has its doc page, generated
// from the registry (BRIEF_APPROVE=1 rewrites docs/rules/, a plain run compares); every code
// brief emits is a typed constant (brief/codes.h), registered, and never a bare string.
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
// "B[YSM...][0-9]{3}": the code pattern, built from the family table so that a new family
// needs no edit here.
std::string code_pattern() {
  std::string letters;
  for (const auto& f : brief::kFamilies) letters += f.letter;
  return "B[" + letters + "][0-9]{3}";
}

bool approving() {
  const char* a = std::getenv("BRIEF_APPROVE");
  return a && std::string(a) == "1";
}
}  // namespace

TEST_CASE("rule codes and names are unique and well-formed", "[rules][registry]") {
  std::set<std::string_view> codes, names;
  const std::regex code_re(code_pattern()), name_re("[a-z0-9]+(-[a-z0-9]+)*");
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
// Who a family's findings protect. A switch without a default: a family added to
// brief/codes.h without a decision here is a -Wswitch warning, an error under BRIEF_WERROR.
enum class Guard {
  reader,   // honesty: its errors cannot be suppressed
  author,   // housekeeping: every rule can be suppressed
  hardware, // honesty where a fact decides a capacity (BH604-BH606), housekeeping otherwise
  loader,   // input, schema, suppression, completeness: not a question of suppression here
};
Guard guard_of(brief::Family family) {
  using brief::Family;
  switch (family) {
    case Family::memory:
    case Family::licenses:
    case Family::observations:
    case Family::provenance: return Guard::reader;
    case Family::pins:
    case Family::references: return Guard::author;
    case Family::hardware: return Guard::hardware;
    case Family::input:
    case Family::schema:
    case Family::suppression:
    case Family::completeness: return Guard::loader;
  }
  FAIL("a family without a guard");
  return Guard::loader;
}
// BH607: the node count a title and hardware.nodes disagree on is the number of pools.
bool decides_capacity(std::string_view code) {
  return code == "BH604" || code == "BH605" || code == "BH606" || code == "BH607";
}
// Contradictions between typed fields of the pin and reference families (issue 24): two
// facts that cannot both be true, which no reason in a comment reconciles.
bool structural(std::string_view code) {
  return code == "BP304" || code == "BP305" || code == "BP308" || code == "BP309" || code == "BP311" ||
         code == "BP312" || code == "BP313" || code == "BP314" || code == "BR507";
}
}  // namespace

TEST_CASE("honesty errors cannot be suppressed, other rules can", "[rules][registry]") {
  for (const auto& r : brief::rule_registry()) {
    INFO(r.code << " of family '" << brief::name_of(r.family()) << "'");
    // The honesty families protect the reader, not the author: a suppression comment must not
    // let a lie through. Hardware facts are honesty too where they decide a capacity (BH604).
    const Guard guard = guard_of(r.family());
    const bool reader = guard == Guard::reader || (guard == Guard::hardware && decides_capacity(r.code));
    const bool author = (guard == Guard::author && !structural(r.code)) ||
                        (guard == Guard::hardware && !decides_capacity(r.code));
    if (structural(r.code)) CHECK_FALSE(r.suppressible);
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

TEST_CASE("the registry holds the loader's codes and every rule's code has its family", "[rules][registry]") {
  std::set<std::string_view> loader;
  for (const brief::Code& c : brief::kLoaderCodes) {
    INFO(c.text() << " is in brief/codes.h but not in the registry (src/rules/loader_codes.cpp)");
    CHECK(loader.insert(c.text()).second);
    CHECK(brief::find_rule(c.text()) != nullptr);
  }
  for (const auto& r : brief::rule_registry()) {
    INFO(r.code);
    REQUIRE(brief::family_of(r.code).has_value());
    const bool loader_family = r.family() == brief::Family::input || r.family() == brief::Family::schema;
    // A BY/BS code that the loader does not emit as a constant would be a registry entry of nothing.
    CHECK(loader_family == (loader.count(r.code) == 1));
  }
}

TEST_CASE("no source writes a diagnostic code as a bare string", "[rules][registry]") {
  // A loader code is a codes:: constant and a rule's code is `Code{"BM101"}` in its own file, so
  // the compiler checks every code's form; this scan keeps untyped code strings, which no
  // compiler checks, from coming back. Comments may name codes.
  const std::regex literal_re("(^|[^{])\"(" + code_pattern() + ")\"");
  const fs::path home = source_path("include/brief/codes.h");
  std::size_t scanned = 0;
  for (const char* folder : {"src", "include"}) {
    REQUIRE(fs::is_directory(source_path(folder)));
    for (const auto& e : fs::recursive_directory_iterator(source_path(folder))) {
      if (!e.is_regular_file() || e.path() == home) continue;
      const auto ext = e.path().extension();
      if (ext != ".cpp" && ext != ".h") continue;
      ++scanned;
      std::istringstream lines(read_file(e.path()));
      std::string line;
      for (int n = 1; std::getline(lines, line); ++n) {
        const std::string code_part = line.substr(0, line.find("//"));
        std::smatch m;
        if (std::regex_search(code_part, m, literal_re))
          FAIL_CHECK(e.path().string() << ":" << n << ": write codes::" << m.str(2) << " (brief/codes.h) or Code{\"" << m.str(2) << "\"}, not a string");
      }
    }
  }
  CHECK(scanned > 100);
}
