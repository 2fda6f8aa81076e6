// runs_stated: the run count a sentence gives, in digits or words, and what is no count.
#include <catch2/catch.hpp>

#include <tuple>
#include <vector>

#include "derive/run_counts.h"

using brief::derivation::runs_stated;

TEST_CASE("runs_stated: the counts a sentence gives", "[derive][runs]") {
  using Row = std::tuple<const char*, int64_t>;
  auto [text, runs] = GENERATE(table<const char*, int64_t>({
      Row{"One run per arm.", 1},
      Row{"A single run per cell.", 1},
      Row{"Three runs per arm, median reported.", 3},
      Row{"Best of 5 runs.", 5},
      Row{"Results were confirmed across five passes.", 5},
      Row{"The median of three runs is what we report.", 3},
      Row{"Each arm ran once.", 1},
      Row{"Each arm ran twice.", 2},
      Row{"Each arm ran 4 times.", 4},
      Row{"The numbers hold up: repeated twelve times.", 12},
      Row{"A one-run comparison.", 1},
      Row{"This is one run, not five.", 1},
      Row{"Median of the maintainer's repeated runs.", brief::derivation::kSeveralRuns},
      Row{"Three sessions were logged and the cells are their mean.", 3},
      Row{"v2: reran, 3x per arm, cells now medians.", 3},  // so many times for each arm
      Row{"Cells are medians of three times each cell.", 3},
      Row{"Correctness gates passed on three separate runs per arm.", 3},  // a word describing the runs
      Row{"Two more passes confirmed it.", 2},
      // One run denied with "only" says there were more.
      Row{"It would be wrong to say the arms were run only once.", brief::derivation::kSeveralRuns},
      Row{"The arms were not run just once.", brief::derivation::kSeveralRuns},
  }));
  INFO(text);
  CHECK(runs_stated(text) == std::vector<int64_t>{runs});
}

TEST_CASE("runs_stated: every count a sentence gives, once each", "[derive][runs]") {
  CHECK(runs_stated("The one-run caveat applies to the C8 cells only; this C1 figure is an average of five runs.") ==
        std::vector<int64_t>{1, 5});
  CHECK(runs_stated("One run here and one run there.") == std::vector<int64_t>{1});
}

TEST_CASE("runs_stated: no count, or not the catalog's", "[derive][runs]") {
  for (const char* text : {"C8 is two and a half times as fast.", "If we had three runs, the spread would show.",
                           "Measure three more runs before ranking.", "LimeChain says it ran five times.",
                           "Runs are slow at long context.", "TP 2 on 2 nodes.", "No repeated runs were made.",
                           "All cells come from the 2026-09-30 session.", "C8 is 2.7x per arm what C1 is.",
                           "v2 (planned): 3x per arm, medians.",
                           // A denial of more than one run, or a rerun that may have been, counts nothing.
                           "It would be wrong to say the arms were run more than once.",
                           "Someone may have rerun the C8 numbers elsewhere; this repository did not.",
                           // A figure no count holds (UBSan: a double beyond int64_t cast to it).
                           "The bake-off ran 2222222222222222222222222222222222222222 times per arm."}) {
    INFO(text);
    CHECK(runs_stated(text).empty());
  }
}
