/// Why a named file could not be read, written or opened: the path and what went wrong.
struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  enum Kind: Hashable, Sendable {
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
  let path: String
  /// What went wrong.
  let kind: Kind

  /// Creates an error about a file.
  init(path: String, _ kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// Creates an error about a file from a failed system call.
  init(path: String, _ errno: Errno) {
    self.init(path: path, .system(errno))
  }

  /// What went wrong, without the path: "No such file or directory".
  var reason: String {
    switch kind {
    case .system(let errno): errno.description
    case .emptyPath: "empty file name"
    case .tooLarge(let limit): "larger than the limit of \(ByteCount(limit))"
    case .unsupportedKind(let kind): "\(kind.description), not a regular file"
    }
  }

  /// `PATH: reason`, or "empty file name".
  var description: String {
    if case .emptyPath = kind { return reason }
    return "\(path): \(reason)"
  }
}
