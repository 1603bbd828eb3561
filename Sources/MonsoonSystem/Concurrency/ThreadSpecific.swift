#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// One object for each thread that asks for it, made on the thread's first request and
/// released when the thread ends.
package final class ThreadSpecific<Value: AnyObject>: @unchecked Sendable {
  // Unchecked: the key is written once, in `init`, and the system keeps each thread's value
  // apart; no thread reads another's.
  private let key: pthread_key_t
  private let make: @Sendable () -> Value

  /// Creates storage whose value on each thread is `make()`'s result on that thread.
  package init(_ make: @escaping @Sendable () -> Value) {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, releaseThreadValue)
    precondition(result == 0, "pthread_key_create failed: \(Platform.message(forErrno: result))")
    self.key = key
    self.make = make
  }

  /// The calling thread's value, made now if the thread has none yet; `nil` when the system
  /// cannot store one for it (then nothing is kept).
  package var value: Value? {
    if let stored = pthread_getspecific(key) {
      return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
    }
    let value = make()
    let stored = Unmanaged.passRetained(value)
    guard pthread_setspecific(key, stored.toOpaque()) == 0 else {
      stored.release()
      return nil
    }
    return value
  }
}

#if canImport(Darwin)
  private func releaseThreadValue(_ stored: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(stored).release()
  }
#else
  private func releaseThreadValue(_ stored: UnsafeMutableRawPointer?) {
    guard let stored else { return }
    Unmanaged<AnyObject>.fromOpaque(stored).release()
  }
#endif
