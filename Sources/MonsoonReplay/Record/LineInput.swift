public import MonsoonEvents

/// Reads text input (such as the recorder's standard input) one line at a time, in memory
/// bounded by the longest line it accepts.
public final class LineInput<Source: ByteSource> {
  /// One line of input.
  public enum Line: Hashable, Sendable {
    /// A line, without its `\n` (or a last line without one).
    case text(String)
    /// A line that is not valid UTF-8.
    case invalidUTF8
    /// A line longer than the limit; its bytes were skipped, not kept.
    case tooLong
  }

  private var source: Source
  private var buffer: [UInt8] = []
  private var start = 0
  private var finished = false
  private let readSize = 1 << 16
  /// The longest line accepted, in bytes.
  public let maximumLineLength: Int

  /// Creates a reader of `source`.
  /// - Parameter maximumLineLength: the longest line accepted; longer lines are skipped.
  public init(_ source: Source, maximumLineLength: Int = 1 << 20) {
    self.source = source
    self.maximumLineLength = maximumLineLength
  }

  /// Whether ``nextLine()`` can answer without waiting for more input.
  public var hasBufferedLine: Bool {
    finished || buffer[start...].contains(0x0A)
  }

  /// The next line, or `nil` at the end of the input.
  /// - Throws: ``ByteSourceError`` when the input cannot be read.
  public func nextLine() throws(ByteSourceError) -> Line? {
    var skipping = false
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = buffer[start..<newline]
        start = newline + 1
        return skipping || line.count > maximumLineLength ? .tooLong : Self.decode(line)
      }
      if buffer.count - start > maximumLineLength {
        skipping = true
        buffer.removeAll(keepingCapacity: true)
        start = 0
      }
      if finished {
        guard start < buffer.count || skipping else { return nil }
        let line = buffer[start...]
        start = buffer.count
        return skipping ? .tooLong : Self.decode(line)
      }
      try fill()
    }
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
    guard let text = String(validating: bytes, as: UTF8.self) else { return .invalidUTF8 }
    return .text(text)
  }
}
