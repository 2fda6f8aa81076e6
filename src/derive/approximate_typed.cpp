#include "derive/approximate_typed.h"

#include <fmt/format.h>

#include <algorithm>
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

constexpr const char* kRoundedIsNoCount =
    "a rounded figure is not a byte count: write it as the source does (\"about 165 GB\"), or unknown until the "
    "files are counted";

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
  // "The checkpoint file is one hundred sixty-five billion bytes on the nose": a sentence that
  // writes the same figure as a count of bytes ("bytes", not a decimal unit), or calls it exact,
  // asserts the count the source only rounded. A sentence that also writes the rounded figure
  // sets the two side by side (a conversion), and a denied or supposed count asserts nothing.
  static const LexiconWords& exact_words = lexicon_words("exact-word");
  for (const Text* text : prose_fields(profile)) {
    if (!text->present || text->value.empty()) continue;
    bool reported = false;
    for (const std::string& sentence : sentences(text->value)) {
      const auto a = analysed(sentence);
      if (reported || std::any_of(a->figures.begin(), a->figures.end(), [](const ByteFigure& f) { return f.approximate; }))
        continue;
      // Each byte count the sentence writes: a count in bytes ("165 billion bytes", the words'
      // own reading), or a figure in a unit ("165 GB") with a word that calls it exact.
      struct Written {
        double bytes;
        std::size_t token;
        bool exact;
      };
      std::vector<Written> written;
      for (const Quantity& q : a->quantities)
        if (q.unit == QuantityUnit::bytes && !q.approximate && (q.unit_word == "bytes" || q.unit_word == "byte"))
          written.push_back({q.value, q.first, true});
      for (const ByteFigure& f : a->figures) {
        written.push_back({middle(span_of(f)), token_at_offset(*a, f.offset), false});
      }
      const auto exact_word_near = [&](std::size_t at) {
        for (std::size_t k = at > 2 ? at - 2 : 0; k < a->tokens.size() && k <= at + 4; ++k)
          if (exact_words.contains(a->tokens[k].text) ||
              (k + 2 < a->tokens.size() &&
               exact_words.contains(a->tokens[k].text + " " + a->tokens[k + 1].text + " " + a->tokens[k + 2].text)))
            return true;
        return false;
      };
      for (const Written& w : written) {
        if (w.bytes < 1e6 || !a->asserted(w.token, w.token) || a->negated[w.token] || !(w.exact || exact_word_near(w.token)))
          continue;
        const auto same = std::find_if(approximate.begin(), approximate.end(), [&](const ApproximateFigure& f) {
          return f.nominal > 0 && std::fabs(w.bytes - f.nominal) < 0.5;
        });
        if (same == approximate.end()) continue;
        out.push_back({text->loc,
                       fmt::format("\"{}\" gives an exact count of {:.0f} bytes, the approximate figure of {}", trim(sentence),
                                   w.bytes, same->quoted),
                       kRoundedIsNoCount,
                       {}});
        reported = true;
        break;
      }
    }
  }
  for (const TypedCount& c : counts) {
    const Bytes& value = c.field->value;
    if (value.approximate() || !value.as_written().empty()) continue;
    const double exact = static_cast<double>(value.value());
    for (const ApproximateFigure& a : approximate) {
      if (a.nominal <= 0 || std::fabs(exact - a.nominal) >= 0.5) continue;
      out.push_back({c.field->loc,
                     fmt::format("{} is exactly {} bytes, the approximate figure of {} typed as an exact count",
                                 c.name, value.value(), a.quoted),
                     kRoundedIsNoCount,
                     {}});
      break;
    }
  }
  return out;
}

}  // namespace brief::derivation
