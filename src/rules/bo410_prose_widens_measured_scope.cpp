// BO410 prose-widens-measured-scope: prose says the measurements hold across builds, quantizations, concurrencies or prompts the observations do not cover.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "derive/claim_judgement.h"
#include "derive/observation_builds.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bo410 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

// The rule's doc page (docs/rules/BO410.md, `brief explain BO410`) is generated from this
// entry by `cmake --build build --target approve-golden`: write it for a reader.
constexpr RuleInfo kInfo{
    .code = Code{"BO410"},
    .name = "prose-widens-measured-scope",
    .severity = Severity::error,
    .summary = "prose says the measurements hold across builds, quantizations, concurrencies, prompts or node counts the observations do not cover",
    .rationale =
        "A bake-off measures some arms, on some builds, at some concurrencies and prompts; the "
        "observations record which. A sentence that says the numbers hold on any build, for every "
        "quantization, under all workloads, at every concurrency or at any node count, that every arm ran one quantization while the "
        "arms' quantizations differ, that every cell shares one build while the observations "
        "were measured on two, or that an observation's cells come from a build other than its "
        "own (in its notes, or anywhere that names the observation by its id or the words of its "
        "metric no other observation has: \"the prose and code cells were re-taken on 5624dfc\"), tells the reader the comparison is wider or cleaner than what was measured. The "
        "sentence's scope is read once in derive (a quantifier before a condition noun, a word "
        "of sameness, a build named) and compared here with the observations; a denied, "
        "supposed or reported scope is not read.",
    .bad = "bakeoff:\n  arms:\n    - {id: a, quantization: EXL3 4bpw}\n    - {id: b, quantization: NVFP4}\n  notes:\n"
           "    - All arms ran the same precision.",
    .good = "bakeoff:\n  arms:\n    - {id: a, quantization: EXL3 4bpw}\n    - {id: b, quantization: NVFP4}\n  notes:\n"
            "    - The arms ran different quantizations.",
    .suppressible = false,
};

