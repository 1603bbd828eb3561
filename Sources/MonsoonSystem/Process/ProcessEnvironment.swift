/// The process's environment variables.
package enum ProcessEnvironment {
  /// The value of an environment variable, or `nil` when it is not set.
  package static func value(_ name: String) -> String? {
    system_getenv(name).map { String(cString: $0) }
  }
}
