extension LogReplayer {
  /// Replays a log from its reader to its end, or up to an event.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - mode: strict stops at the first problem; lenient reports it to `warning` and skips
  ///     the line.
  ///   - lastEvent: when given, replay stops after the last event whose seq is at most this.
  ///   - warning: called with each skipped line (lenient) and with a torn tail.
  /// - Returns: the replayer after the last applied event, and whether the whole log was read
  ///   (`false` when replay stopped at `lastEvent`).
  /// - Throws: ``LogProblem``: the first problem in strict mode; in either mode a problem
  ///   reading the input.
  /// - Complexity: O(bytes read), in constant memory.
  public static func replay<Source: ByteSource>(
    _ reader: LogReader<Source>, mode: ReplayMode, through lastEvent: Int? = nil,
    warning: (LogProblem) -> Void
  ) throws(LogProblem) -> (replayer: LogReplayer, reachedEnd: Bool) {
    var replayer = LogReplayer(header: reader.header, mode: mode)
    while let record = try replayer.read(reader, warning: warning) {
      if let lastEvent, record.seq > lastEvent { return (replayer, false) }
      try replayer.applyOrSkip(record, warning: warning)
    }
    return (replayer, true)
  }

  /// The next event line that could be decoded; in lenient mode a line that could not is
  /// reported to `warning` and skipped.
  /// - Returns: the record, or `nil` at the end of the log (after reporting a torn tail).
  /// - Throws: ``LogProblem``: in strict mode any line problem; in either mode a read failure.
  @inline(__always)
  public mutating func read<Source: ByteSource>(
    _ reader: LogReader<Source>, warning: (LogProblem) -> Void
  ) throws(LogProblem) -> LogRecord? {
    while true {
      do {
        guard let record = try reader.next() else { break }
        return record
      } catch {
        guard mode == .lenient, error.kind.isLineProblem else { throw error }
        warning(error)
        skip(error)
      }
    }
    if let tornTail = reader.tornTail { warning(tornTail) }
    return nil
  }

  /// Applies a record; in lenient mode a problem is reported to `warning` instead of thrown.
  /// - Returns: whether the record was applied.
  /// - Throws: ``LogProblem`` in strict mode.
  @discardableResult
  @inline(__always)
  public mutating func applyOrSkip(_ record: LogRecord, warning: (LogProblem) -> Void)
    throws(LogProblem) -> Bool
  {
    do {
      try apply(record)
      return true
    } catch {
      guard mode == .lenient else { throw error }
      warning(error)
      return false
    }
  }
}

extension LogProblem.Kind {
  /// Whether the problem concerns one line only, so that lenient replay may skip that line.
  public var isLineProblem: Bool {
    switch self {
    case .unreadable, .missingHeader, .invalidHeader, .unsupportedVersion: false
    default: true
    }
  }
}
