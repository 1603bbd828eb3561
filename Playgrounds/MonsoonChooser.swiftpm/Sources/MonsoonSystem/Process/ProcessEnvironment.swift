/// The process's environment variables.
enum ProcessEnvironment {
  /// The value of an environment variable, or `nil` when it is not set.
  static func value(_ name: String) -> String? {
    system_getenv(name).map { String(cString: $0) }
  }

  /// Sets an environment variable for this process and the programs it starts from now on.
  /// Not for a process whose other threads may read the environment meanwhile.
  /// - Throws: ``Errno`` from `setenv` (`EINVAL` for a name that is empty or holds `=`).
  static func set(_ name: String, to value: String) throws(Errno) {
    guard system_setenv(name, value, 1) == 0 else { throw .current }
  }

  /// Removes an environment variable (nothing when it is not set), under the same condition
  /// as ``set(_:to:)``.
  /// - Throws: ``Errno`` from `unsetenv` (`EINVAL` for a name that is empty or holds `=`).
  static func remove(_ name: String) throws(Errno) {
    guard system_unsetenv(name) == 0 else { throw .current }
  }
}
