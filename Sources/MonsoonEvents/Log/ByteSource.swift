/// Where a ``LogReader`` gets its bytes: a file, a pipe, memory.
package protocol ByteSource {
  /// Reads up to `buffer.count` bytes into `buffer`.
  /// - Returns: the number of bytes read; 0 only at the end of the input.
  /// - Throws: ``ByteSourceError`` when the input cannot be read.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int
}

/// A failure to read input, with the system's explanation.
package struct ByteSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, such as "Is a directory".
  package let reason: String

  /// Creates an error with an explanation.
  package init(reason: String) {
    self.reason = reason
  }

  /// The explanation.
  package var description: String { reason }
}

/// Bytes already in memory, read as a log.
package struct MemoryByteSource: ByteSource {
  private let bytes: [UInt8]
  private var offset = 0

  /// Creates a source that yields these bytes, then the end of the input.
  package init(_ bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// Creates a source that yields the UTF-8 bytes of a string.
  package init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Copies the next bytes into `buffer`.
  package mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(buffer.count, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { source in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
    }
    offset += count
    return count
  }
}
