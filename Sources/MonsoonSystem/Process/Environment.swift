#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The process's environment variables.
package enum Environment {
  /// The value of an environment variable, or `nil` when it is not set.
  package static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
