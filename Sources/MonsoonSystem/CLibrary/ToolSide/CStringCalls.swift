#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's calls on C strings that only the tool's side (MonsoonToolSystem) makes: the
// copies it hands to `posix_spawn`, the names `realpath` and `readdir` give back, and freeing
// them. `system_NAME` calls the C `NAME` with the same arguments and returns what it returns
// (see ../FileCalls.swift). Here, in ToolSide/, which the app's copy
// (scripts/make-playground.sh) leaves out.

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
