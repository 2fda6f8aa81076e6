#pragma once
// The sampling temperature a sentence gives ("temperature 0.7", "at a temperature of 0.6",
// "temp=1"): a typed fact of the bake-off (bakeoff.temperature), so a sentence in the catalog's
// voice that gives another one contradicts it.
#include <optional>

#include "brief/profile.h"

namespace brief::derivation {

struct SentenceAnalysis;

// The temperature the sentence asserts (not denied, supposed, asked or reported as a source's),
// the first number at most three words after "temperature" or "temp" (only "of", "at", "=",
// "is", "was", "set", "to" between); nullopt when it gives none.
std::optional<double> temperature_stated(const SentenceAnalysis& a);

// bakeoff.temperature as a number ("0" -> 0, "0.7" -> 0.7); nullopt when absent or not a number.
std::optional<double> bakeoff_temperature(const Bakeoff& bakeoff);

}  // namespace brief::derivation
