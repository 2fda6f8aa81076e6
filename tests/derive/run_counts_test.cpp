// runs_stated: the run count a sentence gives, in digits or words, and what is no count.
#include <catch2/catch.hpp>

#include <tuple>

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
  }));
  INFO(text);
  CHECK(runs_stated(text) == runs);
}

TEST_CASE("runs_stated: no count, or not the catalog's", "[derive][runs]") {
  for (const char* text : {"C8 is two and a half times as fast.", "If we had three runs, the spread would show.",
                           "Measure three more runs before ranking.", "LimeChain says it ran five times.",
                           "Runs are slow at long context.", "TP 2 on 2 nodes."}) {
    INFO(text);
    CHECK(runs_stated(text) == 0);
  }
}
