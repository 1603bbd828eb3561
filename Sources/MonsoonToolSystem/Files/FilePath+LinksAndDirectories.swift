package import MonsoonSystem

/// What the file system does with a name that only the tool's side asks: its last component
/// and the names in it as a directory, resolving it, following its links, removing it, creating
/// it as a directory.
extension FilePath {
  /// The last component: the bytes after the last `/`, or the whole name.
  package var lastComponent: [UInt8] {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
    return Array(bytes[(slash + 1)...])
  }

  /// The path of `name` in this directory: this path, a `/` unless it ends with one, and
  /// `name`.
  package func appending(_ name: [UInt8]) -> FilePath {
    let slash: [UInt8] = bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]
    return FilePath(bytes: bytes + slash + name)
  }

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

  /// Removes the file (`unlink`).
  /// - Throws: ``Errno``, such as ``Errno/noSuchFile`` when it is already gone.
  package func remove() throws(Errno) {
    _ = try retryingInterrupts { withCString { system_unlink($0) } }
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

extension Errno {
  /// The name is a symbolic link and the call was told not to follow it (`ELOOP`).
  package static var tooManySymbolicLinks: Errno { Errno(rawValue: _ELOOP) }
  /// The name exists already (`EEXIST`).
  package static var fileExists: Errno { Errno(rawValue: _EEXIST) }
  /// A name on the way is not a directory (`ENOTDIR`).
  package static var notDirectory: Errno { Errno(rawValue: _ENOTDIR) }
}
