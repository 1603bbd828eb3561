extension LogReplayer {
  /// Replays a log from its reader to its end, or up to an event.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - mode: strict stops at the first problem; lenient reports it to `warning` and skips
  ///     the line.
  ///   - lastEvent: when given, replay stops after the last event whose seq is at most this
  ///     (see ``ReplayCursor/init(reader:mode:skipping:through:)``).
  ///   - warning: called with each skipped line (lenient) and with a torn tail.
  /// - Returns: the replayer after the last applied event, and `readToEnd`: whether the whole
  ///   log was read. It is `false` only when replay met an event past `lastEvent` and stopped
  ///   there; a log whose last event is exactly `lastEvent` is read to its end (`true`). To
  ///   tell "stopped at the seq asked for" from "the log ended first", compare `lastEvent`
  ///   with the replayer's ``lastSeq``, as ``LogReplay/stop`` does.
  /// - Throws: ``LogProblem``: the first problem in strict mode; in either mode a problem
  ///   reading the input.
  /// - Complexity: O(bytes read), in constant memory.
  static func replay<Source: ByteSource>(
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
  ///   `lastEvent` and stopped there (see ``replay(_:mode:through:warning:)``).
  /// - Throws: ``LogProblem``: the first problem in strict mode; in either mode a problem
  ///   reading the input.
  /// - Complexity: O(bytes read); one counter per applied event.
  mutating func replayRest<Source: ByteSource>(
    _ reader: LogReader<Source>, through lastEvent: Int? = nil, checkpointEvery interval: Int,
    checkpoint: (LogReplayer) -> Void, warning: (LogProblem, _ appliedBefore: Int) -> Void
  ) throws(LogProblem) -> Bool {
    var loop = ReplayLoop(
      events: reader.events, replayer: self, skips: .none, lastEvent: lastEvent, verifies: false)
    defer { self = loop.replayer }
    try loop.run(checkpointEvery: interval, checkpoint: checkpoint) { problem, _, applied in
      warning(problem, applied)
    }
    return loop.readToEnd
  }

  /// Verifies a log: replays it with the rules of strict mode, reporting every problem and
  /// going on as a verifying ``ReplayCursor`` does, with a hook after every `interval`-th
  /// applied event (for taking checkpoints, which are those of a strict replay when the log
  /// has no problem).
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - interval: `checkpoint` runs each time the number of applied events reaches a
  ///     multiple of it.
  ///   - checkpoint: called with the replayer after those events.
  ///   - problem: called with each problem, in line order; a failure to read the input is
  ///     the last.
  ///   - warning: called with a torn tail, which the format allows.
  /// - Returns: the number of event lines read (valid or not) and of problems.
  /// - Complexity: O(bytes read), in constant memory.
  static func verify<Source: ByteSource>(
    _ reader: LogReader<Source>, checkpointEvery interval: Int,
    checkpoint: (LogReplayer) -> Void, problem: (LogProblem) -> Void,
    warning: (LogProblem) -> Void
  ) -> (lines: Int, problems: Int) {
    var loop = ReplayLoop(
      events: reader.events, replayer: LogReplayer(header: reader.header, mode: .strict),
      skips: .none, lastEvent: nil, verifies: true)
    var problems = 0
    do {
      try loop.run(checkpointEvery: interval, checkpoint: checkpoint) { found, fate, _ in
        guard fate != .tornTail else { return warning(found) }
        problems += 1
        problem(found)
      }
    } catch {
      problems += 1
      problem(error)
    }
    return (loop.linesRead, problems)
  }
}

extension LogProblem.Kind {
  /// Whether the problem concerns one line only, so that lenient replay may skip that line.
  var isLineProblem: Bool {
    switch self {
    case .unreadable, .missingHeader, .invalidHeader, .unsupportedVersion, .notText: false
    default: true
    }
  }
}
