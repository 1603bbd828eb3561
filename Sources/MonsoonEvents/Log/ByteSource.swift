import MonsoonSystem

/// Where a ``LogReader`` gets its bytes: a file, a pipe, memory.
public protocol ByteSource {
  /// Reads up to `buffer.count` bytes into `buffer`.
  /// - Returns: the number of bytes read; 0 only at the end of the input.
  /// - Throws: ``ByteSourceError`` when the input cannot be read.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int
}

/// A failure to read input: what was being done, and the system's error number.
public struct ByteSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the source was doing when it failed.
  public enum Kind: Hashable, Sendable {
    /// Opening the file.
    case open
    /// Moving to a byte offset.
    case seek
    /// Reading bytes.
    case read
  }

  /// What the source was doing.
  public let kind: Kind
  /// The system's error number (`errno`), such as `ENOENT`.
  public let code: Int32

  /// Creates an error for a failed step with the system's error number.
  public init(_ kind: Kind, code: Int32) {
    self.kind = kind
    self.code = code
  }

  /// The system's explanation, such as "No such file or directory".
  public var description: String { Platform.message(forErrno: code) }
}

/// Bytes already in memory, read as a log.
public struct MemoryByteSource: ByteSource {
  private let bytes: [UInt8]
  private var offset = 0

  /// Creates a source that yields these bytes, then the end of the input.
  public init(_ bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// Creates a source that yields the UTF-8 bytes of a string.
  public init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Copies the next bytes into `buffer`.
  public mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(buffer.count, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { source in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
    }
    offset += count
    return count
  }
}
