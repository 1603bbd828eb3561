#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The few system calls the command-line tool makes, in the one place that knows the platform.
enum Platform {
  /// Whether standard input has something to read: a pipe, a socket or a regular file (not a
  /// terminal, and not /dev/null).
  static var standardInputHasData: Bool {
    var status = stat()
    guard fstat(0, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return kind == S_IFIFO || kind == S_IFSOCK || kind == S_IFREG
  }

  /// Writes all of `bytes` to a descriptor.
  /// - Returns: 0, or the `errno` of the failed call.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < bytes.count, let base = bytes.baseAddress {
      let count = write(descriptor, base + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += count
    }
    return 0
  }

  /// The `errno` value of a broken pipe.
  static let brokenPipe = EPIPE

  /// Ends the process at once with `code`, without running anything else.
  static func exitNow(_ code: Int32) -> Never {
    _exit(code)
  }

  /// Makes a write to a closed pipe fail with EPIPE instead of killing the process, so the
  /// tool can stop quietly.
  static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// A sentence describing an `errno` value.
  static func message(forErrno code: Int32) -> String {
    String(cString: strerror(code))
  }
}
