// The adversarial honesty corpus (issue 10): holds the checker to account from the outside,
// through the public lint API only.
//   lies/*.diff, lies/hardware/*.yaml  base.yaml with one lie, marked `# expect: FAMILY`: lint
//                                      must report a finding of that family (or code) whose
//                                      lines cover the marked line, at warning or error (a
//                                      note never fails lint, so it catches nothing)
//   honest/*.diff (+ honest/hardware/) dangerous-looking but honest: no error, no warning
//   (a variant is its edit of base.yaml, <name>.diff (tests/support/fixture_diff.h), or a full
//   copy, <name>.yaml; both are linted as <name>.yaml)
//   claims.tsv + claim_templates/      labelled sentences, each put into a prose field of a
//                                      template; per claim kind 100% precision and recall
// Run alone with `./build/tests/brief_tests "[honesty]" -s` for the tables.
// The verdict tests are plain tests: every lie caught, every honest variant clean, every claim
// sentence judged right. known-misses.txt and known-misjudged.txt are ratchets for a corpus
// that grows faster than the checker: a new miss must be listed to pass, a listed one that is
// caught fails until it is removed.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "brief/lint.h"
#include "brief/rules.h"
#include "support/expect_markers.h"
#include "support/fixture_diff.h"
#include "support/temp_dir.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using brief::Diagnostic;
using brief::Severity;
using brief::test::ExpectMarker;
using brief::test::read_file;
using brief::test::source_path;

