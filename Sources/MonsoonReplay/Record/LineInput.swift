package import MonsoonEvents
import MonsoonSystem

/// Reads text input (such as the recorder's standard input, or a list of paths) one line at a
/// time, in memory bounded by the longest line it accepts. A line ends with a newline, or with
/// another separator byte (NUL, for lists made by `find -print0`).
///
/// The lines are split by the log reader's own ``LineSplitter``, as text: one rule for where a
/// line ends, what a NUL byte means and when a line is too long.
package final class LineInput<Source: ByteSource> {
  /// One line of input.
  package enum Line: Hashable, Sendable {
    /// A line, without its separator (or a last line without one).
    case text(String)
    /// A line that is not valid UTF-8, with its bytes (a file name may be any bytes).
    case invalidUTF8([UInt8])
    /// A line longer than the limit; its bytes were skipped, not kept.
    case tooLong
    /// A line that holds a NUL byte, when lines end with newlines: the input is not text (a
    /// device such as /dev/zero, a binary file), and its line may never end. Nothing more is
    /// read after it.
    case notText
  }

  private let lines: LineSplitter
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
    lines = LineSplitter(
      source: source, maximumLineLength: maximumLineLength, readSize: 1 << 16,
      separator: separator, rejectsNUL: true)
    self.maximumLineLength = maximumLineLength
    self.separator = separator
  }

  /// Whether ``nextLine()`` can answer without waiting for more input.
  package var hasBufferedLine: Bool {
    lines.hasBufferedLine(skipping: { _ in false })
  }

  /// The next line, or `nil` at the end of the input.
  ///
  /// A line over the limit is reported as soon as the limit is passed, without waiting for its
  /// end; the next call skips the rest of it. A NUL byte in a line (when lines end with
  /// newlines) is reported as soon as it is read, and ends the input (`/dev/zero`).
  /// - Throws: ``ByteSourceError`` when the input cannot be read.
  package func nextLine() throws(ByteSourceError) -> Line? {
    switch try lines.nextLine() {
    case nil: return nil
    case .complete(let bytes), .unterminated(let bytes):
      guard let text = String(validUTF8: bytes) else { return .invalidUTF8(Array(bytes)) }
      return .text(text)
    case .tooLong: return .tooLong
    case .notText: return .notText
    }
  }
}
