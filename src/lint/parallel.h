#pragma once
// Work spread over threads with results handed on in index order: `emit(i, result)` runs
// for i = 0, 1, 2 ... as soon as result i and every result before it are done, so output
// can be written while later files are still being checked, and only the results finished
// out of order wait in memory (a few per thread), never the whole run's.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace brief::lint {

inline unsigned effective_jobs(unsigned requested) {
  if (requested != 0) return requested;
  const unsigned cores = std::thread::hardware_concurrency();
  return cores == 0 ? 1 : cores;
}

// Runs work(i) for i in [0, n) on `jobs` threads, each index exactly once.
template <class Work>
void parallel_for(std::size_t n, unsigned jobs, Work work) {
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(std::max<std::size_t>(n, 1))));
  if (jobs == 1) {
    for (std::size_t i = 0; i < n; ++i) work(i);
    return;
  }
  // The first exception of any worker (a closed pipe while writing, BrokenPipe) stops the
  // others from taking more work and is rethrown here, on the caller's thread: one escaping
  // a std::thread would end the process without the exit code the run decided.
  std::atomic<std::size_t> next{0};
  std::mutex failed_mutex;
  std::exception_ptr failed;
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < jobs; ++t)
    threads.emplace_back([&] {
      try {
        for (std::size_t i = next++; i < n; i = next++) work(i);
      } catch (...) {
        next = n;
        std::lock_guard lock(failed_mutex);
        if (!failed) failed = std::current_exception();
      }
    });
  for (auto& t : threads) t.join();
  if (failed) std::rethrow_exception(failed);
}

// work(i) -> Result (movable); emit(i, Result&&) is called in index order, one call at a
// time (under a lock), by whichever thread completes the run of results that allows it.
template <class Result, class Work, class Emit>
void ordered_parallel_for(std::size_t n, unsigned jobs, Work work, Emit emit) {
  std::mutex mutex;
  std::vector<std::unique_ptr<Result>> done(n);  // a slot is filled only while it waits
  std::size_t next_to_emit = 0;
  parallel_for(n, jobs, [&](std::size_t i) {
    auto result = std::make_unique<Result>(work(i));
    std::lock_guard lock(mutex);
    done[i] = std::move(result);
    while (next_to_emit < n && done[next_to_emit]) {
      std::unique_ptr<Result> ready = std::move(done[next_to_emit]);
      emit(next_to_emit, std::move(*ready));
      ++next_to_emit;
    }
  });
}

}  // namespace brief::lint
