#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A lock with a condition variable: threads holding the lock wait on it until another one
/// signals a change.
///
/// Timed waits measure time on the monotonic clock, so setting the system clock neither
/// shortens nor prolongs them.
package final class Condition: @unchecked Sendable {
  private let mutex = Lock()
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// Creates an unlocked condition.
  package init() {
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    #if canImport(Darwin)
      pthread_cond_init(condition, nil)
    #else
      var attributes = pthread_condattr_t()
      pthread_condattr_init(&attributes)
      pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
      pthread_cond_init(condition, &attributes)
      pthread_condattr_destroy(&attributes)
    #endif
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
  }

  /// Waits until no other thread holds the lock, then holds it.
  package func lock() {
    mutex.lock()
  }

  /// Releases the lock, which the calling thread holds.
  package func unlock() {
    mutex.unlock()
  }

  /// Releases the lock until another thread signals (or, rarely, spuriously), then holds it
  /// again. The caller holds the lock and checks its condition again after the wait.
  package func wait() {
    pthread_cond_wait(condition, mutex.pointer)
  }

  /// Like ``wait()``, but returns at the latest once `nanoseconds` have passed.
  package func wait(nanoseconds: Int) {
    let duration = max(0, nanoseconds)
    #if canImport(Darwin)
      var relative = timespec(
        tv_sec: duration / 1_000_000_000, tv_nsec: duration % 1_000_000_000)
      pthread_cond_timedwait_relative_np(condition, mutex.pointer, &relative)
    #else
      let deadline = SystemClock.monotonicNanoseconds() + duration
      var absolute = timespec(
        tv_sec: deadline / 1_000_000_000, tv_nsec: deadline % 1_000_000_000)
      pthread_cond_timedwait(condition, mutex.pointer, &absolute)
    #endif
  }

  /// Wakes one waiting thread.
  package func signal() {
    pthread_cond_signal(condition)
  }

  /// Wakes every waiting thread.
  package func broadcast() {
    pthread_cond_broadcast(condition)
  }
}
