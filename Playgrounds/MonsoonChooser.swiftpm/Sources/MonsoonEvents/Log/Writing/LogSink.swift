/// Where a ``SessionStore`` writes its log: a file (``SessionLogFile``), memory
/// (``MemoryLogSink``), or a destination of your own.
///
/// The store calls ``append(_:)`` once per line, in log order, while it holds its lock, so a
/// sink should queue the line and return; the other calls are where callers wait.
public protocol LogSink: AnyObject, Sendable {
  /// Takes one complete line (its `\n` included).
  ///
  /// When this returns without throwing, the line is accepted whole; how far it has gone
  /// (queued, handed to the system, on stable storage) is the sink's promise, kept by
  /// ``flush()`` and ``synchronize()``.
  /// - Throws: ``LogWriteError`` when the line cannot be accepted; the store then stops
  ///   recording (it appends no more lines) and reports the failure through
  ///   ``SessionStore/writeFailures()``.
  func append(_ line: [UInt8]) throws(LogWriteError)

  /// Waits until every line appended so far has reached its destination.
  /// - Throws: ``LogWriteError`` when that fails.
  func flush() throws(LogWriteError)

  /// Waits, without blocking a thread, until every line appended so far is on stable storage.
  /// The default calls ``flush()``.
  /// - Throws: ``LogWriteError`` when that fails.
  func synchronize() async throws(LogWriteError)

  /// Flushes and lets go of the destination; later appends fail. The default calls
  /// ``flush()``.
  /// - Throws: ``LogWriteError`` when the flush fails.
  func close() throws(LogWriteError)
}

extension LogSink {
  /// Flushes: a sink that says nothing about stable storage is as durable as its flush.
  public func synchronize() async throws(LogWriteError) {
    try flush()
  }

  /// Flushes, and keeps taking lines.
  public func close() throws(LogWriteError) {
    try flush()
  }
}

/// A failure to write a log, with the system's explanation.
public struct LogWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, such as "cannot write session.jsonl: No space left on device".
  let reason: String

  /// Creates an error with an explanation.
  public init(reason: String) {
    self.reason = reason
  }

  /// The explanation.
  public var description: String { reason }
}
