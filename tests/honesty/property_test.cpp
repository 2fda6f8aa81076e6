// lint and render agree by construction, checked as properties over every fixture and over
// generated variants of them:
//  1. whenever a stated claim (claims.*, provenance.reproduced, a claim sentence in prose) is
//     contradicted by a derived verdict, lint reports an error at that claim;
//  2. brief's own derived sentences, for every profile, pass brief's own claim checker.
// The judge in both is the rule engine itself (check_profile over the derived Brief): the
// test asks where its errors land, not what it would have said by another route.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>

#include "brief/brief.h"
#include "brief/load.h"
#include "brief/rules.h"
#include "derive/derived_text.h"
#include "derive/prose.h"
#include "support/fixture_diff.h"
#include "support/sanitizer.h"
#include "test_paths.h"

namespace fs = std::filesystem;
using namespace brief;
using brief::test::fixture_bytes;
using brief::test::read_file;
using brief::test::source_path;

namespace {

// The codes of the claim checker's rules: an error of one of these at a text is that text's
// claim judged false.
const std::set<std::string> kClaimCodes{"BM101", "BM102", "BM103", "BM106", "BL208",
                                        "BO401", "BO402", "BO405", "BV801"};

struct Case {
  std::string path;
  std::string text;  // the file's bytes: cases with the same bytes are one profile
  Profile profile;
  const Hardware* hardware = nullptr;
};

std::map<std::string, Hardware>& hardware_entries() {
  static std::map<std::string, Hardware> entries = [] {
    std::map<std::string, Hardware> out;
    for (const char* dir : {"profiles/hardware", "tests/fixtures/memory/hardware", "tests/honesty/honest/hardware",
                            "tests/diff/fixtures/hardware"}) {
      if (!fs::is_directory(source_path(dir))) continue;
      for (const auto& e : fs::directory_iterator(source_path(dir))) {
        if (e.path().extension() != ".yaml") continue;
        try {
          Hardware h = load_hardware(read_file(e.path().string()), e.path().string());
          out.emplace(h.id.value, std::move(h));
        } catch (const InputError&) {
        }
      }
    }
    return out;
  }();
  return entries;
}

// Every profile fixture that loads: the shipped profile, the honesty base and honest
// variants, the rules' base and good fixtures (full copies or edits of the base), the memory
// fixtures.
std::vector<Case> cases() {
  std::vector<std::string> paths{source_path("profiles/glm53-limechain-c8.yaml"), source_path("tests/honesty/base.yaml"),
                                 source_path("tests/rules/base.yaml")};
  for (const char* dir : {"tests/honesty/honest", "tests/fixtures/memory"})
    for (const auto& e : fs::directory_iterator(source_path(dir)))
      if (e.path().extension() == ".yaml" || e.path().extension() == ".diff") paths.push_back(e.path().string());
  for (const auto& e : fs::directory_iterator(source_path("tests/rules")))
    for (const char* good : {"good.yaml", "good.diff"})  // a full copy, or its edit of the base
      if (fs::is_regular_file(e.path() / good)) paths.push_back((e.path() / good).string());
  std::sort(paths.begin(), paths.end());
  std::vector<Case> out;
  for (const auto& p : paths) {
    try {
      std::string text = fixture_bytes(p);
      Case c{p, text, load_profile(text, p)};
      auto it = hardware_entries().find(c.profile.hardware.id.value);
      c.hardware = it == hardware_entries().end() ? nullptr : &it->second;
      out.push_back(std::move(c));
    } catch (const InputError&) {
      // A hardware entry or a fixture of a loader rule: not a profile this test reads.
    }
  }
  return out;
}

CatalogSummary summary_for(const Profile& p) {
  CatalogSummary s;
  s.profile_ids = {p.id.value};
  for (const auto& [id, h] : hardware_entries()) s.hardware_ids.insert(id);
  return s;
}

std::vector<Diagnostic> errors_of(const Profile& p, const Hardware* hw) {
  std::vector<Diagnostic> out;
  for (auto& d : check_profile(derive(p, hw), summary_for(p)))
    if (d.severity == Severity::error) out.push_back(std::move(d));
  return out;
}

bool error_at(const std::vector<Diagnostic>& errors, Loc at, const std::set<std::string>& codes) {
  for (const auto& d : errors)
    if (d.begin.line == at.line && (codes.empty() || codes.count(d.code))) return true;
  return false;
}

constexpr uint32_t kProbeLine = 900000;  // where probe k is placed (line kProbeLine + k): no file has it

Text probe(const std::string& sentence, uint32_t line) {
  Text t;
  t.value = sentence;
  t.present = true;
  t.loc = {line, 1};
  return t;
}

// One of brief's own sentences, and where it is written into the profile: in validation, or
// in one license's notes when it speaks of that license.
struct Probe {
  std::string sentence;
  std::optional<std::size_t> license;
};

// The claim errors each probe gets when all of them are written into the profile together
// (probe k at line kProbeLine + k), keyed by the probe's index.
std::map<std::size_t, std::vector<std::string>> claim_errors(Profile p, const Hardware* hw,
                                                             const std::vector<Probe>& probes) {
  for (std::size_t k = 0; k < probes.size(); ++k) {
    Text t = probe(probes[k].sentence, kProbeLine + static_cast<uint32_t>(k));
    if (probes[k].license) p.licenses[*probes[k].license].notes.push_back(std::move(t));
    else p.validation.push_back(std::move(t));
  }
  std::map<std::size_t, std::vector<std::string>> out;
  for (const auto& d : errors_of(p, hw))
    if (d.begin.line >= kProbeLine && d.begin.line < kProbeLine + probes.size() && kClaimCodes.count(d.code))
      out[d.begin.line - kProbeLine].push_back(d.code);
  return out;
}

std::string describe(const Case& c, const Brief& b, const Probe& probe) {
  if (!probe.license) return fmt::format("{}: derived sentence \"{}\"", c.path, probe.sentence);
  return fmt::format("{}: license '{}' sentence \"{}\"", c.path, b.licenses[*probe.license].license->subject.value,
                     probe.sentence);
}

}  // namespace

