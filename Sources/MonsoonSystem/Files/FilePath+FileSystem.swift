/// What the file system does with a name: resolving it, following its links, removing it,
/// creating it as a directory.
extension FilePath {
  /// The absolute path of this existing file, with symbolic links, `.` and `..` resolved
  /// (`realpath`).
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile``.
  package func resolvingSymbolicLinks() throws(Errno) -> FilePath {
    guard let resolved = withCString({ system_realpath($0, nil) }) else { throw .current }
    defer { system_free(resolved) }
    return FilePath(
      bytes: Array(UnsafeRawBufferPointer(start: resolved, count: system_strlen(resolved))))
  }

  /// The file this path leads to through the symbolic links at its last component, followed
  /// even when the last one dangles (names no file yet): where a write through it goes. A
  /// path that is not a symbolic link is returned as it is.
  /// - Throws: ``Errno/tooManySymbolicLinks`` after 40 links (a loop).
  package func symbolicLinkDestination() throws(Errno) -> FilePath {
    var current = self
    var buffer = [UInt8](repeating: 0, count: Int(_PATH_MAX) + 1)
    for _ in 0..<40 {
      let count = buffer.withUnsafeMutableBytes { bytes -> Int in
        guard let base = bytes.baseAddress else { return -1 }
        return current.withCString {
          system_readlink($0, base.assumingMemoryBound(to: CChar.self), bytes.count - 1)
        }
      }
      // Not a link, or no such file: the write goes here, and any failure is its own.
      guard count >= 0 else { return current }
      let target = Array(buffer[..<count])
      if target.first == UInt8(ascii: "/") {
        current = FilePath(bytes: target)
      } else if let slash = current.bytes.lastIndex(of: UInt8(ascii: "/")) {
        current = FilePath(bytes: Array(current.bytes[...slash]) + target)
      } else {
        current = FilePath(bytes: target)
      }
    }
    throw .tooManySymbolicLinks
  }

  /// The file's last access and modification times, each in nanoseconds since 1970, following
  /// symbolic links (`stat`).
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile``.
  package func accessAndModificationTimes() throws(Errno) -> (accessed: Int64, modified: Int64) {
    var status = CInterop.Stat()
    _ = try retryingInterrupts { withCString { system_stat($0, &status) } }
    func nanoseconds(_ time: CInterop.TimeSpec) -> Int64 {
      Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
    return (nanoseconds(status.accessTimeSpec), nanoseconds(status.modificationTimeSpec))
  }

  /// Sets the file's last access and modification times, each in nanoseconds since 1970,
  /// following symbolic links (`utimensat`), as `touch -r` does; the system sets its change
  /// time to now.
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile``.
  package func setAccessAndModificationTimes(accessed: Int64, modified: Int64) throws(Errno) {
    func time(_ nanoseconds: Int64) -> CInterop.TimeSpec {
      var (seconds, rest) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
      if rest < 0 { (seconds, rest) = (seconds - 1, rest + 1_000_000_000) }
      return CInterop.TimeSpec(tv_sec: numericCast(seconds), tv_nsec: numericCast(rest))
    }
    let times = [time(accessed), time(modified)]
    _ = try retryingInterrupts { withCString { system_utimensat(_AT_FDCWD, $0, times, 0) } }
  }

  /// Removes the file (`unlink`).
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile`` when it is already gone.
  package func remove() throws(Errno) {
    _ = try retryingInterrupts { withCString { system_unlink($0) } }
  }

  /// Flushes the directory holding this file to stable storage, so that a name created or
  /// renamed in it survives a crash.
  package func synchronizeDirectory() throws(Errno) {
    let descriptor = try FileDescriptor.open(directory, .readOnly)
    defer { try? descriptor.close() }
    try descriptor.synchronize()
  }

  /// Creates this directory and any missing parents, each readable by the user only; nothing
  /// when it exists.
  /// - Throws: ``Errno``: ``Errno/notDirectory`` when the name (or a parent's) is another kind
  ///   of file.
  package func createDirectories() throws(Errno) {
    if let status = try? FileStatus(ofPath: self) {
      guard status.kind == .directory else { throw .notDirectory }
      return
    }
    if let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash != 0 {
      try FilePath(bytes: Array(bytes[..<slash])).createDirectories()
    }
    guard withCString({ system_mkdir($0, 0o700) }) == 0 else {
      let error = Errno.current
      if error != .fileExists { throw error }
      return
    }
  }
}
