package import MonsoonSystem

extension FileDescriptor {
  /// Whether the descriptor is a terminal (not a pipe, a file or /dev/null).
  package var isTerminal: Bool {
    system_isatty(rawValue) == 1
  }
}