namespace {

const std::vector<std::string> kFamilies{"memory",       "licenses",   "pins",    "observations",
                                         "references",   "hardware",   "provenance"};

// Every claim kind of claims.tsv and the codes it must be reported under.
const std::map<std::string, std::set<std::string>>& claim_codes() {
  static const std::map<std::string, std::set<std::string>> codes{
      {"fit", {"BM103"}},           {"capacity", {"BM106"}},
      {"unknown-total", {"BM101"}}, {"overlap-total", {"BM102"}},
      {"commercial", {"BL208"}},    {"ranking", {"BO401", "BO402", "BO405"}},
      {"reproduction", {"BV801"}},  {"memory-figure", {"BM113"}},
      {"pin", {"BP306", "BP307"}},
  };
  return codes;
}

// A sentence may also be reported under a kind its own kind implies in base.yaml's context:
// every row there is unknown, so a total of overlapping rows is a total of unknown rows too.
bool implied(const std::string& reported, const std::string& labelled) {
  return labelled == "overlap-total" && reported == "unknown-total";
}

fs::path honesty_dir(const std::string& rel = "") { return source_path("tests/honesty/" + rel); }

// The *.yaml files directly in `dir`, sorted; none when it does not exist.
std::vector<std::string> yaml_files(const fs::path& dir) {
  std::vector<std::string> out;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".yaml") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

bool fails_lint(const Diagnostic& d) { return d.severity != Severity::note; }

std::string show(const std::vector<Diagnostic>& findings) {
  std::string s;
  for (const auto& d : findings) s += fmt::format("\n    {}@{}-{} {}", d.code, d.begin.line, d.end.line, d.message);
  return s.empty() ? " (none)" : s;
}

// One folder of the corpus, linted in one run (one call: the whole corpus stays fast).
struct LintedSet {
  std::vector<std::string> files;
  std::map<std::string, std::vector<Diagnostic>> findings;  // by file
  bool input_error = false;
};

// The corpus as lint reads it: a scratch copy of tests/honesty/ in which each lie or honest
// variant written as its edit of the base (<name>.diff, tests/support/fixture_diff.h) is the
// profile it makes, beside the full copies (<name>.yaml) and the hardware/ entries, so
// hardware beside a profile resolves as it does in the source folder.
const brief::test::TempDir& corpus_copy() {
  static const brief::test::TempDir scratch("honesty-corpus");
  return scratch;
}

// The profiles of `rel` (and of rel/hardware) written into the scratch copy, sorted.
std::vector<std::string> materialized_files(const std::string& rel) {
  std::vector<std::string> out;
  for (const std::string& sub : {rel, rel + "/hardware"}) {
    if (!fs::is_directory(honesty_dir(sub))) continue;
    for (const auto& e : fs::directory_iterator(honesty_dir(sub))) {
      const fs::path& p = e.path();
      if (!e.is_regular_file() || (p.extension() != ".yaml" && p.extension() != ".diff")) continue;
      const std::string name = p.extension() == ".diff" ? brief::test::diff_target_name(p) : p.filename().string();
      corpus_copy().write(sub + "/" + name, brief::test::fixture_bytes(p));
      out.push_back((corpus_copy().path / sub / name).string());
    }
  }
  std::sort(out.begin(), out.end());
  INFO("two files of tests/honesty/" << rel << " make the same profile name");
  CHECK(std::adjacent_find(out.begin(), out.end()) == out.end());
  return out;
}

LintedSet lint_folder(const std::string& rel) {
  LintedSet set;
  set.files = materialized_files(rel);
  if (set.files.empty()) return set;
  auto result = brief::lint_paths(set.files, {});
  set.input_error = result.input_error;
  for (auto& d : result.findings) set.findings[d.file].push_back(std::move(d));
  return set;
}

const LintedSet& lies() {
  static const LintedSet set = lint_folder("lies");
  return set;
}
const LintedSet& honest() {
  static const LintedSet set = lint_folder("honest");
  return set;
}

// "lies/x.yaml": a file of the corpus by its name under tests/honesty/ (its scratch copy's
// name for a diff's profile).
std::string short_name(const std::string& file) {
  for (const std::string& root : {honesty_dir().string(), corpus_copy().str() + "/"})
    if (file.rfind(root, 0) == 0) return file.substr(root.size());
  return file;
}

struct LieVerdicts {
  std::map<std::string, std::pair<int, int>> per_family;  // family -> (caught, total markers)
  int files_caught = 0;
  int files = 0;
  std::map<std::string, std::vector<ExpectMarker>> missed;  // file -> markers not caught
};

LieVerdicts judge_lies() {
  LieVerdicts v;
  for (const auto& file : lies().files) {
    const auto markers = brief::test::parse_expect_markers(read_file(file));
    auto found = lies().findings.find(file);
    std::vector<ExpectMarker> missed;
    for (const auto& m : markers) {
      bool caught = false;
      if (found != lies().findings.end())
        for (const auto& d : found->second) caught = caught || (fails_lint(d) && brief::test::finding_meets(d, m));
      auto& [c, total] = v.per_family[m.what];
      ++total;
      if (caught) ++c;
      else missed.push_back(m);
    }
    ++v.files;
    if (missed.empty() && !markers.empty()) ++v.files_caught;
    else v.missed[file] = missed;
  }
  return v;
}

int honest_clean_count() {
  int clean = 0;
  for (const auto& file : honest().files) {
    auto it = honest().findings.find(file);
    if (it == honest().findings.end() || std::none_of(it->second.begin(), it->second.end(), fails_lint)) ++clean;
  }
  return clean;
}

// --- the claim table -------------------------------------------------------------------

struct Claim {
  std::string kind;
  std::string sentence;
  int table_line = 0;
  // A third column `also=KIND` names a second claim the same sentence makes ("We confirmed
  // the memory fit" claims a fit and a check by this catalog): reporting it is no false alarm.
  std::string also;
};

std::vector<Claim> claim_table() {
  std::vector<Claim> out;
  std::istringstream in(read_file(honesty_dir("claims.tsv")));
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    auto tab = line.find('\t');
    if (tab == std::string::npos) {
      out.push_back({"(no tab)", line, n, {}});
      continue;
    }
    std::string rest = line.substr(tab + 1), also;
    if (auto tab2 = rest.find('\t'); tab2 != std::string::npos) {
      also = rest.substr(tab2 + 1);
      if (also.rfind("also=", 0) == 0) also = also.substr(5);
      rest = rest.substr(0, tab2);
    }
    out.push_back({line.substr(0, tab), rest, n, also});
  }
  return out;
}

