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
  /// - Parameter stackSize: the thread's stack, in bytes.
  /// - Returns: whether the thread started; when the system refuses one (out of threads or
  ///   memory), `body` is not run and the caller does the work another way.
  @discardableResult
  package static func start(
    stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Void
  ) -> Bool {
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
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
  let run: @Sendable () -> Void

  init(_ run: @escaping @Sendable () -> Void) {
    self.run = run
  }
}

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
