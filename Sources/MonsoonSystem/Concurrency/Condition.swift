/// A value behind a lock, like ``LockedValue``, with a condition variable: a thread can wait,
/// without holding the lock, until another one changes the value and signals.
///
/// The value is touched only inside a closure, never across a wait: ``wait(until:)`` calls its
/// closure with the lock held, and the closure either answers or says how long to wait before
/// it looks again. Timed waits measure time on the monotonic clock, so setting the system clock
/// neither shortens nor prolongs them.
package final class Condition<Value>: @unchecked Sendable {
  // Unchecked, and sound: `value` is read and written only inside `withLock` and the closure
  // of `wait(until:)`, both run between locking and unlocking `mutex` (a wait releases it only
  // between two calls of the closure), and only through a `sending` value, as in `LockedValue`.
  private let mutex = SystemMutex()
  private let condition: UnsafeMutablePointer<CInterop.ConditionVariable>
  private var value: Value

  /// What a waiting thread does after looking at the value.
  package enum Check<Answer> {
    /// Stop waiting, with this answer.
    case ready(Answer)
    /// Wait until another thread signals, then look again.
    case wait
    /// Wait until another thread signals or `nanoseconds` pass, then look again.
    case waitAtMost(nanoseconds: Int)
  }

  /// Creates a condition around `value`.
  package init(_ value: sending Value) {
    self.value = value
    condition = .allocate(capacity: 1)
    condition.initialize(to: CInterop.ConditionVariable())
    #if canImport(Darwin)
      checkPthread(system_pthread_cond_init(condition, nil), "pthread_cond_init")
    #else
      var attributes = CInterop.ConditionAttributes()
      checkPthread(system_pthread_condattr_init(&attributes), "pthread_condattr_init")
      checkPthread(
        system_pthread_condattr_setclock(&attributes, _CLOCK_MONOTONIC),
        "pthread_condattr_setclock")
      checkPthread(system_pthread_cond_init(condition, &attributes), "pthread_cond_init")
      checkPthread(system_pthread_condattr_destroy(&attributes), "pthread_condattr_destroy")
    #endif
  }

  deinit {
    checkPthread(system_pthread_cond_destroy(condition), "pthread_cond_destroy")
    condition.deinitialize(count: 1)
    condition.deallocate()
    mutex.destroy()
  }

  /// Runs `body` on the value while holding the lock.
  /// - Returns: what `body` returns.
  package func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&value)
  }

  /// Calls `check` with the lock held until it is ready, waiting between calls as it says
  /// (waits may also end spuriously, so `check` looks at the value, not at the time alone).
  /// - Returns: the answer `check` was ready with.
  /// - Throws: what `check` throws; the lock is released either way.
  package func wait<Answer, Failure: Error>(
    until check: (inout sending Value) throws(Failure) -> Check<Answer>
  ) throws(Failure) -> Answer {
    mutex.lock()
    defer { mutex.unlock() }
    while true {
      switch try check(&value) {
      case .ready(let answer):
        return answer
      case .wait:
        checkPthread(system_pthread_cond_wait(condition, mutex.pointer), "pthread_cond_wait")
      case .waitAtMost(let nanoseconds):
        waitWithLock(nanoseconds: max(0, nanoseconds))
      }
    }
  }

  /// Wakes every waiting thread.
  package func broadcast() {
    checkPthread(system_pthread_cond_broadcast(condition), "pthread_cond_broadcast")
  }

  /// Releases the lock until a signal or `nanoseconds` pass, then holds it again.
  private func waitWithLock(nanoseconds: Int) {
    #if canImport(Darwin)
      var relative = CInterop.TimeSpec(
        tv_sec: numericCast(nanoseconds / 1_000_000_000),
        tv_nsec: numericCast(nanoseconds % 1_000_000_000))
      let result = system_pthread_cond_timedwait_relative_np(
        condition, mutex.pointer, &relative)
    #else
      let deadline = SystemClock.monotonicNanoseconds() + nanoseconds
      var absolute = CInterop.TimeSpec(
        tv_sec: numericCast(deadline / 1_000_000_000),
        tv_nsec: numericCast(deadline % 1_000_000_000))
      let result = system_pthread_cond_timedwait(condition, mutex.pointer, &absolute)
    #endif
    if result != _ETIMEDOUT { checkPthread(result, "pthread_cond_timedwait") }
  }
}
