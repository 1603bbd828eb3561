extension LogReplayer {
  /// Replays a log from its reader to its end, or up to an event.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - mode: strict stops at the first problem; lenient reports it to `warning` and skips
  ///     the line.
  ///   - lastEvent: when given, replay stops after the last event whose seq is at most this.
  ///   - warning: called with each skipped line (lenient) and with a torn tail.
  /// - Returns: the replayer after the last applied event, and `readToEnd`: whether the whole
  ///   log was read. It is `false` only when replay met an event past `lastEvent` and stopped
  ///   there; a log whose last event is exactly `lastEvent` is read to its end (`true`), so to
  ///   tell "stopped at the seq asked for" from "the log ended first", compare `lastEvent`
  ///   with the replayer's ``lastSeq`` (as ``LogReplay`` does).
  /// - Throws: ``LogProblem``: the first problem in strict mode; in either mode a problem
  ///   reading the input.
  /// - Complexity: O(bytes read), in constant memory.
  package static func replay<Source: ByteSource>(
    _ reader: LogReader<Source>, mode: ReplayMode, through lastEvent: Int? = nil,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> (replayer: LogReplayer, readToEnd: Bool) {
    var replayer = LogReplayer(header: reader.header, mode: mode)
    let readToEnd = try replayer.replayRest(
      reader, through: lastEvent, checkpointEvery: .max, checkpoint: { _ in },
      warning: { problem, _ in warning(problem) })
    return (replayer, readToEnd)
  }

  /// Replays the rest of a log from where this replayer stands, to its end or up to an event,
  /// with a hook after every `interval`-th applied event (for taking checkpoints).
  ///
  /// - Parameters:
  ///   - reader: a reader positioned where this replayer stopped (after the header, or where
  ///     an earlier replay of the same log stopped).
  ///   - lastEvent: when given, replay stops after the last event whose seq is at most this.
  ///   - interval: `checkpoint` runs each time ``appliedCount`` reaches a multiple of it.
  ///   - checkpoint: called with the replayer after those events.
  ///   - warning: called with each skipped line (lenient) and with a torn tail, and the number
  ///     of events applied before it.
  /// - Returns: whether the whole log was read: `false` only when replay met an event past
  ///   `lastEvent` and stopped there.
  /// - Throws: ``LogProblem``: the first problem in strict mode; in either mode a problem
  ///   reading the input.
  /// - Complexity: O(bytes read); one counter per applied event.
  package mutating func replayRest<Source: ByteSource>(
    _ reader: LogReader<Source>, through lastEvent: Int? = nil, checkpointEvery interval: Int,
    checkpoint: (LogReplayer) -> Void, warning: (LogProblem, _ appliedBefore: Int) -> Void
  ) throws(LogProblem) -> Bool {
    precondition(interval >= 1, "interval below 1")
    var applied = appliedCount
    var untilCheckpoint = interval - applied % interval
    let warn = { (problem: LogProblem) in warning(problem, applied) }
    while let record = try read(reader, warning: warn) {
      if let lastEvent, record.seq > lastEvent { return false }
      guard try applyOrSkip(record, warning: warn) else { continue }
      applied += 1
      untilCheckpoint -= 1
      if untilCheckpoint == 0 {
        untilCheckpoint = interval
        checkpoint(self)
      }
    }
    return true
  }

  /// The next event line that could be decoded; in lenient mode a line that could not is
  /// reported to `warning` and skipped.
  /// - Returns: the record, or `nil` at the end of the log (after reporting a torn tail).
  /// - Throws: ``LogProblem``: in strict mode any line problem; in either mode a read failure.
  @inline(__always)
  package mutating func read<Source: ByteSource>(
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
  package mutating func applyOrSkip(_ record: LogRecord, warning: (LogProblem) -> Void)
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
  package var isLineProblem: Bool {
    switch self {
    case .unreadable, .missingHeader, .invalidHeader, .unsupportedVersion: false
    default: true
    }
  }
}