std::string lowered(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Two spellings of one build: one hash a prefix of the other (a short hash of a revision).
bool same_build(const std::string& a, const std::string& b) {
  if (a.size() < 7 || b.size() < 7) return false;
  const std::string x = lowered(a), y = lowered(b);
  return x.starts_with(y) || y.starts_with(x);
}

// The builds an observation's cells were measured on: its own build, else its arms' builds.
std::vector<std::string> builds_of(const ObservationView& v) {
  if (!v.observation->build.value.empty()) return {v.observation->build.value};
  std::vector<std::string> out;
  for (const Arm* a : v.arms)
    if (!a->build.value.empty() && std::none_of(out.begin(), out.end(), [&](const std::string& b) { return same_build(b, a->build.value); }))
      out.push_back(a->build.value);
  return out;
}

// A hash the text names that is the kit's: a runtime pin's revision or a declared build.
bool kit_build(const Profile& p, const std::string& hash) {
  for (const auto& pin : p.pins)
    if (pin.role.value == PinRole::runtime && same_build(pin.revision.value.hash, hash)) return true;
  return std::any_of(p.builds.begin(), p.builds.end(), [&](const Build& b) { return same_build(b.id.value, hash); });
}

std::string listed(const std::vector<std::string>& values) {
  std::string out;
  for (std::size_t k = 0; k < values.size(); ++k)
    out += (k == 0 ? "" : k + 1 == values.size() ? " and " : ", ") + values[k];
  return out;
}

const ScopeNamed* scope(const SentenceReading& r, std::string_view condition) {
  for (const auto& s : r.scopes)
    if (s.condition == condition) return &s;
  return nullptr;
}

void check(const RuleContext& ctx, Findings& out) {
  const Profile& p = ctx.profile;
  if (ctx.brief.observations.empty()) return;
  std::vector<std::string> builds, quantizations, concurrencies, prompts;
  auto add = [](std::vector<std::string>& to, const std::string& v) {
    if (!v.empty() && std::find(to.begin(), to.end(), v) == to.end()) to.push_back(v);
  };
  bool quantizations_differ = false;
  for (const ObservationView& v : ctx.brief.observations) {
    for (const auto& b : builds_of(v))
      if (std::none_of(builds.begin(), builds.end(), [&](const std::string& x) { return same_build(x, b); })) builds.push_back(b);
    for (const Arm* a : v.arms) add(quantizations, a->quantization.value);
    quantizations_differ |= v.quantizations_differ;
    if (v.observation->concurrency.value.known()) add(concurrencies, std::to_string(*v.observation->concurrency.value.value));
    add(prompts, v.observation->prompt.value);
  }
  auto report = [&](const SentenceReading& r, const std::string& what, const std::string& hint) {
    out.add_reading(*r.text, r.sentence, fmt::format("{}: \"{}\"", what, r.sentence), hint);
  };
  const std::vector<BuildSaidOtherwise> said_otherwise = builds_said_otherwise(ctx.brief);
  for (const SentenceReading& r : ctx.brief.readings) {
    // Builds: "the figures hold on any build"; "every cell shares the subject arm's build"
    // while the cells span two builds; an observation's note naming a build it was not on.
    if (const ScopeNamed* s = scope(r, "build")) {
      std::vector<std::string> named;
      for (const auto& h : r.hashes_named)
        if (kit_build(p, h)) named.push_back(h);
      // "All cells were measured on the pinned kit": the runtime pin named by its role.
      if (r.names_runtime_pin)
        for (const Pin& pin : p.pins)
          if (pin.role.value == PinRole::runtime && pin.revision.value.state == Revision::State::pinned)
            named.push_back(pin.revision.value.hash);
      const bool one_named_for_all =
          !named.empty() && std::all_of(builds.begin(), builds.end(), [&](const std::string& b) { return same_build(b, named.front()); });
      if (s->across && !builds.empty()) {
        report(r, fmt::format("the text says the measurements hold on any build, but the cells were measured on {}", listed(builds)),
                "say which build each figure was measured on; other builds were not measured");
        continue;
      }
      // In an observation's own notes, "both cells" are that observation's cells.
      const ObservationView* own = observation_scope(ctx.brief, r.text);
      const bool own_one_build = own != nullptr && builds_of(*own).size() <= 1;
      if (s->over_cells && (s->same || !named.empty()) && builds.size() > 1 && !one_named_for_all && !own_one_build) {
        report(r, fmt::format("the text says every cell shares one build, but the observations were measured on {}", listed(builds)),
                "name each observation's build, as its build field does");
        continue;
      }
    }
    bool reported = false;
    for (const ObservationView& v : ctx.brief.observations) {
      const auto& notes = v.observation->notes;
      if (std::none_of(notes.begin(), notes.end(), [&](const Text& t) { return &t == r.text; })) continue;
      const auto own = builds_of(v);
      // Only a sentence about the cells or their build names where they were measured ("these
      // cells were taken on 80dba15"); one that also names the observation's own build compares
      // two builds ("on 80dba15, not the pinned 5624dfc").
      const bool of_cells = scope(r, "cells") != nullptr || scope(r, "build") != nullptr;
      const bool names_own = std::any_of(r.hashes_named.begin(), r.hashes_named.end(), [&](const std::string& h) {
        return std::any_of(own.begin(), own.end(), [&](const std::string& b) { return same_build(b, h); });
      });
      if (own.empty() || !of_cells || names_own) break;
      // "Both cells come from the pinned kit commit": the runtime pin named by its role.
      std::vector<std::string> named = r.hashes_named;
      if (r.names_runtime_pin)
        for (const Pin& pin : p.pins)
          if (pin.role.value == PinRole::runtime && pin.revision.value.state == Revision::State::pinned)
            named.push_back(pin.revision.value.hash.substr(0, 7));
      for (const auto& h : named) {
        if (!kit_build(p, h) || std::any_of(own.begin(), own.end(), [&](const std::string& b) { return same_build(b, h); })) continue;
        report(r, fmt::format("the text names build {} for observation '{}', which was measured on {}", h, v.observation->id.value, listed(own)),
               "an observation's build is its build field (else its arms'): make the note and the field agree");
        reported = true;
        break;
      }
      break;
    }
    if (reported) continue;
    // Anywhere, in so many words: "the prose and code cells were re-taken on 5624dfc" for an
    // observation measured on 80dba15 (derive/observation_builds.h).
    if (const auto said = std::find_if(said_otherwise.begin(), said_otherwise.end(),
                                       [&](const BuildSaidOtherwise& b) { return b.text == r.text && b.sentence == r.sentence; });
        said != said_otherwise.end()) {
      report(r, fmt::format("the text says observation '{}' was measured on {}, but it was measured on {}",
                            said->observation->id.value, said->named, said->stated),
             "an observation's build is its build field (else its arms'): make the text and the field agree");
      continue;
    }
    // Quantizations: "every arm ran EXL3 4bpw", "all three arms used the same precision".
    const ScopeNamed* noun = scope(r, "quantization");
    const ScopeNamed* name = scope(r, "quantization-name");
    // Only of the arms or cells: "the KV cache keeps the same precision as the weights" shares
    // a precision between two other things.
    const bool one_quantization = (noun != nullptr && noun->over_cells && noun->same) ||
                                  (name != nullptr && name->over_cells);
    if (one_quantization && quantizations_differ && quantizations.size() > 1) {
      report(r, fmt::format("the text says the arms share one quantization, but they ran {}", listed(quantizations)),
             "state each arm's quantization: a table across quantizations is not a same-precision comparison");
      continue;
    }
    // "The ordering holds for every quantization": the arms ran some quantizations, and the
    // others were not measured.
    if (noun != nullptr && noun->across) {
      report(r,
             fmt::format("the text says the measurements hold for every quantization, but the arms ran {} only",
                         quantizations.empty() ? "unstated quantizations" : listed(quantizations)),
             "say which quantization each figure was measured at; other quantizations were not measured");
      continue;
    }
    // Node counts: "these numbers carry over to any node count". The whole bake-off ran on the
    // hardware's node count (BO408 holds its prose to it); no other count was measured.
    if (const ScopeNamed* nodes = scope(r, "nodes"); nodes != nullptr && nodes->across) {
      const auto& n = p.hardware.nodes;
      report(r,
             fmt::format("the text says the measurements hold at any node count, but the bake-off ran on {}",
                         n.value > 0 ? fmt::format("{} node{}", n.value, n.value == 1 ? "" : "s") : "an unstated node count"),
             "say the figures were measured on this node count only; other node counts were not measured");
      continue;
    }
    // Concurrencies and prompts: "at every concurrency", "under all workloads".
    const ScopeNamed* conc = scope(r, "concurrency");
    const ScopeNamed* prompt = scope(r, "prompt");
    if (((conc != nullptr && conc->across) || (prompt != nullptr && prompt->across))) {
      report(r,
             fmt::format("the text says the measurements hold at every concurrency or prompt, but the observations cover "
                         "concurrency {} and prompts {} only",
                         concurrencies.empty() ? "unknown" : listed(concurrencies), prompts.empty() ? "unknown" : listed(prompts)),
             "say where the figures were measured; other concurrencies and prompts were not measured");
    }
  }
}

}  // namespace
}  // namespace bo410

Rule bo410_prose_widens_measured_scope() { return {&bo410::kInfo, bo410::check}; }

}  // namespace brief::rules