TEST_CASE("brief's own derived sentences pass brief's own claim checker", "[honesty][property][derived][slow]") {
  const auto all = cases();
  REQUIRE(all.size() >= 20);
  // Many rule fixtures are byte-identical good profiles: each distinct profile is analysed
  // once (its path does not enter the claim checker's judgement).
  std::set<std::string> analysed;
  // Each check derives and lints a whole profile, so checking every sentence alone took 24,000
  // whole-profile checks (72 s in Release, the suite's longest test). All of a profile's
  // sentences are written into it together instead (a brief prints them together too), one
  // check a profile; a sentence that gets a claim error there is checked again alone, and it
  // fails only if the error is its own. So that a sentence whose error its neighbours would
  // hide is still found, every kAloneStride-th sentence is also checked alone (every one of
  // them once across the profiles, by an offset that moves with each profile).
  const std::size_t alone_stride = brief::test::kUnderAddressSanitizer ? 48 : 8;
  std::size_t checked = 0, alone = 0, profiles = 0;
  for (const auto& c : all) {
    if (!analysed.insert(c.text).second) continue;
    ++profiles;
    const Brief b = derive(c.profile, c.hardware);
    std::vector<Probe> probes;
    std::set<std::string> seen;
    for (const auto& s : derivation::derived_sentences(b))
      if (seen.insert(s).second) probes.push_back({s, std::nullopt});
    for (std::size_t i = 0; i < b.licenses.size(); ++i)
      for (const auto& s : derivation::license_sentences(b.licenses[i]))
        if (seen.insert(std::to_string(i) + "\n" + s).second) probes.push_back({s, i});  // one license's sentence, once
    const auto together = claim_errors(c.profile, c.hardware, probes);
    for (std::size_t k = 0; k < probes.size(); ++k) {
      ++checked;
      const bool sampled = k % alone_stride == profiles % alone_stride;
      if (!together.count(k) && !sampled) continue;
      ++alone;
      INFO(describe(c, b, probes[k]));
      CHECK(claim_errors(c.profile, c.hardware, {probes[k]}).empty());
    }
  }
  INFO(checked << " derived sentences of " << profiles << " profiles checked together, " << alone << " alone");
  CHECK(checked >= 500);
  CHECK(alone * alone_stride >= checked / 2);
}

