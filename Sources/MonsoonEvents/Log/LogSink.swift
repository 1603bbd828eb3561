/// Where a ``LogWriter`` puts its lines: a file, memory, a pipe.
public protocol LogSink {
  /// Appends one complete line (its `\n` included).
  ///
  /// When this returns without throwing, the line is wholly accepted by the sink; what
  /// "accepted" means (buffered, handed to the system, on stable storage) is the sink's
  /// promise.
  /// - Throws: ``LogWriteError`` when the line could not be accepted whole.
  mutating func append(_ line: [UInt8]) throws(LogWriteError)

  /// Hands every buffered line on to its destination.
  /// - Throws: ``LogWriteError`` when that fails.
  mutating func flush() throws(LogWriteError)
}

/// A failure to write a log, with the system's explanation.
public struct LogWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, such as "No space left on device".
  public let reason: String

  /// Creates an error with an explanation.
  public init(reason: String) {
    self.reason = reason
  }

  /// The explanation.
  public var description: String { reason }
}
