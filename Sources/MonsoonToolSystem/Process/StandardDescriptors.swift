package import MonsoonSystem

/// Descriptors 0, 1 and 2 as the process starts with them.
package enum StandardDescriptors {
  /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed, so that the first
  /// files the process opens never get those numbers (a log opened as descriptor 1 would
  /// receive everything printed). Call it first thing; a process that cannot open
  /// `/dev/null` exits at once with status 71 (`EX_OSERR`), before it could write anywhere
  /// it must not.
  package static func openClosed() {
    for number: Int32 in 0...2 where !FileDescriptor(rawValue: number).isOpen {
      // `open` gives the lowest free number: this one, since those below it are open.
      let opened = system_open("/dev/null", _O_RDWR, 0)
      guard opened == number else { system__exit(71) }
    }
  }

  /// Whether standard input has something to read: a pipe, a socket or a regular file (not a
  /// terminal, and not /dev/null).
  package static var inputHasData: Bool {
    guard let status = try? FileDescriptor.standardInput.status() else { return false }
    return [.pipe, .socket, .regular].contains(status.kind)
  }
}

extension FileDescriptor {
  /// Standard output, descriptor 1.
  package static var standardOutput: FileDescriptor { FileDescriptor(rawValue: 1) }
  /// Standard error, descriptor 2.
  package static var standardError: FileDescriptor { FileDescriptor(rawValue: 2) }

  /// Whether the descriptor is open.
  package var isOpen: Bool {
    system_fcntl(rawValue, _F_GETFD) != -1 || system_errno != _EBADF
  }
}
