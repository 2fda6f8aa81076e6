// BM108 disowned-figure-as-bytes: a figure the profile calls "not a <thing>" used as that row's bytes.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <vector>

#include "derive/other_recipes.h"
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
        "that figure at that precision (memory a run had left, free or available, is no size "
        "of the row and cites none). A figure the row's own text calls a guess "
        "(\"8 GiB is the engine's default\", \"a rough estimate\", \"what nvidia-smi printed\") is not a "
        "published size either: it is an error as that row's bytes, and so is any known byte count "
        "beside a gap that says the bytes are only estimated. In prose too: a sentence of the row "
        "that gives a figure as measured or published (\"the KV cache measured 12.9 GiB\") while "
        "another of its sentences disowns that figure is an error, unless it names the figure "
        "as what the row says it is (\"12.9 GiB of free memory was measured\"); so is one beside "
        "another sentence of the row that says its bytes are not known (\"KV bytes were not "
        "published\"), unless it gives free or observed memory. A figure the row's own "
        "text gives as another recipe's (\"a different sentence from the Mia recipe's 176 GB file\", "
        "a recipe the profile's do_not_blend names) is that recipe's size, not this row's: it is an "
        "error as the row's bytes and does not count as the row citing them. A figure the profile's "
        "text anywhere disowns as a size while calling it memory a run had left (\"12.9 GiB is "
        "observed free memory, not a KV size\" in the KV row's notes) is no row's bytes either. A "
        "row whose text says its bytes were not published and gives a figure in a source's voice "
        "(\"6 GiB of workspace, per the kit's launch settings\") says both that the source "
        "published it and that nobody did: an error at the sentence that gives it.",
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

bool same_figure(const ByteFigure& a, const ByteFigure& b) {
  return a.units == b.units && a.scale == b.scale && a.multiplier == b.multiplier;
}

// What a disowning sentence says the figure is, as its words before the denial ("observed",
// "free", "memory" of "12.9 GiB is observed free memory, not a KV size").
std::vector<std::string> what_it_is(const std::string& disowning) {
  std::vector<std::string> out;
  const std::string low = lower(disowning);
  std::string w;
  for (std::size_t i = 0; i <= low.size(); ++i) {
    const char c = i < low.size() ? low[i] : ' ';
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '.') {
      w += c;
      continue;
    }
    if (w == "not" || w == "rather" || w == "instead" || w == "never") break;
    if (w.size() > 3 && !std::isdigit(static_cast<unsigned char>(w.front()))) out.push_back(w);
    w.clear();
  }
  return out;
}

// A sentence anywhere in the profile that disowns the figure as a size while saying it is
// memory a run had left ("12.9 GiB is observed free memory, not a KV size"); nullptr if none.
const SentenceReading* left_over_disowning(const Brief& brief, __int128 bytes) {
  for (const SentenceReading& r : brief.readings)
    if (r.speaks_of_left_over && figure_of(r.disowned_figures, bytes) != nullptr) return &r;
  return nullptr;
}

// "12.9 GiB is observed free memory, not a KV size" and, in the same row, "the KV cache
// measured 12.9 GiB": the row's own prose gives as its size a figure it disowns. One finding
// per row, at the sentence that states it.
void check_disowned_then_stated(const Component& row, const std::vector<const SentenceReading*>& readings,
                                Findings& out) {
  for (const SentenceReading* stated : readings)
    for (const ByteFigure& f : stated->stated_figures)
      for (const SentenceReading* disowning : readings) {
        if (disowning == stated) continue;
        const auto& d = disowning->disowned_figures;
        if (std::none_of(d.begin(), d.end(), [&](const ByteFigure& x) { return same_figure(x, f); })) continue;
        // "12.9 GiB of free memory was measured" says what the row says it is: no conflict.
        const auto is = what_it_is(disowning->sentence);
        const std::string said = lower(stated->sentence);
        if (std::any_of(is.begin(), is.end(), [&](const std::string& w) { return has_word(said, w); })) continue;
        out.add_reading(*stated->text, stated->sentence,
                fmt::format("row '{}' gives {} as a size (\"{}\"), but its own text says: \"{}\"", row.id.value, f.text,
                            stated->sentence, disowning->sentence),
                "a figure the source says is not this size is not this size: drop the sentence, or say what was "
                "measured");
        return;
      }
}

