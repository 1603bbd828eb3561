#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A mutual-exclusion lock: one thread at a time runs the code it guards.
///
/// The package's own lock, so that neither library needs Foundation (whose loading costs a
/// command-line run more time than replaying a tester's log).
package final class Lock: @unchecked Sendable {
  /// The system's mutex, for a ``Condition`` to wait with.
  let pointer: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates an unlocked lock.
  package init() {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: pthread_mutex_t())
    pthread_mutex_init(pointer, nil)
  }

  deinit {
    pthread_mutex_destroy(pointer)
    pointer.deallocate()
  }

  /// Waits until no other thread holds the lock, then holds it.
  package func lock() {
    pthread_mutex_lock(pointer)
  }

  /// Releases the lock, which the calling thread holds.
  package func unlock() {
    pthread_mutex_unlock(pointer)
  }

  /// Runs `body` while holding the lock.
  package func withLock<Value, Failure: Error>(
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    lock()
    defer { unlock() }
    return try body()
  }
}
