/// Why a named file could not be read, written or opened: the path and what went wrong.
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  package enum Kind: Hashable, Sendable {
    /// A system call failed.
    case system(Errno)
    /// The name is the empty string, which names no file.
    case emptyPath
    /// The file holds more than the reader's limit of bytes.
    case tooLarge(limit: Int)
    /// The name is not a kind of file the caller reads or writes, such as a device.
    case unsupportedKind(FileKind)
  }

  /// The file's name, as the caller gave it.
  package let path: String
  /// What went wrong.
  package let kind: Kind

  /// Creates an error about a file.
  package init(path: String, _ kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// Creates an error about a file from a failed system call.
  package init(path: String, _ errno: Errno) {
    self.init(path: path, .system(errno))
  }

  /// What went wrong, without the path: "No such file or directory".
  package var reason: String {
    switch kind {
    case .system(let errno): errno.description
    case .emptyPath: "empty file name"
    case .tooLarge(let limit): "larger than the limit of \(ByteCount(limit))"
    case .unsupportedKind(let kind): "\(kind.description), not a regular file"
    }
  }

  /// `PATH: reason`, or "empty file name".
  package var description: String {
    if case .emptyPath = kind { return reason }
    return "\(path): \(reason)"
  }
}

/// A number of bytes as people read it: "1 MiB", "1 GiB", else "1500 bytes".
package struct ByteCount: CustomStringConvertible, Sendable {
  /// The number of bytes.
  package let bytes: Int

  /// Wraps a number of bytes.
  package init(_ bytes: Int) {
    self.bytes = bytes
  }

  /// The count in the largest unit that divides it exactly, such as "1 MiB".
  package var description: String {
    for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
    where bytes >= size && bytes % size == 0 {
      return "\(bytes / size) \(unit)"
    }
    return "\(bytes) bytes"
  }
}
