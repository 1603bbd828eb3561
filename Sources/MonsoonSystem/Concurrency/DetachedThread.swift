#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Starts threads of the system's own, which run until their work returns; nobody joins them.
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
    let work = Unmanaged.passRetained(Work(name: name, body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let result = pthread_create(&thread, &attributes, runWork, work)
    guard result == 0 else {
      Unmanaged<Work>.fromOpaque(work).release()
      return false
    }
    return true
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
    if let name { nameCurrentThread(name) }
    body()
  }
}

#if canImport(Darwin)
  private func nameCurrentThread(_ name: String) {
    pthread_setname_np(name)
  }
#else
  /// Glibc's module does not export `pthread_setname_np`, so it is looked up by name; where it
  /// is missing, the thread keeps its default name.
  private func nameCurrentThread(_ name: String) {
    typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
    guard let symbol = dlsym(nil, "pthread_setname_np") else { return }
    let setName = unsafeBitCast(symbol, to: SetName.self)
    let shortName = String(decoding: name.utf8.prefix(15), as: UTF8.self)
    _ = shortName.withCString { setName(pthread_self(), $0) }
  }
#endif

#if canImport(Darwin)
  private func runWork(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
    return nil
  }
#else
  private func runWork(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
    return nil
  }
#endif
