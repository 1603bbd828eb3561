#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's smaller calls that only the tool's side makes: on C strings (the copies
// MonsoonToolSystem hands to `posix_spawn`, the names `realpath` and `readdir` give back, and
// freeing them), on threads (waiting for the threads it runs its work on) and arithmetic (the
// cosine of the SVG render's arcs, MonsoonRender). `system_NAME` calls the C `NAME` with the
// same arguments and returns what it returns (see ../FileCalls.swift). Here, in ToolSide/,
// which the app's copy (scripts/make-playground.sh) leaves out.

@discardableResult
package func system_strdup(_ string: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? {
  strdup(string)
}

@discardableResult
package func system_strlen(_ string: UnsafePointer<CChar>) -> Int {
  strlen(string)
}

package func system_free(_ pointer: UnsafeMutableRawPointer?) {
  free(pointer)
}

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

@discardableResult
package func system_cos(_ angle: Double) -> Double {
  cos(angle)
}
