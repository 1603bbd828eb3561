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
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
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
