// BM108 disowned-figure-as-bytes: a figure the profile calls "not a <thing>" used as that row's bytes.
#include <fmt/format.h>

#include <algorithm>

#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
namespace bm108 {
using namespace brief::derivation;  // the derived facts rules read (derive/)
namespace {

constexpr RuleInfo kInfo{
    .code = Code{"BM108"},
    .name = "disowned-figure-as-bytes",
    .severity = Severity::error,
    .summary = "a byte figure the profile says is not this row's size is used as its bytes",
    .rationale =
        "\"12.9 GiB is observed free memory, not a KV size\" tells the reader what the figure is "
        "not. Writing the same figure into that row's resident, file or per-rank bytes turns an "
        "observation into a size the source never published. The check reads each row's own "
        "prose (placement, evidence, gap, notes): a sentence that disowns a figure (\"not a\", "
        "\"is not\", \"rather than\") and the row's known bytes equal to that figure is an error, "
        "and so is a known file size beside the row's own words that its file bytes were not "
        "printed (\"Exact file bytes were not printed.\"). A figure the row's own text calls a guess "
        "(\"8 GiB is the engine's default\", \"a rough estimate\", \"what nvidia-smi printed\") is not a "
        "published size either: it is an error as that row's bytes, and so is any known byte count "
        "beside a gap that says the bytes are only estimated.",
    .bad = "    resident: 12.9 GiB\n    notes:\n      - 12.9 GiB is observed free memory, not a KV size.",
    .good = "    resident: unknown\n    notes:\n      - 12.9 GiB is observed free memory, not a KV size.",
    .suppressible = false,
};

// A sentence of the row's own that says its bytes are not known ("Exact file bytes were not
// printed."), with no figure of its own.
bool says_bytes_unknown(std::string_view lowered) {
  if (!has_word(lowered, "bytes") && !has_word(lowered, "byte")) return false;
  if (!byte_figures(lowered).empty()) return false;
  for (std::string_view w : {"unknown", "unpublished", "not printed", "not published", "not given", "not stated",
                             "were not", "was not", "never published", "not measured"})
    if (lowered.find(w) != std::string_view::npos) return true;
  return false;
}
// Only a sentence about file bytes is read this way: a profile that fills in measured
// resident bytes often keeps the source's "bytes unknown" wording beside them, but a file
// size is not measured at run time, so one the source did not print was not printed.
bool speaks_of(std::string_view lowered, const Component& row, const Located<Bytes>* field) {
  return field == &row.file_size && has_word(lowered, "file");
}

bool disowns(std::string_view lowered) {
  return has_word(lowered, "not") || lowered.find("n't") != std::string_view::npos ||
         lowered.find("rather than") != std::string_view::npos || lowered.find("instead of") != std::string_view::npos;
}

// The sentence's reading in derive calls a figure a guess (lexicon class guess).
bool called_a_guess(const Brief& brief, const Text* text, std::string_view sentence) {
  const std::size_t from = sentence.find_first_not_of(' ');
  if (from == std::string_view::npos) return false;
  const std::string_view trimmed = sentence.substr(from);
  return std::any_of(brief.readings.begin(), brief.readings.end(), [&](const SentenceReading& r) {
    return r.text == text && r.calls_a_guess && r.sentence == trimmed;
  });
}

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& row : ctx.profile.components) {
    std::vector<const Text*> texts{&row.placement, &row.evidence, &row.gap};
    for (const auto& n : row.notes) texts.push_back(&n);
    for (const Located<Bytes>* field : {&row.resident, &row.file_size, &row.per_rank}) {
      if (!field->value.is_known()) continue;
      bool reported = false;
      for (const Text* t : texts) {
        for (const auto& s : sentences(t->value)) {
          const std::string low = lower(s);
          if (says_bytes_unknown(low) && speaks_of(low, row, field)) {
            out.add(field->loc, fmt::format("row '{}' gives a known file size, but its own text says the file bytes are unknown: \"{}\"",
                                            row.id.value, s),
                    "the source did not publish these bytes: write unknown, or cite the measurement and drop the gap");
            reported = true;
            break;
          }
          // "4 GiB is the engine's default", "a rough estimate puts KV near 40 GB": the figure
          // is a guess, not the row's size; a gap that calls the bytes estimated disowns any.
          if (called_a_guess(ctx.brief, t, s)) {
            const auto figures = byte_figures(s);
            const ByteFigure* named = nullptr;
            for (const auto& f : figures)
              if (figure_matches(f, field->value.value(), true)) named = &f;
            if (named != nullptr || (figures.empty() && t == &row.gap)) {
              out.add(field->loc,
                      named != nullptr
                          ? fmt::format("row '{}' uses {} as its bytes, but its own text calls that figure a guess: \"{}\"",
                                        row.id.value, named->text, s)
                          : fmt::format("row '{}' gives known bytes, but its own gap says they are only a guess: \"{}\"",
                                        row.id.value, s),
                      "an estimate, a default or a tool's reading is not a published size: write unknown, or cite "
                      "the measurement and drop the guess");
              reported = true;
              break;
            }
          }
          if (!disowns(low)) continue;
          for (const auto& f : byte_figures(s)) {
            if (!figure_matches(f, field->value.value(), true)) continue;
            out.add(field->loc, fmt::format("row '{}' uses {} as its bytes, but its own text says: \"{}\"", row.id.value,
                                            f.text, s),
                    "a figure the source says is not this size is not this size: write unknown");
            reported = true;
            break;
          }
          if (reported) break;
        }
        if (reported) break;
      }
    }
  }
}

}  // namespace
}  // namespace bm108

Rule bm108_disowned_figure_as_bytes() { return {&bm108::kInfo, bm108::check}; }

}  // namespace brief::rules
