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
    while true {
      let record: LogRecord
      do {
        guard let next = try reader.next() else { break }
        record = next
      } catch {
        guard mode == .lenient, error.kind.isLineProblem else { throw error }
        warning(error)
        replayer.skip(error)
        continue
      }
      if let lastEvent, record.seq > lastEvent { return (replayer, false) }
      do {
        try replayer.apply(record)
      } catch {
        guard mode == .lenient else { throw error }
        warning(error)
      }
    }
    if let tornTail = reader.tornTail { warning(tornTail) }
    return (replayer, true)
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
