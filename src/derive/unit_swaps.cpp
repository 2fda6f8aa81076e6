// A typed count's number written in the binary unit of the same rank: see unit_swaps.h.
#include "derive/unit_swaps.h"

#include <fmt/format.h>

#include <algorithm>

#include "derive/prose.h"
#include "derive/sentence.h"
#include "derive/typed_counts.h"
#include "derive/written_precision.h"
#include "model/text.h"  // trim

namespace brief::derivation {

namespace {

// 1024^k -> 1000^k: the decimal unit of the same rank, or 0 for a unit that is not binary.
__int128 decimal_twin(__int128 multiplier) {
  __int128 binary = 1, decimal = 1;
  for (int k = 1; k <= 5; ++k) {
    binary *= 1024;
    decimal *= 1000;
    if (multiplier == binary) return decimal;
  }
  return 0;
}

bool within(const ByteSpan& span, const Bytes& count) { return !spans_apart(span, span_of(count)); }

}  // namespace

Contradictions figures_in_swapped_unit(const Profile& profile, const Hardware* hardware) {
  Contradictions out;
  const std::vector<TypedCount> counts = typed_byte_counts(profile, hardware);
  if (counts.empty()) return out;
  for (const Text* text : prose_fields(profile)) {
    if (!text->present || text->value.empty()) continue;
    for (const std::string& sentence : sentences(text->value)) {
      const auto analysis = analysed(sentence);
      for (const ByteFigure& f : analysis->figures) {
        const __int128 twin = decimal_twin(f.multiplier);
        if (twin == 0 || figure_denied(*analysis, f.offset)) continue;
        ByteFigure read_decimal = f;
        read_decimal.multiplier = twin;
        const ByteSpan as_written = span_of(f), as_decimal = span_of(read_decimal);
        if (std::any_of(counts.begin(), counts.end(), [&](const TypedCount& c) { return within(as_written, c.field->value); }))
          continue;
        const auto taken = std::find_if(counts.begin(), counts.end(),
                                        [&](const TypedCount& c) { return !c.hardware && span_holds(as_decimal, c.field->value); });
        if (taken == counts.end()) continue;
        const Bytes& count = taken->field->value;
        out.push_back({text->loc,
                       fmt::format("'{}' takes the number of {}, {}, in another unit: {} is {} bytes, which no typed "
                                   "field holds: \"{}\"",
                                   f.text, taken->name, count.as_written().empty() ? format_bytes(count) : count.as_written(),
                                   f.text, group_thousands(static_cast<uint64_t>((as_written.low + as_written.high) / 2)),
                                   std::string(trim(sentence))),
                       "GB is 10^9 bytes and GiB 2^30: write the figure in the unit the source gives, or convert it",
                       {}});
        break;
      }
    }
  }
  return out;
}

}  // namespace brief::derivation
