/// How far a ``FileLogSink`` takes each line before ``FileLogSink/append(_:)`` returns.
public enum LogDurability: String, Hashable, Sendable, CaseIterable {
  /// Each line is written to the file and flushed to stable storage (`fsync`) before
  /// `append` returns: an acknowledged event survives a crash of the process or of the
  /// machine.
  case durable
  /// Lines are kept in memory and written to the file at least every
  /// ``FileLogSink/flushIntervalMilliseconds``, when ``FileLogSink/bufferLimit`` bytes are
  /// pending, on ``FileLogSink/flush()`` and on ``FileLogSink/close()`` (which also flushes
  /// to stable storage): a crash may lose the lines of the last interval, never a line in
  /// the middle of the log.
  case buffered
}
