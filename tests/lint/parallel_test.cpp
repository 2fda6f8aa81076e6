// ordered_parallel_for: every index emitted once, in order, with a fixed bound on the
// results that wait; a throw in work or emit ends the run with that exception, no hang.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

#include "lint/parallel.h"

using brief::lint::kAheadPerJob;
using brief::lint::ordered_parallel_for;

TEST_CASE("results are emitted once each, in index order, on any number of threads", "[lint][parallel]") {
  for (unsigned jobs : {1u, 2u, 3u, 8u}) {
    for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{500}}) {
      std::vector<std::size_t> emitted;
      ordered_parallel_for<std::size_t>(
          n, jobs, [](std::size_t i) { return i * 3; },
          [&](std::size_t i, std::size_t&& r) {
            CHECK(r == i * 3);
            emitted.push_back(i);
          });
      REQUIRE(emitted.size() == n);
      for (std::size_t i = 0; i < n; ++i) CHECK(emitted[i] == i);
    }
  }
}

TEST_CASE("a slow first file holds back at most the window, not the run", "[lint][parallel]") {
  // Index 0 is slow: without a bound every other index would finish and wait in memory.
  const unsigned jobs = 4;
  const std::size_t n = 400;
  std::atomic<int> alive{0}, most_alive{0};
  struct Tracked {
    std::atomic<int>* alive;
    explicit Tracked(std::atomic<int>* a) : alive(a) { ++*alive; }
    Tracked(Tracked&& o) noexcept : alive(o.alive) { o.alive = nullptr; }
    Tracked& operator=(Tracked&&) = delete;
    ~Tracked() {
      if (alive) --*alive;
    }
  };
  ordered_parallel_for<Tracked>(
      n, jobs,
      [&](std::size_t i) {
        if (i == 0) std::this_thread::sleep_for(std::chrono::milliseconds(100));
        Tracked t(&alive);
        int seen = alive.load();
        for (int m = most_alive.load(); seen > m && !most_alive.compare_exchange_weak(m, seen);) {
        }
        return t;
      },
      [&](std::size_t, Tracked&&) {});
  CHECK(alive.load() == 0);
  CHECK(most_alive.load() >= 1);
  // Waiting results plus the ones being built: never more than the window and one per job.
  CHECK(most_alive.load() <= static_cast<int>(kAheadPerJob * jobs + jobs));
}

TEST_CASE("a throw in work or in emit stops the run and reaches the caller", "[lint][parallel]") {
  for (unsigned jobs : {1u, 2u, 4u}) {
    std::atomic<std::size_t> emitted{0};
    CHECK_THROWS_AS(ordered_parallel_for<int>(
                        1000, jobs,
                        [](std::size_t i) {
                          if (i == 37) throw std::runtime_error("work");
                          return 1;
                        },
                        [&](std::size_t, int&&) { ++emitted; }),
                    std::runtime_error);
    CHECK(emitted.load() <= 37);  // nothing past the failed index is emitted

    std::atomic<std::size_t> calls{0};
    CHECK_THROWS_AS(ordered_parallel_for<int>(
                        1000, jobs, [](std::size_t) { return 1; },
                        [&](std::size_t i, int&&) {
                          ++calls;
                          if (i == 5) throw std::logic_error("emit");
                        }),
                    std::logic_error);
    CHECK(calls.load() == 6);  // emit stops at the index that threw
  }
}
