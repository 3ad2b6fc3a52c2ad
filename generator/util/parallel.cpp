#include "util/parallel.h"

#include <pthread.h>

#include <thread>

namespace dlpackgen::util {

unsigned resolve_jobs(unsigned jobs) { return jobs ? jobs : std::max(1u, std::thread::hardware_concurrency()); }

struct ThreadGroup::Thread {
  pthread_t handle{};
  std::function<void()> body;
  bool running = false;

  static void* run(void* self) {
    static_cast<Thread*>(self)->body();
    return nullptr;
  }
};

bool ThreadGroup::start(std::function<void()> body) {
  auto t = std::make_unique<Thread>();
  t->body = std::move(body);
  pthread_attr_t attr;
  if (pthread_attr_init(&attr) != 0) return false;
  pthread_attr_setstacksize(&attr, stack_bytes_);
  t->running = pthread_create(&t->handle, &attr, &Thread::run, t.get()) == 0;
  pthread_attr_destroy(&attr);
  if (!t->running) return false;
  threads_.push_back(std::move(t));
  return true;
}

ThreadGroup::ThreadGroup(std::size_t stack_bytes) : stack_bytes_(stack_bytes) {}

ThreadGroup::~ThreadGroup() { join(); }

void ThreadGroup::join() {
  for (auto& t : threads_)
    if (t->running) {
      pthread_join(t->handle, nullptr);
      t->running = false;
    }
  threads_.clear();
}

}  // namespace dlpackgen::util
