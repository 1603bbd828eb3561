extension LogReplayer {
  /// Replays a log from its reader to its end, or up to an event.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - mode: strict stops at the first problem; lenient reports it to `warning` and skips
  ///     the line.
  ///   - lastEvent: when given, replay stops after the last event whose seq is at most this
  ///     (see ``ReplayCursor/init(reader:mode:skipping:through:)``).
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
    let reachedEnd = try replayer.replayRest(
      reader, through: lastEvent, checkpointEvery: .max, checkpoint: { _ in },
      warning: { problem, _ in warning(problem) })
    return (replayer, reachedEnd)
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
  /// - Returns: whether the whole log was read (`false` when replay stopped at `lastEvent`).
  /// - Throws: ``LogProblem``: the first problem in strict mode; in either mode a problem
  ///   reading the input.
  /// - Complexity: O(bytes read); one counter per applied event.
  public mutating func replayRest<Source: ByteSource>(
    _ reader: LogReader<Source>, through lastEvent: Int? = nil, checkpointEvery interval: Int,
    checkpoint: (LogReplayer) -> Void, warning: (LogProblem, _ appliedBefore: Int) -> Void
  ) throws(LogProblem) -> Bool {
    precondition(interval >= 1, "interval below 1")
    var cursor = ReplayCursor(reader: reader, resumingFrom: self, through: lastEvent)
    defer { self = cursor.replayer }
    var untilCheckpoint = interval - appliedCount % interval
    while let step = try cursor.next() {
      guard case .applied = step else {
        if let problem = step.problem { warning(problem, cursor.replayer.appliedCount) }
        continue
      }
      untilCheckpoint -= 1
      if untilCheckpoint == 0 {
        untilCheckpoint = interval
        checkpoint(cursor.replayer)
      }
    }
    return cursor.reachedEnd
  }
}

extension LogProblem.Kind {
  /// Whether the problem concerns one line only, so that lenient replay may skip that line.
  public var isLineProblem: Bool {
    switch self {
    case .unreadable, .missingHeader, .invalidHeader, .unsupportedVersion, .notText: false
    default: true
    }
  }
}
