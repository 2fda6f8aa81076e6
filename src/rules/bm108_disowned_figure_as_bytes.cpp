// BM108 disowned-figure-as-bytes: a figure the profile calls "not a <thing>" used as that row's bytes.
#include <fmt/format.h>

#include "derive/prose.h"
#include "rules/rule.h"

namespace brief::rules {
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
        "\"is not\", \"rather than\") and the row's known bytes equal to that figure is an error.",
    .bad = "    resident: 12.9 GiB\n    notes:\n      - 12.9 GiB is observed free memory, not a KV size.",
    .good = "    resident: unknown\n    notes:\n      - 12.9 GiB is observed free memory, not a KV size.",
    .suppressible = false,
};

bool disowns(std::string_view lowered) {
  return has_word(lowered, "not") || lowered.find("n't") != std::string_view::npos ||
         lowered.find("rather than") != std::string_view::npos || lowered.find("instead of") != std::string_view::npos;
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
          if (!disowns(lower(s))) continue;
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

Rule bm108_disowned_figure_as_bytes() { return {&kInfo, check}; }

}  // namespace brief::rules
