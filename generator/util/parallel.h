// Work spread over threads, results taken in order: a run's languages render
// at once, and what one renders is written in the order a serial run writes it.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace dlpackgen::util {

/// How many threads `jobs` asks for: itself, or one per core when 0.
unsigned resolve_jobs(unsigned jobs);

/// A worker's stack: the main thread's usual 8 MiB and more (only what is
/// touched is memory).
inline constexpr std::size_t kWorkerStack = std::size_t(16) << 20;

/// Threads started with a given stack (deep recursion: template partials),
/// joined when the group is (or when it is destroyed).
class ThreadGroup {
 public:
  explicit ThreadGroup(std::size_t stack_bytes);
  ~ThreadGroup();
  ThreadGroup(const ThreadGroup&) = delete;
  ThreadGroup& operator=(const ThreadGroup&) = delete;
  /// Starts `body` on a new thread; false when the system cannot start one.
  bool start(std::function<void()> body);
  void join();

 private:
  struct Thread;
  std::size_t stack_bytes_;
  std::vector<std::unique_ptr<Thread>> threads_;
};

/// make(i) for every i in [0, n) on up to `jobs` threads (0: one per core),
/// and take(i, result) on the calling thread in the order of i, each as soon
/// as it and every one before it is made. The first exception in the order
/// of i (make(i)'s, else take(i, ...)'s) is rethrown once every running
/// make() has returned; no make() starts after it. So what is taken, and
/// what is thrown, is what a serial run takes and throws. With one job or one
/// item (or no thread to be had) everything runs on the calling thread, in turn.
template <class T>
void ordered_parallel(std::size_t n, unsigned jobs, const std::function<T(std::size_t)>& make,
                      const std::function<void(std::size_t, T&&)>& take) {
  const std::size_t workers = std::min<std::size_t>(resolve_jobs(jobs), n);
  if (workers <= 1) {
    for (std::size_t i = 0; i < n; ++i) take(i, make(i));
    return;
  }
  struct Slot {
    std::optional<T> value;
    std::exception_ptr error;
    bool done = false;
  };
  std::vector<Slot> slots(n);
  std::mutex m;
  std::condition_variable ready;
  std::size_t next = 0;
  bool stop = false;
  auto worker = [&] {
    for (;;) {
      std::size_t i;
      {
        std::lock_guard<std::mutex> g(m);
        if (stop || next == n) return;
        i = next++;
      }
      Slot s;
      try {
        s.value.emplace(make(i));
      } catch (...) {
        s.error = std::current_exception();
      }
      {
        std::lock_guard<std::mutex> g(m);
        s.done = true;
        if (s.error) stop = true;  // nothing after i is taken: start nothing more
        slots[i] = std::move(s);
      }
      ready.notify_all();
    }
  };
  ThreadGroup group(kWorkerStack);
  std::size_t started = 0;
  for (std::size_t w = 0; w < workers; ++w) started += group.start(worker) ? 1 : 0;
  if (started == 0) {  // no thread to be had: one at a time, here
    for (std::size_t i = 0; i < n; ++i) take(i, make(i));
    return;
  }
  try {
    for (std::size_t i = 0; i < n; ++i) {
      std::unique_lock<std::mutex> lock(m);
      ready.wait(lock, [&] { return slots[i].done; });
      Slot slot = std::move(slots[i]);
      lock.unlock();
      if (slot.error) std::rethrow_exception(slot.error);
      take(i, std::move(*slot.value));
    }
  } catch (...) {
    {
      std::lock_guard<std::mutex> g(m);
      stop = true;
    }
    group.join();
    throw;
  }
  group.join();
}

}  // namespace dlpackgen::util
