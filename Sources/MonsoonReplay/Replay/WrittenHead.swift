package import MonsoonEvents

/// The seq's digits and the `t` member of a line in the writer's exact shape
/// (`12,"t":1764410400000`, after `{"seq":`), up to ``capacity`` bytes, kept in two vectors
/// that a writer stores whole: ``count`` bytes are the head's, the rest whatever followed.
/// What a projection copies instead of writing those numbers (``ReplayCursor/writtenHead``).
package struct WrittenHead: Sendable {
  package let low: SIMD16<UInt8>
  package let high: SIMD16<UInt8>
  /// The head's length in bytes, at most ``capacity``; 0 when the line has none (another
  /// shape, or a longer head), and its numbers are to be written.
  package let count: UInt8

  /// The most bytes a head holds: a 13-digit `t` and a seq of up to 14 digits.
  static let capacity = 32

  /// No head: the numbers are written.
  package static let none = WrittenHead(low: .zero, high: .zero, count: 0)

  private init(low: SIMD16<UInt8>, high: SIMD16<UInt8>, count: Int) {
    self.low = low
    self.high = high
    self.count = UInt8(truncatingIfNeeded: count)
  }

  /// The head at `start`, `count` bytes long, when it fits and the ``capacity`` bytes from
  /// `start` lie before `end`; else ``none``.
  @inline(__always)
  init(at start: UnsafeRawPointer, count: Int, readableUpTo end: UnsafeRawPointer) {
    guard count > 0, count <= Self.capacity, start + Self.capacity <= end else {
      self = .none
      return
    }
    self.init(
      low: start.loadUnaligned(as: SIMD16<UInt8>.self),
      high: start.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), count: count)
  }
}

extension ReplayCursor {
  /// The seq's digits and `t` of the line last read, as written, when the tool's template
  /// decoded it (``WriterShapedLine/decodeLine(atStartOf:lineNumber:)``) and they fit, else
  /// ``WrittenHead/none``: for the `record` of a line `advance()` found applied, in a cursor
  /// that does not verify (whose applied record is always the line just read).
  package var writtenHead: WrittenHead {
    guard let (line, headCount) = reader.fastDecodedLine else { return .none }
    let key = WriterShapedLine.seqKey.utf8CodeUnitCount
    return WrittenHead(
      at: line.baseAddress! + key, count: headCount - key,
      readableUpTo: line.baseAddress! + line.count)
  }
}
