#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif


/// The few system calls the command-line tool makes.
extension Platform {
  /// Whether standard input has something to read: a pipe, a socket or a regular file (not a
  /// terminal, and not /dev/null).
  package static var standardInputHasData: Bool {
    var status = stat()
    guard fstat(0, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return kind == S_IFIFO || kind == S_IFSOCK || kind == S_IFREG
  }

  /// The `errno` value of a broken pipe.
  package static let brokenPipe = EPIPE

  /// Ends the process with `code`, after the C library's exit handlers.
  package static func exit(_ code: Int32) -> Never {
    systemExit(code)
  }

  /// Ends the process at once with `code`, without running anything else.
  package static func exitNow(_ code: Int32) -> Never {
    _exit(code)
  }

  /// Makes a write to a closed pipe fail with EPIPE instead of killing the process, so the
  /// tool can stop quietly.
  package static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Reads a whole file.
  /// - Returns: its bytes, or the `errno` of the failed call.
  package static func readFile(_ path: String) -> Result<[UInt8], PlatformError> {
    let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC, 0)
    guard descriptor >= 0 else { return .failure(PlatformError(errno)) }
    defer { _ = systemClose(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(PlatformError(errno))
      }
      if count == 0 { return .success(bytes) }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// Creates (or truncates) a file and writes `bytes` into it.
  /// - Returns: `nil`, or the failure.
  package static func writeFile(_ path: String, _ bytes: [UInt8]) -> PlatformError? {
    let descriptor = systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return PlatformError(errno) }
    let result = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    let closed = systemClose(descriptor)
    if result != 0 { return PlatformError(result) }
    if closed != 0 { return PlatformError(errno) }
    return nil
  }

  /// The value of an environment variable, or `nil` when it is not set.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The absolute path of an existing file, with symbolic links, `.` and `..` resolved, or
  /// `nil` when it cannot be resolved.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Creates a directory and any missing parents, each readable by the user only.
  /// - Returns: whether the directory exists now.
  package static func makeDirectories(_ path: String) -> Bool {
    var status = stat()
    if stat(path, &status) == 0 { return status.st_mode & S_IFMT == S_IFDIR }
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      guard makeDirectories(String(path[..<slash])) else { return false }
    }
    return mkdir(path, 0o700) == 0 || errno == EEXIST
  }

}

private func systemExit(_ code: Int32) -> Never {
  exit(code)
}
