/// Where `timeline` puts one log's lines and warnings: straight onto the standard streams, or
/// into a bounded buffer for a log whose turn to be printed has not come yet.
protocol TimelineSink {
  /// Adds one line: what `write` appends, then a newline.
  /// - Returns: `false` when the sink cannot hold the line; the caller stops there.
  mutating func line(_ write: (inout [UInt8]) -> Void) -> Bool
  /// Adds a warning, located (`FILE:LINE: problem`).
  mutating func warn(_ message: String)
}
