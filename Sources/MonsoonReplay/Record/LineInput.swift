package import MonsoonEvents
import MonsoonSystem

/// Reads text input (such as the recorder's standard input, or a list of paths) one line at a
/// time, in memory bounded by the longest line it accepts. A line ends with a newline, or with
/// another separator byte (NUL, for lists made by `find -print0`).
package final class LineInput<Source: ByteSource> {
  /// One line of input.
  package enum Line: Hashable, Sendable {
    /// A line, without its separator (or a last line without one).
    case text(String)
    /// A line that is not valid UTF-8.
    case invalidUTF8
    /// A line longer than the limit; its bytes were skipped, not kept.
    case tooLong
    /// A line that holds a NUL byte, when lines end with newlines: the input is not text (a
    /// device such as /dev/zero, a binary file), and its line may never end. Nothing more is
    /// read after it.
    case notText
  }

  private var source: Source
  private var buffer: [UInt8] = []
  private var start = 0
  private var finished = false
  /// Whether the rest of a line already reported as too long is still to be skipped.
  private var skippingLongLine = false
  private let readSize = 1 << 16
  /// The longest line accepted, in bytes.
  package let maximumLineLength: Int
  /// The byte that ends a line.
  package let separator: UInt8

  /// Creates a reader of `source`.
  /// - Parameters:
  ///   - maximumLineLength: the longest line accepted; longer lines are skipped.
  ///   - separator: the byte that ends a line: a newline unless told otherwise.
  package init(
    _ source: Source, maximumLineLength: Int = 1 << 20, separator: UInt8 = UInt8(ascii: "\n")
  ) {
    self.source = source
    self.maximumLineLength = maximumLineLength
    self.separator = separator
  }

  /// Whether ``nextLine()`` can answer without waiting for more input.
  package var hasBufferedLine: Bool {
    finished || buffer[start...].contains(separator)
  }

  /// The next line, or `nil` at the end of the input.
  ///
  /// A line over the limit is reported as soon as the limit is passed, without waiting for its
  /// end; the next call skips the rest of it. A NUL byte in a line (when lines end with
  /// newlines) is reported as soon as it is read, and ends the input (`/dev/zero`).
  /// - Throws: ``ByteSourceError`` when the input cannot be read.
  package func nextLine() throws(ByteSourceError) -> Line? {
    while true {
      if let end = buffer[start...].firstIndex(of: separator) {
        let line = buffer[start..<end]
        start = end + 1
        if holdsNUL(line) { return endAsNotText() }
        if skippingLongLine {
          skippingLongLine = false
          continue
        }
        return line.count > maximumLineLength ? .tooLong : Self.decode(line)
      }
      if holdsNUL(buffer[start...]) { return endAsNotText() }
      if skippingLongLine || buffer.count - start > maximumLineLength {
        buffer.removeAll(keepingCapacity: true)
        start = 0
        if !skippingLongLine {
          skippingLongLine = true
          return .tooLong
        }
      }
      if finished {
        skippingLongLine = false
        guard start < buffer.count else { return nil }
        let line = buffer[start...]
        start = buffer.count
        return Self.decode(line)
      }
      try fill()
    }
  }

  /// Whether the bytes hold a NUL byte that is not the separator.
  private func holdsNUL(_ bytes: ArraySlice<UInt8>) -> Bool {
    separator != 0 && bytes.contains(0)
  }

  private func endAsNotText() -> Line {
    buffer.removeAll()
    start = 0
    finished = true
    skippingLongLine = false
    return .notText
  }

  private func fill() throws(ByteSourceError) {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: readSize))
    let result = buffer.withUnsafeMutableBytes { bytes in
      Result { () throws(ByteSourceError) in
        try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[oldCount...]))
      }
    }
    let count = try result.get()
    buffer.removeLast(readSize - count)
    if count == 0 { finished = true }
  }

  private static func decode(_ bytes: ArraySlice<UInt8>) -> Line {
    guard let text = String(validUTF8: bytes) else { return .invalidUTF8 }
    return .text(text)
  }
}
