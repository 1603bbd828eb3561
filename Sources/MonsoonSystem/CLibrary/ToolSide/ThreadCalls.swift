#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's thread calls that only the tool's side (MonsoonToolSystem) makes: waiting
// for the threads it runs its work on. `system_NAME` calls the C `NAME` with the same arguments
// and returns what it returns (see ../PthreadCalls.swift). Here, in ToolSide/, which the app's
// copy (scripts/make-playground.sh) leaves out.

/// `pthread_join` without the thread's result; 0 for a thread that never started.
@discardableResult
package func system_pthread_join(_ thread: ThreadHandle) -> Int32 {
  #if canImport(Darwin) || canImport(Musl)
    guard let handle = thread.handle else { return 0 }
  #else
    let handle = thread.handle
  #endif
  return pthread_join(handle, nil)
}
