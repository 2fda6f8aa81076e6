// BM108 disowned-figure-as-bytes: a figure the profile calls "not a <thing>" used as that row's bytes.
#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "derive/prose.h"
#include "derive/rows.h"
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
        "and so is a known byte count beside the row's own words that those bytes are not known "
        "(\"KV bytes were not published\", \"Exact file bytes were not printed.\" for a file size, "
        "\"Per-rank bytes were not published\" for per-rank bytes), unless the row's own text gives "
        "that figure at that precision. A figure the row's own text calls a guess "
        "(\"8 GiB is the engine's default\", \"a rough estimate\", \"what nvidia-smi printed\") is not a "
        "published size either: it is an error as that row's bytes, and so is any known byte count "
        "beside a gap that says the bytes are only estimated.",
    .bad = "    resident: 12.9 GiB\n    notes:\n      - 12.9 GiB is observed free memory, not a KV size.",
    .good = "    resident: unknown\n    notes:\n      - 12.9 GiB is observed free memory, not a KV size.",
    .suppressible = false,
};

// The readings of the row's own prose (derive/rows.h, row_texts), in that order.
std::vector<const SentenceReading*> row_readings(const Brief& brief, const Component& row) {
  std::vector<const SentenceReading*> out;
  for (const Text* t : row_texts(row))
    for (const SentenceReading& r : brief.readings)
      if (r.text == t) out.push_back(&r);
  return out;
}

const ByteFigure* figure_of(const std::vector<ByteFigure>& figures, __int128 bytes) {
  for (const auto& f : figures)
    if (figure_matches(f, bytes, true)) return &f;
  return nullptr;
}

void check(const RuleContext& ctx, Findings& out) {
  for (const auto& row : ctx.profile.components) {
    const auto readings = row_readings(ctx.brief, row);
    for (const Located<Bytes>* field : {&row.resident, &row.file_size, &row.per_rank}) {
      if (!field->value.is_known()) continue;
      const __int128 bytes = field->value.value();
      for (const SentenceReading* r : readings) {
        // "4 GiB is the engine's default", "a rough estimate puts KV near 40 GB": the figure
        // is a guess, not the row's size; a gap that calls the bytes estimated disowns any.
        if (r->calls_a_guess) {
          const auto figures = byte_figures(r->sentence);
          const ByteFigure* named = figure_of(figures, bytes);
          if (named != nullptr || (figures.empty() && r->text == &row.gap)) {
            out.add(field->loc,
                    named != nullptr
                        ? fmt::format("row '{}' uses {} as its bytes, but its own text calls that figure a guess: \"{}\"",
                                      row.id.value, named->text, r->sentence)
                        : fmt::format("row '{}' gives known bytes, but its own gap says they are only a guess: \"{}\"",
                                      row.id.value, r->sentence),
                    "an estimate, a default or a tool's reading is not a published size: write unknown, or cite "
                    "the measurement and drop the guess");
            break;
          }
        }
        if (const ByteFigure* f = figure_of(r->disowned_figures, bytes)) {
          out.add(field->loc, fmt::format("row '{}' uses {} as its bytes, but its own text says: \"{}\"", row.id.value,
                                          f->text, r->sentence),
                  "a figure the source says is not this size is not this size: write unknown");
          break;
        }
        // "KV bytes were not published" beside a known resident figure: the row says it does
        // not know what it states. A sentence that names a field ("file bytes", "per-rank
        // bytes") speaks of that field only; a figure the row's own text gives (and does not
        // disown) is cited, not invented.
        const std::string_view name = field == &row.file_size ? "file_size" : field == &row.per_rank ? "per_rank" : "resident";
        const auto& of = r->size_unknown_of;
        const bool speaks_of_field = of.empty() || std::find(of.begin(), of.end(), name) != of.end();
        if (r->size_unknown && speaks_of_field && !row_cites_bytes(row, field->value)) {
          out.add(field->loc,
                  fmt::format("row '{}' gives known {} bytes, but its own text says they are not known: \"{}\"",
                              row.id.value, name == "file_size" ? "file" : name == "per_rank" ? "per-rank" : "resident",
                              r->sentence),
                  "the source did not publish these bytes: write unknown, or cite the measurement in the row and "
                  "drop the gap");
          break;
        }
      }
    }
  }
}

}  // namespace
}  // namespace bm108

Rule bm108_disowned_figure_as_bytes() { return {&bm108::kInfo, bm108::check}; }

}  // namespace brief::rules
