#include "derive/approximate_typed.h"

#include <fmt/format.h>

#include <cmath>
#include <string>
#include <vector>

#include "derive/prose.h"
#include "derive/sentence.h"
#include "derive/typed_counts.h"
#include "derive/written_precision.h"
#include "model/text.h"  // trim

namespace brief::derivation {

namespace {

struct ApproximateFigure {
  double nominal = 0;   // the figure as written, in bytes: "about 165 GB" -> 165e9
  std::string quoted;   // "about 165 GB" (disk plan), or the sentence that writes it
};

double middle(const ByteSpan& span) { return (span.low + span.high) / 2; }

}  // namespace

Contradictions approximate_figures_typed_exact(const Profile& profile) {
  Contradictions out;
  const std::vector<TypedCount> counts = typed_byte_counts(profile, nullptr);
  std::vector<ApproximateFigure> approximate;
  for (const TypedCount& c : counts)
    if (c.field->value.approximate())
      approximate.push_back({middle(span_of(c.field->value)),
                             fmt::format("{} ({})", c.name, c.field->value.as_written().empty()
                                                                ? format_bytes(c.field->value)
                                                                : c.field->value.as_written())});
  for (const Text* text : prose_fields(profile)) {
    if (!text->present || text->value.empty()) continue;
    for (const std::string& sentence : sentences(text->value)) {
      const auto analysis = analysed(sentence);
      for (const ByteFigure& f : analysis->figures)
        if (f.approximate) approximate.push_back({middle(span_of(f)), fmt::format("\"{}\"", trim(sentence))});
    }
  }
  if (approximate.empty()) return out;
  for (const TypedCount& c : counts) {
    const Bytes& value = c.field->value;
    if (value.approximate() || !value.as_written().empty()) continue;
    const double exact = static_cast<double>(value.value());
    for (const ApproximateFigure& a : approximate) {
      if (a.nominal <= 0 || std::fabs(exact - a.nominal) >= 0.5) continue;
      out.push_back({c.field->loc,
                     fmt::format("{} is exactly {} bytes, the approximate figure of {} typed as an exact count",
                                 c.name, value.value(), a.quoted),
                     "a rounded figure is not a byte count: write it as the source does (\"about 165 GB\"), or "
                     "unknown until the files are counted",
                     {}});
      break;
    }
  }
  return out;
}

}  // namespace brief::derivation
