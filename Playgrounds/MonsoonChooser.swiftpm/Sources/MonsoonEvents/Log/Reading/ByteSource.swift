// import MonsoonSystem

/// Where a ``LogReader`` gets its bytes: a file, a pipe, memory.
protocol ByteSource {
  /// Reads up to `buffer.count` bytes into `buffer`.
  /// - Returns: the number of bytes read; 0 only at the end of the input.
  /// - Throws: ``ByteSourceError`` when the input cannot be read.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int
}

/// A failure to read input: what failed, and the system's error number.
struct ByteSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed.
  enum Kind: Hashable, Sendable {
    /// The file name is empty, which names no file.
    case emptyPath
    /// Opening the file failed with this error number (`errno`), such as `ENOENT`.
    case open(errno: Int32)
    /// Moving to a byte offset failed with this error number.
    case seek(errno: Int32)
    /// Reading bytes failed with this error number.
    case read(errno: Int32)
    /// The file is not a regular file, where only one is read: what it is, with an article
    /// ("a pipe", "a character device").
    case notRegularFile(String)
    /// A regular file ended before its size when it was opened: it was cut, or rewritten in
    /// place, while it was read.
    case changed
  }

  /// What failed.
  let kind: Kind
  /// The file that could not be opened or read, when one was named.
  let path: String?

  /// Creates an error.
  init(_ kind: Kind, path: String? = nil) {
    self.kind = kind
    self.path = path
  }

  /// The reason, as the system words it: "No such file or directory"; or "empty file name",
  /// "not a regular file (a pipe)".
  var description: String {
    switch kind {
    case .emptyPath: "empty file name"
    case .open(let code), .seek(let code), .read(let code): Errno(rawValue: code).description
    case .notRegularFile(let kind): "not a regular file (\(kind))"
    case .changed: "changed while it was read"
    }
  }
}

/// Bytes already in memory, read as a log.
struct MemoryByteSource: ByteSource {
  private let bytes: [UInt8]
  private var offset = 0

  /// Creates a source that yields these bytes, then the end of the input.
  init(_ bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// Creates a source that yields the UTF-8 bytes of a string.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Copies the next bytes into `buffer`.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(buffer.count, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { source in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
    }
    offset += count
    return count
  }
}
