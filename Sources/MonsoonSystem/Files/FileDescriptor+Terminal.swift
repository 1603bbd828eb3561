#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

extension FileDescriptor {
  /// Whether the descriptor is a terminal (not a pipe, a file or /dev/null).
  package var isTerminal: Bool {
    isatty(rawValue) == 1
  }
}