namespace {

// A stated claim and whether the derived verdict contradicts it.
struct StatedClaim {
  const char* what;
  const Located<bool>* claim;
  bool contradicted;
};

std::vector<StatedClaim> stated_claims(const Profile& p, const Brief& b) {
  return {
      {"claims.memory_fit", &p.claims.memory_fit, b.memory.kind != VerdictKind::fits},
      {"claims.commercial_recommendation", &p.claims.commercial_recommendation, !b.commercial.possible},
      {"provenance.reproduced", &p.provenance.reproduced, b.runs.reproduction == nullptr},
      {"claims.deployment_done", &p.claims.deployment_done, b.runs.deployment == nullptr},
      {"claims.runtime_claimed", &p.claims.runtime_claimed, b.runs.runtime_measurement == nullptr},
  };
}

// Claim sentences whose truth the derived facts decide on their own (no byte figure needed).
struct ClaimSentence {
  const char* text;
  bool (*contradicted)(const Brief&);
};
bool no_fit(const Brief& b) { return b.memory.kind != VerdictKind::fits; }
bool no_commercial(const Brief& b) { return !b.commercial.possible; }
bool no_run(const Brief& b) {
  return b.runs.reproduction == nullptr && b.runs.deployment == nullptr && b.runs.runtime_measurement == nullptr;
}
bool cross_precision(const Brief& b) {
  for (const auto& o : b.observations)
    if (o.quantizations_differ) return true;
  return false;
}
const ClaimSentence kSentences[] = {
    {"Everything fits comfortably in each node's pool.", no_fit},
    {"The deployment has plenty of headroom.", no_fit},
    {"There is room to spare for all slots.", no_fit},
    {"The whole stack is fine for commercial use.", no_commercial},
    {"Commercial deployment is permitted.", no_commercial},
    {"This catalog reproduced the bake-off on its own pair.", no_run},
    {"We verified every number here.", no_run},
    {"The subject arm is the fastest engine of the bake-off.", cross_precision},
    {"TensorFold beats both vLLM arms.", cross_precision},
};

}  // namespace

TEST_CASE("a stated claim the derived verdict contradicts is a lint error at that claim", "[honesty][property][slow]") {
  const auto base = cases();
  std::mt19937 rng(20261201);  // fixed: the same variants every run
  std::size_t variants = 0, contradictions = 0;
  // Under AddressSanitizer (for memory errors) the first 2 of the 6 rounds: the same variants
  // the Release build checks first, a third of this test's 74 s there; Release runs all 6.
  const int rounds = brief::test::kUnderAddressSanitizer ? 2 : 6;
  for (int round = 0; round < rounds; ++round) {
    for (const auto& c : base) {
      Profile p = c.profile;
      // Flip stated claims, license facts and run records at random.
      for (Located<bool>* flag : {&p.claims.memory_fit, &p.claims.commercial_recommendation, &p.provenance.reproduced,
                                  &p.claims.deployment_done, &p.claims.runtime_claimed})
        if (rng() % 3 == 0 && flag->present) flag->value = !flag->value;
      for (auto& l : p.licenses) {
        if (rng() % 4 == 0) l.commercial.value = static_cast<CommercialUse>(rng() % 3);
        if (rng() % 4 == 0) {
          const unsigned t = rng() % 3;
          l.text_read.present = t != 2;
          l.text_read.value = t == 0;
        }
      }
      if (rng() % 5 == 0) p.catalog_runs.clear();
      // A claim sentence in a random prose field.
      const ClaimSentence& sentence = kSentences[rng() % std::size(kSentences)];
      auto fields = derivation::prose_fields(p);
      const Text* field = fields.empty() ? nullptr : fields[rng() % fields.size()];
      if (field) const_cast<Text*>(field)->value = sentence.text;

      const Brief b = derive(p, c.hardware);
      const auto errors = errors_of(p, c.hardware);
      ++variants;
      for (const auto& s : stated_claims(p, b)) {
        if (!s.claim->present || !s.claim->value || !s.contradicted) continue;
        ++contradictions;
        INFO(c.path << " variant " << round << ": " << s.what << " is true but the derived verdict contradicts it");
        CHECK(error_at(errors, s.claim->loc, {}));
      }
      if (field && sentence.contradicted(b)) {
        ++contradictions;
        INFO(c.path << " variant " << round << ": \"" << sentence.text << "\" at line " << field->loc.line);
        CHECK(error_at(errors, field->loc, kClaimCodes));
      }
      // Lint clean means the rendered brief states nothing a verdict contradicts.
      if (errors.empty())
        for (const auto& s : stated_claims(p, b)) CHECK_FALSE((s.claim->present && s.claim->value && s.contradicted));
    }
  }
  INFO(variants << " variants, " << contradictions << " contradicted claims");
  CHECK(variants * 6 >= 150 * static_cast<std::size_t>(rounds));
  CHECK(contradictions * 6 >= 100 * static_cast<std::size_t>(rounds));
}
