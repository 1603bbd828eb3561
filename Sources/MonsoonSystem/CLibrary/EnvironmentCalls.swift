#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

// The C library's calls on the process's environment that the package makes: `system_NAME`
// calls the C `NAME` with the same arguments and returns what it returns (see FileCalls.swift).
// The tool's side (MonsoonToolSystem) reads `TMPDIR` through `system_getenv` too.

@discardableResult
package func system_getenv(_ name: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? {
  getenv(name)
}
