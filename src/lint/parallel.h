#pragma once
// Work spread over threads with results handed on in index order: `emit(i, result)` runs
// for i = 0, 1, 2 ... as soon as result i and every result before it are done, so output
// can be written while later files are still being checked, and only the results finished
// out of order wait in memory (at most kAheadPerJob per thread), never the whole run's.
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace brief::lint {

// The most threads a run starts: `-j 99999999` is a usage error naming this bound, and a
// library caller asking for more gets this many (each thread has its own stack).
constexpr unsigned kMaxJobs = 1024;

inline unsigned effective_jobs(unsigned requested) {
  if (requested != 0) return std::min(requested, kMaxJobs);
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
// A worker does not start index i until i is within `kAheadPerJob * jobs` of the next
// result to emit, so however slow one file is, at most that many finished results wait in
// memory: the bound is fixed, not a share of the run.
inline constexpr std::size_t kAheadPerJob = 4;

template <class Result, class Work, class Emit>
void ordered_parallel_for(std::size_t n, unsigned jobs, Work work, Emit emit) {
  const std::size_t window = kAheadPerJob * std::max(1u, jobs);
  std::mutex mutex;
  std::condition_variable emitted;
  std::vector<std::optional<Result>> slots(window);  // result i waits in slot i % window
  std::size_t next_to_emit = 0;
  bool stopped = false;  // a work or emit call threw: nothing more is emitted
  auto stop = [&] {
    std::lock_guard lock(mutex);
    stopped = true;
    emitted.notify_all();
  };
  parallel_for(n, jobs, [&](std::size_t i) {
    {
      std::unique_lock lock(mutex);
      // The worker holding next_to_emit never waits, so the run always moves on.
      emitted.wait(lock, [&] { return stopped || i < next_to_emit + window; });
      if (stopped) return;
    }
    std::optional<Result> result;
    try {
      result.emplace(work(i));
    } catch (...) {
      stop();
      throw;
    }
    std::unique_lock lock(mutex);
    if (stopped) return;
    slots[i % window].emplace(std::move(*result));
    try {
      while (next_to_emit < n && slots[next_to_emit % window]) {
        Result ready = std::move(*slots[next_to_emit % window]);
        slots[next_to_emit % window].reset();
        emit(next_to_emit, std::move(ready));
        ++next_to_emit;
      }
    } catch (...) {
      stopped = true;
      emitted.notify_all();
      throw;
    }
    emitted.notify_all();
  });
}

}  // namespace brief::lint