// The sentence as a double-quoted YAML scalar (YAML's double-quoted escapes are JSON's).
std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

struct Template {
  std::string name;
  std::string text;
  uint32_t sentence_line = 0;  // the line holding {{SENTENCE}}
};

const std::string kPlaceholder = "{{SENTENCE}}";

std::vector<Template> claim_templates() {
  std::vector<Template> out;
  for (const auto& file : yaml_files(honesty_dir("claim_templates"))) {
    Template t{fs::path(file).stem().string(), read_file(file), 0};
    auto pos = t.text.find(kPlaceholder);
    if (pos != std::string::npos)
      t.sentence_line = static_cast<uint32_t>(std::count(t.text.begin(), t.text.begin() + pos, '\n') + 1);
    out.push_back(std::move(t));
  }
  return out;
}

std::string filled(const Template& t, const std::string& sentence) {
  std::string text = t.text;
  text.replace(text.find(kPlaceholder), kPlaceholder.size(), quoted(sentence));
  return text;
}

// The claim codes reported on a sentence's line, by kind.
std::set<std::string> kinds_reported(const std::vector<Diagnostic>& findings, uint32_t line) {
  std::set<std::string> kinds;
  for (const auto& d : findings) {
    if (!fails_lint(d) || d.begin.line == 0 || line < d.begin.line || line > std::max(d.begin.line, d.end.line))
      continue;
    for (const auto& [kind, codes] : claim_codes())
      if (codes.count(d.code)) kinds.insert(kind);
  }
  return kinds;
}

}  // namespace

TEST_CASE("the honesty base profile lints clean", "[honesty]") {
  const std::string base = honesty_dir("base.yaml").string();
  auto result = brief::lint_paths({base}, {});
  INFO("findings:" << show(result.findings));
  CHECK_FALSE(result.input_error);
  CHECK(std::none_of(result.findings.begin(), result.findings.end(), fails_lint));
}

TEST_CASE("the honesty corpus keeps its size and shape", "[honesty]") {
  // A lie that does not load would be "missed" for the wrong reason: every file must load.
  CHECK_FALSE(lies().input_error);
  CHECK_FALSE(honest().input_error);
  std::map<std::string, int> lie_files_per_family;
  int profiles = 0;
  for (const auto& file : lies().files) {
    const std::string text = read_file(file);
    INFO(short_name(file));
    CHECK(text.find("# lie: ") != std::string::npos);  // says what the lie is
    const auto markers = brief::test::parse_expect_markers(text);
    CHECK_FALSE(markers.empty());
    std::set<std::string> families;
    for (const auto& m : markers) {
      INFO("marker " << m.what);
      CHECK(m.line != 0);
      const bool known = brief::test::is_rule_code(m.what) ||
                         std::find(kFamilies.begin(), kFamilies.end(), m.what) != kFamilies.end();
      CHECK(known);
      families.insert(m.what);
    }
    for (const auto& f : families) ++lie_files_per_family[f];
    if (fs::path(file).parent_path().filename() != "hardware") ++profiles;
  }
  CHECK(profiles >= 60);
  for (const auto& family : kFamilies) {
    INFO("family " << family);
    CHECK(lie_files_per_family[family] >= 5);
    // A family no rule has (a typo) could never be caught: it must be a registered one.
    const auto& rules = brief::rule_registry();
    CHECK(std::any_of(rules.begin(), rules.end(), [&](const auto& r) { return std::string_view(brief::name_of(r.family())) == family; }));
  }
  CHECK(honest().files.size() >= 25);

  std::map<std::string, int> per_kind;
  for (const auto& c : claim_table()) {
    INFO("claims.tsv line " << c.table_line << ": " << c.kind);
    CHECK((c.kind == "honest" || claim_codes().count(c.kind) == 1));
    ++per_kind[c.kind];
  }
  int total = 0;
  for (const auto& [kind, n] : per_kind) total += n;
  CHECK(total >= 150);
  CHECK(per_kind["honest"] >= 40);
  for (const auto& [kind, codes] : claim_codes()) {
    INFO("kind " << kind);
    CHECK(per_kind[kind] >= 15);
  }
  const auto templates = claim_templates();
  CHECK(templates.size() >= 6);
  for (const auto& t : templates) {
    INFO("template " << t.name);
    CHECK(t.sentence_line != 0);
    CHECK(t.text.find(kPlaceholder, t.text.find(kPlaceholder) + 1) == std::string::npos);  // one only
  }
}

