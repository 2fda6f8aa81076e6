#include "derive/temperature_prose.h"

#include <algorithm>
#include <charconv>
#include <string_view>

#include "derive/sentence.h"

namespace brief::derivation {

std::optional<double> temperature_stated(const SentenceAnalysis& a) {
  if (a.question) return std::nullopt;
  for (std::size_t k = 0; k < a.tokens.size(); ++k) {
    const std::string_view word = a.tokens[k].text;
    if (word != "temperature" && word != "temp") continue;
    for (const Quantity& q : a.quantities) {
      if (q.first <= k || q.first > k + 4 || q.unit != QuantityUnit::none) continue;
      const bool joined = std::all_of(a.tokens.begin() + static_cast<std::ptrdiff_t>(k) + 1,
                                      a.tokens.begin() + static_cast<std::ptrdiff_t>(q.first), [](const Token& t) {
                                        static constexpr std::string_view kJoins[] = {"of", "at", "=", "equals", "is",
                                                                                      "was", "set", "to", "a"};
                                        return std::find(std::begin(kJoins), std::end(kJoins), t.text) != std::end(kJoins);
                                      });
      if (!joined || a.negated[q.first] || !a.asserted(k, q.last)) break;
      return q.value;
    }
  }
  return std::nullopt;
}

std::optional<double> bakeoff_temperature(const Bakeoff& bakeoff) {
  const std::string& typed = bakeoff.temperature.value;
  if (!bakeoff.temperature.present || typed.empty()) return std::nullopt;
  double value = 0;
  const auto [end, error] = std::from_chars(typed.data(), typed.data() + typed.size(), value);
  if (error != std::errc{} || end != typed.data() + typed.size()) return std::nullopt;
  return value;
}

}  // namespace brief::derivation
