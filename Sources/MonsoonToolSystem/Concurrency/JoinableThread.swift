package import MonsoonSystem

/// A thread of the system's own that the thread which started it waits for with ``join()``:
/// once `join()` returns, the thread has ended and its work, with all its closure held, has
/// been released.
@usableFromInline
package struct JoinableThread {
  private let thread: ThreadHandle

  /// Runs `body` on a new thread.
  /// - Parameters:
  ///   - name: what debuggers and `top -H` call the thread, or `nil` for the default.
  ///   - stackSize: the thread's stack, in bytes.
  /// - Throws: ``Errno``, what `pthread_create` said, when the system refuses a thread (out
  ///   of threads or memory); `body` is then not run, and the caller does the work another
  ///   way or gives up.
  @usableFromInline
  package static func start(
    name: String? = nil, stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Void
  ) throws(Errno) -> JoinableThread {
    JoinableThread(
      thread: try DetachedThread.create(name: name, stackSize: stackSize, detached: false, body))
  }

  /// Waits until the thread has ended. Call it exactly once per thread.
  @usableFromInline
  package func join() {
    checkPthread(system_pthread_join(thread), "pthread_join")
  }
}