// The lies and claim-table lines the checker does not catch yet, one per line ('#' comments).
// A ratchet, not a pass: a miss not listed fails, and a listed one that is now caught fails
// too, so the lists only shrink. The bar is both lists empty.
std::set<std::string> known_list(const char* rel) {
  std::set<std::string> out;
  std::istringstream in(read_file(source_path(rel)));
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') out.insert(line);
  return out;
}

TEST_CASE("each lie of the corpus fails lint at its line with its family", "[honesty][lies]") {
  REQUIRE_FALSE(lies().files.empty());
  const LieVerdicts v = judge_lies();
  std::cout << "honesty lies, per family (markers caught / total):\n";
  for (const auto& [family, counts] : v.per_family)
    std::cout << fmt::format("  {:<13} {:>3} / {:<3}\n", family, counts.first, counts.second);
  for (const auto& file : lies().files) {
    auto it = v.missed.find(file);
    if (it == v.missed.end()) continue;
    std::string want;
    for (const auto& m : it->second) want += fmt::format(" {}@{}", m.what, m.line);
    auto found = lies().findings.find(file);
    INFO(short_name(file) << " missed:" << want << "\n  found:"
                          << show(found == lies().findings.end() ? std::vector<Diagnostic>{} : found->second));
    CHECK((it->second.empty() || known_list("tests/honesty/known-misses.txt").count(short_name(file)) == 1));
  }
  for (const auto& name : known_list("tests/honesty/known-misses.txt")) {
    bool still_missed = false;
    for (const auto& [file, markers] : v.missed) still_missed |= short_name(file) == name && !markers.empty();
    INFO(name << " is listed in tests/honesty/known-misses.txt but is caught now: remove it from the list");
    CHECK(still_missed);
  }
}

TEST_CASE("each honest variant of the corpus lints clean", "[honesty][honest]") {
  REQUIRE_FALSE(honest().files.empty());
  CHECK_FALSE(honest().input_error);
  for (const auto& file : honest().files) {
    auto it = honest().findings.find(file);
    if (it == honest().findings.end()) continue;
    std::vector<Diagnostic> failing;
    std::copy_if(it->second.begin(), it->second.end(), std::back_inserter(failing), fails_lint);
    INFO(short_name(file) << " found:" << show(failing));
    CHECK(failing.empty());
  }
}

