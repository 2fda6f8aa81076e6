// BL201 unknown-spdx-id: an spdx value that is not an id of the SPDX license list.
#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "derive/prose.h"
#include "derive/reference_data.h"
#include "derive/spdx_expression.h"
#include "load/map_reader.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bl201 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BL201"},
    .name = "unknown-spdx-id",
    .severity = Severity::error,
    .summary = "an spdx value is not an id of the SPDX license list",
    .rationale =
        "An SPDX id is a promise that the license is the one the SPDX list names. A misspelt or "
        "invented id (\"Apache-2\", \"llama3\") cannot be looked up by a reader or a tool. Model "
        "licenses without an SPDX id (Llama, Gemma, OpenRAIL) belong in license_ref. The list "
        "brief checks against is data/spdx-licenses.json (the current SPDX License List, whose "
        "version every hint cites; scripts/update-spdx-list renews it); ids are matched exactly, "
        "LicenseRef- ids and WITH exceptions are accepted. The hint names the one id a misspelling stands for (the same letters and "
        "digits, a license's full name, or the single id within two edits), else none.",
    .bad = "    spdx: Apache-2",
    .good = "    spdx: Apache-2.0",
    .suppressible = false,
};

// The one SPDX id a misspelling stands for: the id that folds to the same letters and digits
// ("Apache 2.0", "apache_2.0"), the id of a license's full name ("Apache License 2.0"), or the
// single id within two edits. Empty when there is none or more than one: a guess between two
// licenses is no hint.
// The id an author most likely meant, and whether that is certain: the same letters and
// digits as one id ("apache 2.0"), or a license's full name, is certain; the one id within two
// edits ("Apache-2") is a guess, said in the hint but never offered as a fix.
struct SpdxMatch {
  std::string id;  // "" when no id is close
  bool certain = false;
};

SpdxMatch closest_spdx_id(std::string_view written) {
  const SpdxList& list = spdx_list();
  const std::string folded = folded_name(written);
  if (folded.empty()) return {};
  std::vector<std::string> same;
  for (const auto& [id, deprecated] : list.deprecated_by_id)
    if (!deprecated && folded_name(id) == folded) same.push_back(id);
  if (same.size() == 1) return {same.front(), true};
  if (!same.empty()) return {};
  if (auto it = list.id_by_name.find(folded); it != list.id_by_name.end()) return {it->second, true};
  std::string best;
  std::size_t best_distance = 3, ties = 0;
  for (const auto& [id, deprecated] : list.deprecated_by_id) {
    if (deprecated) continue;
    const std::size_t d = load::edit_distance(folded, folded_name(id));
    if (d < best_distance) best = id, best_distance = d, ties = 1;
    else if (d == best_distance) ++ties;
  }
  return {ties == 1 ? best : std::string(), false};
}

std::string unknown_id_hint(const SpdxMatch& match) {
  if (!match.id.empty()) return fmt::format("did you mean '{}'? (SPDX License List {})", match.id, spdx_list().version);
  return fmt::format("not in the SPDX License List {}; a model license without an SPDX id goes in license_ref",
                     spdx_list().version);
}

// Reports `written` (an unknown id) at [begin, end], with the certain match as its fix.
void report_unknown(Findings& out, Loc begin, Loc end, std::string_view written, bool fixable_span) {
  const SpdxMatch match = closest_spdx_id(written);
  std::string message = fmt::format("'{}' is not an SPDX license id", written);
  if (match.certain && fixable_span) out.add(begin, end, std::move(message), unknown_id_hint(match), Fix{begin, end, match.id});
  else out.add(begin, end, std::move(message), unknown_id_hint(match));
}

// An expression's operators ("MIT OR Apache-2", "(MIT"): then each word is an id of its own.
bool has_operator(std::string_view value) {
  if (value.find_first_of("()+") != std::string_view::npos) return true;
  std::size_t start = 0;
  while (start < value.size()) {
    const std::size_t end = std::min(value.find(' ', start), value.size());
    const std::string word = lower(value.substr(start, end - start));
    if (word == "and" || word == "or" || word == "with") return true;
    start = end + 1;
  }
  return false;
}

void check(const RuleContext& ctx, Findings& out) {
  const auto& list = spdx_list().deprecated_by_id;
  for (const auto& l : ctx.profile.licenses) {
    if (!l.spdx.present || l.spdx.value.empty()) continue;
    const std::vector<std::string> ids = spdx_ids_of(l.spdx.value);
    std::vector<std::string> unknown;
    for (const auto& id : ids)
      if (!list.count(id)) unknown.push_back(id);
    if (unknown.empty()) {
      // Every id known, the whole still no expression: "(MIT", "MIT+", "Apache-2.0 WITH
      // Commons-Clause" would reach a BOM as SPDX. Reported once, after the ids.
      if (const std::string why = spdx_expression_problem(l.spdx.value); !why.empty())
        out.add(l.spdx, fmt::format("'{}' is not a valid SPDX expression: {}", l.spdx.value, why),
                "write one SPDX id or an expression of ids joined by AND, OR and WITH an SPDX exception; "
                "a license with extra terms (Commons Clause) goes in license_ref");
      continue;
    }
    // Words with no operator between them ("Apache 2.0") are one id written with spaces: one
    // finding for the value, not one per word.
    if (ids.size() > 1 && !has_operator(l.spdx.value)) {
      if (const auto whole = value_span(l.spdx)) report_unknown(out, whole->begin, whole->end, l.spdx.value, true);
      else report_unknown(out, l.spdx.loc, end_of(l.spdx), l.spdx.value, false);
      continue;
    }
    // Each id at its own columns, so the findings sort in the order they are written.
    const auto span = value_span(l.spdx);
    std::size_t from = 0;
    for (const auto& id : unknown) {
      const std::size_t at = l.spdx.value.find(id, from);
      if (span && at != std::string::npos) {
        const uint32_t col = span->begin.col + static_cast<uint32_t>(at);
        report_unknown(out, Loc{span->begin.line, col}, Loc{span->begin.line, col + static_cast<uint32_t>(id.size()) - 1},
                       id, true);
        from = at + id.size();
      } else {
        report_unknown(out, l.spdx.loc, end_of(l.spdx), id, false);
      }
    }
  }
}

}  // namespace
}  // namespace bl201

Rule bl201_unknown_spdx_id() { return {&bl201::kInfo, bl201::check}; }

}  // namespace brief::rules
