#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Directories and the names in them.
extension Platform {
  /// The names of the entries of a directory (without `.` and `..`), or `nil` when it cannot
  /// be read.
  package static func entryNames(ofDirectory path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = String(decoding: nameBytes(of: entry), as: UTF8.self)
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The bytes of a directory entry's name, up to its NUL. The entry `readdir` returns is only
  /// as long as its name, not the 256 bytes `d_name` is declared with, so the field must not
  /// be copied whole (AddressSanitizer caught that read past the end).
  static func nameBytes(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
    let name = UnsafeRawPointer(entry).advanced(by: offset)
    let count = strlen(name.assumingMemoryBound(to: CChar.self))
    return Array(UnsafeRawBufferPointer(start: name, count: count))
  }

  /// Removes a file, ignoring failure (it may already be gone).
  package static func removeFile(_ path: String) {
    unlink(path)
  }

  /// The absolute path of an existing file, with symbolic links, `.` and `..` resolved, or
  /// `nil` when it cannot be resolved.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The file a path leads to through the symbolic links at its last component, followed
  /// even when the last one dangles (names no file yet): where a write through `path` goes.
  /// A path that is not a symbolic link is returned as it is.
  /// - Throws: ``Errno/tooManySymbolicLinks`` after 40 links (a loop).
  package static func symbolicLinkDestination(_ path: String) throws(Errno) -> String {
    var current = path
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    for _ in 0..<40 {
      let count = buffer.withUnsafeMutableBytes { bytes -> Int in
        guard let base = bytes.baseAddress else { return -1 }
        return readlink(current, base.assumingMemoryBound(to: CChar.self), bytes.count - 1)
      }
      // Not a link, or no such file: the write goes here, and any failure is its own.
      guard count >= 0 else { return current }
      let target = String(decoding: buffer[..<count], as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + target
      } else {
        current = target
      }
    }
    throw .tooManySymbolicLinks
  }

  /// The directory holding `path`: the part before its last `/`, `/`, or `.` for a bare name.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
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
