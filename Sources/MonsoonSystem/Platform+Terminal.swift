#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// What the command-line tool asks about the terminal.
extension Platform {
  /// Whether `descriptor` is a terminal (not a pipe, a file or /dev/null).
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }
}
