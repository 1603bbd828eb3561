/// A value that only one thread at a time may touch: the package's `Mutex`.
///
/// Shaped like the standard library's `Synchronization.Mutex` (`withLock { value in ... }`),
/// which needs iOS 18 and macOS 15, as swift-testing and swift-nio shim it: over
/// `os_unfair_lock` on Apple systems, over an error-checking pthread mutex elsewhere. The
/// value lives inside, so nothing can reach it without the lock. Named apart from `Mutex` so
/// that a file importing `Synchronization` sees no clash.
///
/// A class rather than a noncopyable struct: the lock must stay at one address either way, and
/// a class can be stored in a struct or captured by a closure.
final class LockedValue<Value>: @unchecked Sendable {
  // Unchecked, and sound: `value` is read and written only inside `withLock`, between taking
  // and releasing `lock`, and only through a `sending` value in and out, so no reference to
  // it escapes to another thread without the lock (the rules of `Synchronization.Mutex`).
  private let lock = Lock()
  private var value: Value

  /// Creates a lock around `value`.
  init(_ value: sending Value) {
    self.value = value
  }

  deinit {
    lock.destroy()
  }

  /// Runs `body` on the value while holding the lock.
  ///
  /// `body` must not call `withLock` on the same value: the lock is not recursive, and the
  /// process stops (with the system's message on Linux) rather than deadlock.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws; the lock is released either way.
  func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

extension LockedValue where Value: Sendable {
  /// A copy of the value, read under the lock.
  var current: Value {
    withLock { $0 }
  }
}

#if canImport(Darwin)
  /// `os_unfair_lock`, which traps by itself when a thread unlocks a lock it does not hold.
  private struct Lock {
    private let pointer: UnsafeMutablePointer<CInterop.UnfairLock>

    init() {
      pointer = .allocate(capacity: 1)
      pointer.initialize(to: CInterop.UnfairLock())
    }

    func lock() { system_os_unfair_lock_lock(pointer) }

    func unlock() { system_os_unfair_lock_unlock(pointer) }

    func destroy() {
      pointer.deinitialize(count: 1)
      pointer.deallocate()
    }
  }
#else
  private typealias Lock = SystemMutex
#endif
