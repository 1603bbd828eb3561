/// One object for each thread that asks for it, made on the thread's first request and
/// released when the thread ends.
///
/// Sendable without a lock: the key is written once, in `init`, and the system keeps each
/// thread's value apart; no thread reads another's.
final class ThreadSpecific<Value: AnyObject>: Sendable {
  private let key: CInterop.ThreadKey
  private let make: @Sendable () -> Value

  /// Creates storage whose value on each thread is `make()`'s result on that thread.
  init(_ make: @escaping @Sendable () -> Value) {
    var key = CInterop.ThreadKey()
    // As for a thread's entry point, a closure literal takes whichever nullability the C
    // library declares for the destructor's argument (CInterop.KeyDestructor).
    let result = system_pthread_key_create(&key) { stored in
      guard let stored = stored as UnsafeMutableRawPointer? else { return }
      Unmanaged<AnyObject>.fromOpaque(stored).release()
    }
    checkPthread(result, "pthread_key_create")
    self.key = key
    self.make = make
  }

  /// The calling thread's value, made now if the thread has none yet; `nil` when the system
  /// cannot store one for it (then nothing is kept).
  var value: Value? {
    if let stored = system_pthread_getspecific(key) {
      return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
    }
    let value = make()
    let stored = Unmanaged.passRetained(value)
    guard system_pthread_setspecific(key, stored.toOpaque()) == 0 else {
      stored.release()
      return nil
    }
    return value
  }
}