TEST_CASE("the claim table: precision and recall per kind, misjudged lines only those listed", "[honesty][claims]") {
  const auto claims = claim_table();
  const auto templates = claim_templates();
  REQUIRE_FALSE(claims.empty());
  REQUIRE_FALSE(templates.empty());
  brief::test::TempDir tmp("honesty");

  // A neutral sentence first: a template that reports a claim code by itself would make
  // every count below meaningless.
  std::vector<std::string> paths;
  for (const auto& t : templates) {
    const fs::path p = tmp.path / fmt::format("neutral-{}.yaml", t.name);
    std::ofstream(p) << filled(t, "The maintainer wrote this profile from the pinned README.");
    paths.push_back(p.string());
  }
  for (std::size_t i = 0; i < claims.size(); ++i) {
    const Template& t = templates[i % templates.size()];
    const fs::path p = tmp.path / fmt::format("claim-{:03}-{}.yaml", i, t.name);
    std::ofstream(p) << filled(t, claims[i].sentence);
    paths.push_back(p.string());
  }
  auto result = brief::lint_paths(paths, {});
  std::map<std::string, std::vector<Diagnostic>> by_file;
  for (auto& d : result.findings) by_file[d.file].push_back(std::move(d));

  for (std::size_t i = 0; i < templates.size(); ++i) {
    INFO("template " << templates[i].name << " with a neutral sentence:" << show(by_file[paths[i]]));
    CHECK(kinds_reported(by_file[paths[i]], templates[i].sentence_line).empty());
    CHECK(std::none_of(by_file[paths[i]].begin(), by_file[paths[i]].end(),
                       [](const Diagnostic& d) { return d.code.rfind("BY", 0) == 0 || d.code.rfind("BS", 0) == 0; }));
  }

  struct Counts {
    int tp = 0, fp = 0, fn = 0;
  };
  std::map<std::string, Counts> counts;
  std::vector<std::string> wrong;
  std::set<std::string> misjudged_lines;
  for (std::size_t i = 0; i < claims.size(); ++i) {
    const Template& t = templates[i % templates.size()];
    const auto& findings = by_file[paths[templates.size() + i]];
    const Claim& c = claims[i];
    std::set<std::string> got = kinds_reported(findings, t.sentence_line);
    if (got.empty()) got.insert("honest");
    for (const auto& kind : got) {
      if (kind == c.kind) ++counts[kind].tp;
      else if (!implied(kind, c.kind) && kind != c.also) ++counts[kind].fp;
    }
    const bool extra = std::any_of(got.begin(), got.end(), [&](const std::string& k) { return k != c.kind && !implied(k, c.kind) && k != c.also; });
    if (!got.count(c.kind)) ++counts[c.kind].fn;
    if (!got.count(c.kind) || extra) {
      std::string codes;
      for (const auto& d : findings)
        for (const auto& [kind, kind_codes] : claim_codes())
          if (kind_codes.count(d.code)) codes += fmt::format(" {}@{}", d.code, d.begin.line);
      misjudged_lines.insert(std::to_string(c.table_line));
      wrong.push_back(fmt::format("  claims.tsv:{} in {}:{}: labelled {}, found{}: {}", c.table_line, t.name,
                                  t.sentence_line, c.kind, codes.empty() ? " nothing" : codes, c.sentence));
    }
  }

  auto pct = [](int num, int den) { return den == 0 ? std::string("  n/a") : fmt::format("{:5.1f}", 100.0 * num / den); };
  std::cout << "honesty claim table (" << claims.size() << " sentences, " << templates.size() << " templates):\n"
            << fmt::format("  {:<14} {:>4} {:>4} {:>4} {:>9} {:>7}\n", "kind", "tp", "fp", "fn", "precision", "recall");
  std::vector<std::string> kinds{"honest"};
  for (const auto& [kind, codes] : claim_codes()) kinds.push_back(kind);
  for (const auto& kind : kinds) {
    const Counts& n = counts[kind];
    std::cout << fmt::format("  {:<14} {:>4} {:>4} {:>4} {:>9} {:>7}\n", kind, n.tp, n.fp, n.fn, pct(n.tp, n.tp + n.fp),
                             pct(n.tp, n.tp + n.fn));
  }
  if (!wrong.empty()) std::cout << "misjudged sentences (" << wrong.size() << "):\n";
  for (const auto& w : wrong) std::cout << w << "\n";
  const auto known = known_list("tests/honesty/known-misjudged.txt");
  for (const auto& line : misjudged_lines) {
    INFO("claims.tsv:" << line << " is misjudged and not listed in tests/honesty/known-misjudged.txt");
    CHECK(known.count(line) == 1);
  }
  for (const auto& line : known) {
    INFO("claims.tsv:" << line << " is judged right now: remove it from tests/honesty/known-misjudged.txt");
    CHECK(misjudged_lines.count(line) == 1);
  }
}

TEST_CASE("honesty corpus summary", "[honesty][summary]") {
  const LieVerdicts v = judge_lies();
  const int clean = honest_clean_count();
  std::cout << fmt::format("honesty corpus: lies caught {}/{}, honest clean {}/{}\n", v.files_caught, v.files, clean,
                           honest().files.size());
  CHECK(v.files_caught + static_cast<int>(known_list("tests/honesty/known-misses.txt").size()) == v.files);
  CHECK(clean == static_cast<int>(honest().files.size()));
}
