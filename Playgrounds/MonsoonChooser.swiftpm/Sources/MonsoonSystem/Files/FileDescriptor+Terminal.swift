extension FileDescriptor {
  /// Whether the descriptor is a terminal (not a pipe, a file or /dev/null).
  var isTerminal: Bool {
    system_isatty(rawValue) == 1
  }
}
