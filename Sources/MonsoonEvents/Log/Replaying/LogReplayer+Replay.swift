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
  package static func replay(
    _ reader: LogReader, mode: ReplayMode, through lastEvent: Int? = nil,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> (replayer: LogReplayer, readToEnd: Bool) {
    var cursor = ReplayCursor(reader: reader, mode: mode, through: lastEvent)
    try cursor.run { problem, _ in warning(problem) }
    return (cursor.replayer, cursor.readToEnd)
  }
}

extension LogProblem.Kind {
  /// Whether the problem concerns one line only, so that lenient replay may skip that line.
  package var isLineProblem: Bool {
    switch self {
    case .unreadable, .missingHeader, .invalidHeader, .unsupportedVersion, .notText: false
    default: true
    }
  }
}
