#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Starts threads of the system's own, which run until their work returns; nobody joins them
/// (``JoinableThread`` is the kind its starter waits for).
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
    create(name: name, stackSize: stackSize, detached: true, body) != nil
  }

  /// Starts a thread running `body`, detached or to be joined; `nil` when the system refuses
  /// one (out of threads or memory), and then `body` is not run.
  static func create(
    name: String?, stackSize: Int, detached: Bool, _ body: @escaping @Sendable () -> Void
  ) -> ThreadHandle? {
    var attributes = pthread_attr_t()
    checkPthread(pthread_attr_init(&attributes), "pthread_attr_init")
    defer { checkPthread(pthread_attr_destroy(&attributes), "pthread_attr_destroy") }
    checkPthread(pthread_attr_setstacksize(&attributes, stackSize), "pthread_attr_setstacksize")
    checkPthread(
      pthread_attr_setdetachstate(
        &attributes, Int32(detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE)),
      "pthread_attr_setdetachstate")
    let work = Unmanaged.passRetained(Work(name: name, body)).toOpaque()
    var thread = ThreadHandle.unstarted
    // The C libraries disagree on the entry point's nullability: Glibc and Musl pass and
    // return optional pointers, Darwin passes a non-optional one, and Android's NDK 27 both
    // passes and must return a non-null one. A closure literal takes whichever signature the
    // C library declares; the context is read as an optional either way, and the context
    // itself (never null) is returned, which every signature accepts (a join ignores it). The
    // work, and all its closure holds, is released before the thread ends.
    let result = pthread_create(&thread.handle, &attributes, { context in
      if let work = context as UnsafeMutableRawPointer? {
        Unmanaged<Work>.fromOpaque(work).takeRetainedValue().run()
      }
      return context
    }, work)
    guard result == 0 else {
      Unmanaged<Work>.fromOpaque(work).release()
      return nil
    }
    return thread
  }
}

/// The `pthread_t` that `pthread_create` fills in: a pointer on Darwin and Musl (so the
/// out-parameter is an optional one, `nil` until created), an integer on Glibc and Android
/// (0 until created).
struct ThreadHandle {
  #if canImport(Darwin) || canImport(Musl)
    var handle: pthread_t?
    static var unstarted: ThreadHandle { ThreadHandle(handle: nil) }
  #else
    var handle: pthread_t
    static var unstarted: ThreadHandle { ThreadHandle(handle: 0) }
  #endif
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
    if let name { nameCurrentThread(name) }
    body()
  }
}

/// Gives the calling thread a name; where the C library cannot, it keeps its default one.
private func nameCurrentThread(_ name: String) {
  #if canImport(Darwin)
    pthread_setname_np(name)
  #elseif canImport(Android)
    _ = pthread_setname_np(pthread_self(), String(decoding: name.utf8.prefix(15), as: UTF8.self))
  #else
    // Glibc and Musl declare `pthread_setname_np` only for _GNU_SOURCE, which their Swift
    // modules are not built with, so it is looked up by name (absent in a static Musl binary).
    typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
    guard let symbol = dlsym(nil, "pthread_setname_np") else { return }
    let setName = unsafeBitCast(symbol, to: SetName.self)
    let shortName = String(decoding: name.utf8.prefix(15), as: UTF8.self)
    _ = shortName.withCString { setName(pthread_self(), $0) }
  #endif
}
