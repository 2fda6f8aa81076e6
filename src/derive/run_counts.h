#pragma once
// How many runs a sentence says an arm had: "one run", "3 runs per arm", "best of 5 runs",
// "five passes", "the median of three runs", "ran once", "ran twice", "repeated 4 times", "a
// single run". Read from the sentence analysis, so number words come from the one table. A
// count in a condition, an order or plan, or a source's report is not the catalog's count.
#include <cstdint>
#include <string_view>
#include <vector>

namespace brief::derivation {

struct SentenceAnalysis;

// The run counts the sentence states, in order, each once: none when it states none. A count
// denied ("one run, not five") is not stated; a sentence may state two ("the one-run caveat
// covers C8; this C1 figure is an average of five runs"). Runs said to be more than one without
// a number ("the median of repeated runs", "several passes") are kSeveralRuns.
inline constexpr int64_t kSeveralRuns = -1;
std::vector<int64_t> runs_stated(std::string_view sentence);
std::vector<int64_t> runs_stated(const SentenceAnalysis& analysis);

}  // namespace brief::derivation
