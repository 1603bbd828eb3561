/// Starts threads of the system's own, which run until their work returns; nobody joins them
/// (the tool's side has a kind its starter waits for, `JoinableThread`).
package enum DetachedThread {
  /// Runs `body` on a new thread.
  /// - Parameters:
  ///   - name: what debuggers and `top -H` call the thread (its first 15 bytes on Linux), or
  ///     `nil` to leave the system's default.
  ///   - stackSize: the thread's stack, in bytes.
  /// - Returns: whether the thread started; when the system refuses one (out of threads or
  ///   memory), `body` is not run and the caller does the work another way.
  @discardableResult
  package static func start(
    name: String? = nil, stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Void
  ) -> Bool {
    (try? create(name: name, stackSize: stackSize, detached: true, body)) != nil
  }

  /// Starts a thread running `body`, detached or to be joined (the tool's side joins it:
  /// MonsoonToolSystem's `JoinableThread`).
  /// - Throws: ``Errno``, what `pthread_create` said, when the system refuses a thread (out
  ///   of threads or memory); `body` is then not run.
  package static func create(
    name: String?, stackSize: Int, detached: Bool, _ body: @escaping @Sendable () -> Void
  ) throws(Errno) -> ThreadHandle {
    var attributes = CInterop.ThreadAttributes()
    checkPthread(system_pthread_attr_init(&attributes), "pthread_attr_init")
    defer { checkPthread(system_pthread_attr_destroy(&attributes), "pthread_attr_destroy") }
    checkPthread(
      system_pthread_attr_setstacksize(&attributes, stackSize), "pthread_attr_setstacksize")
    checkPthread(
      system_pthread_attr_setdetachstate(
        &attributes, detached ? _PTHREAD_CREATE_DETACHED : _PTHREAD_CREATE_JOINABLE),
      "pthread_attr_setdetachstate")
    let work = Unmanaged.passRetained(Work(name: name, body)).toOpaque()
    var thread = ThreadHandle.unstarted
    // The C libraries disagree on the entry point's nullability: Glibc and Musl pass and
    // return optional pointers, Darwin passes a non-optional one, and Android's NDK 27 both
    // passes and must return a non-null one. A closure literal takes whichever signature the
    // C library declares (CInterop.ThreadStart); the context is read as an optional either way,
    // and the context itself (never null) is returned, which every signature accepts (a join
    // ignores it). The work, and all its closure holds, is released before the thread ends.
    let result = system_pthread_create(&thread, &attributes, { context in
      if let work = context as UnsafeMutableRawPointer? {
        Unmanaged<Work>.fromOpaque(work).takeRetainedValue().run()
      }
      return context
    }, work)
    guard result == 0 else {
      Unmanaged<Work>.fromOpaque(work).release()
      throw Errno(rawValue: result)
    }
    return thread
  }
}

/// A thread's work, handed to it through the C entry point.
private final class Work {
  let name: String?
  let body: @Sendable () -> Void

  init(name: String?, _ body: @escaping @Sendable () -> Void) {
    self.name = name
    self.body = body
  }

  /// Names the calling thread, then does the work.
  func run() {
    if let name { system_pthread_setname_np(name) }
    body()
  }
}

extension DetachedThread {
  /// Runs `body` on a new thread and waits for its result without blocking the caller's
  /// thread: the caller's task is suspended, and resumed through a continuation when `body`
  /// returns. Where the system refuses a thread, `body` runs on the calling thread.
  /// - Parameters:
  ///   - name: what debuggers call the thread.
  ///   - body: the work, which may block (file I/O, waiting for a lock).
  /// - Returns: what `body` returns.
  package static func result<Value: Sendable>(
    name: String, of body: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
      let started = start(name: name) { continuation.resume(returning: body()) }
      if !started { continuation.resume(returning: body()) }
    }
  }
}