// "KV bytes ... were not published" (the gap) and, in the same row, "KV cache measured at 12.9
// GiB on this kit": the row's own prose states as measured or published a size it says nobody
// published. A figure the sentence itself gives as free or observed memory is an observation,
// not the row's size. One finding per row, at the sentence that states it.
// A figure the row's text gives in a source's voice ("6 GiB of workspace, per the kit's launch
// settings") is given as published, the same contradiction, unless it is another recipe's.
void check_unknown_then_stated(const Component& row, const std::vector<const SentenceReading*>& readings,
                               const std::vector<std::string>& other_recipes, Findings& out) {
  const auto unknown = std::find_if(readings.begin(), readings.end(), [](const SentenceReading* r) {
    return r->size_unknown && r->stated_figures.empty() && r->sourced_figures.empty();
  });
  if (unknown == readings.end()) return;
  for (const SentenceReading* stated : readings) {
    const bool sourced = !stated->sourced_figures.empty() &&
                         other_recipe_figure(other_recipes, stated->sentence, stated->sourced_figures) == nullptr;
    if ((stated->stated_figures.empty() && !sourced) || stated->calls_a_guess || !stated->disowned_figures.empty()) continue;
    if (stated->speaks_of_left_over) continue;
    const ByteFigure& figure = stated->stated_figures.empty() ? stated->sourced_figures.front() : stated->stated_figures.front();
    out.add_reading(*stated->text, stated->sentence,
                    fmt::format("row '{}' gives {} as a measured or published size (\"{}\"), but its own text says the "
                                "bytes are not known: \"{}\"",
                                row.id.value, figure.text, stated->sentence, (*unknown)->sentence),
                    "a size the source did not publish is unknown: drop the figure, or cite where it was measured "
                    "and drop the gap");
    return;
  }
}

// "The kit's default of 4096 MiB applies; measured at 4 GiB per node": one sentence of the row
// calls its figure a default or an estimate and gives it as measured or published.
void check_guess_stated(const Component& row, const std::vector<const SentenceReading*>& readings, Findings& out) {
  for (const SentenceReading* r : readings) {
    if (!r->calls_a_guess || r->stated_figures.empty()) continue;
    out.add_reading(*r->text, r->sentence,
                    fmt::format("row '{}' gives {} as measured or published, but the same sentence calls the figure "
                                "a guess: \"{}\"",
                                row.id.value, r->stated_figures.front().text, r->sentence),
                    "a default, an estimate or a tool's reading is not a measured size: say which it is");
    return;
  }
}

void check(const RuleContext& ctx, Findings& out) {
  const auto other_recipes = other_recipe_names(ctx.profile);
  for (const auto& row : ctx.profile.components) {
    const auto readings = row_readings(ctx.brief, row);
    check_disowned_then_stated(row, readings, out);
    check_unknown_then_stated(row, readings, other_recipes, out);
    check_guess_stated(row, readings, out);
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
        // "That is a different sentence from the Mia recipe's 176 GB file": a figure the row's
        // own text gives as a recipe this profile says not to blend with is that recipe's size.
        if (const ByteFigure* f = other_recipe_figure(other_recipes, r->sentence, byte_figures(r->sentence));
            f != nullptr && figure_matches(*f, bytes, true)) {
          out.add(field->loc,
                  fmt::format("row '{}' uses {} as its bytes, but its own text gives that figure as another "
                              "recipe's: \"{}\"",
                              row.id.value, f->text, r->sentence),
                  "a figure of a recipe this profile says not to blend with is not this row's size: write unknown, "
                  "or cite this recipe's own figure");
          break;
        }
        if (const ByteFigure* f = figure_of(r->disowned_figures, bytes)) {
          out.add(field->loc, fmt::format("row '{}' uses {} as its bytes, but its own text says: \"{}\"", row.id.value,
                                          f->text, r->sentence),
                  "a figure the source says is not this size is not this size: write unknown");
          break;
        }
        // "12.9 GiB is observed free memory, not a KV size" in another row's notes: memory a run
        // had left is no row's size, whichever row's text says so.
        if (const SentenceReading* left = left_over_disowning(ctx.brief, bytes); left != nullptr && left->text != r->text) {
          const ByteFigure* f = figure_of(left->disowned_figures, bytes);
          out.add(field->loc, fmt::format("row '{}' uses {} as its bytes, but the profile's own text says it is memory "
                                          "left over, not a size: \"{}\"",
                                          row.id.value, f->text, left->sentence),
                  "memory a run had free is no row's size: write unknown");
          break;
        }
        // "KV bytes were not published" beside a known resident figure: the row says it does
        // not know what it states. A sentence that names a field ("file bytes", "per-rank
        // bytes") speaks of that field only; a figure the row's own text gives (and does not
        // disown) is cited, not invented.
        const std::string_view name = field == &row.file_size ? "file_size" : field == &row.per_rank ? "per_rank" : "resident";
        const auto& of = r->size_unknown_of;
        const bool speaks_of_field = of.empty() || std::find(of.begin(), of.end(), name) != of.end();
        if (r->size_unknown && speaks_of_field && !row_cites_bytes(row, field->value, other_recipes)) {
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
