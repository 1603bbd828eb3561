package import MonsoonEvents

/// Where `timeline` puts one log's lines and warnings: straight onto the standard streams, or
/// into a bounded buffer for a log whose turn to be printed has not come yet.
package protocol TimelineSink {
  /// Adds one line: what `write` appends, then a newline.
  /// - Returns: `false` when the sink cannot hold the line; the caller stops there.
  mutating func line(_ write: (inout [UInt8]) -> Void) -> Bool
  /// Adds whole lines written straight into its memory: `write` writes them from the start
  /// of the memory it is given (at least `maximumCount` bytes, valid during the call), each
  /// ending with a newline, and returns how many bytes it wrote.
  /// - Returns: `false` when the sink cannot hold them; the caller stops there.
  mutating func lines(
    maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> Bool
  /// Adds a warning, located (`FILE:LINE: problem`).
  mutating func warn(_ message: String)
  /// Counts a line the replay did not apply (a bad line, a rejected event, a torn tail),
  /// whether it was warned about or shown as rejected: for a lenient replay's tally.
  mutating func passOver(_ problem: LogProblem)
}
