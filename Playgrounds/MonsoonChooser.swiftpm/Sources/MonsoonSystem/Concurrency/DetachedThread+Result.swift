extension DetachedThread {
  /// Runs `body` on a new thread and waits for its result without blocking the caller's
  /// thread: the caller's task is suspended, and resumed through a continuation when `body`
  /// returns. Where the system refuses a thread, `body` runs on the calling thread.
  /// - Parameters:
  ///   - name: what debuggers call the thread.
  ///   - body: the work, which may block (file I/O, waiting for a lock).
  /// - Returns: what `body` returns.
  static func result<Value: Sendable>(
    name: String, of body: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
      let started = start(name: name) { continuation.resume(returning: body()) }
      if !started { continuation.resume(returning: body()) }
    }
  }
}
