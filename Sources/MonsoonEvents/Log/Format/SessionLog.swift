/// A whole log held in memory: its header and its event records, in order.
///
/// This is the form `shrink`, `bisect` and property tests work on; the streaming commands
/// never build one.
public struct SessionLog: Hashable, Sendable {
  /// The log's header: seed and menu.
  public var header: LogHeader
  /// The event records, in log order.
  public var records: [LogRecord]

  /// Creates a log from a header and records.
  package init(header: LogHeader, records: [LogRecord]) {
    self.header = header
    self.records = records
  }

  /// The state after replaying every event strictly (seq and `sel` aside), or `nil` when the
  /// reducer rejects one of them.
  public var finalState: SessionState? {
    subsequence(records.indices)?.state
  }

  /// The events of some records, as a log of their own: renumbered 1...k, `t` kept, `sel`
  /// recomputed on the records that had one, line numbers as the new log would have them.
  /// - Parameter indices: indices into ``records``, in increasing order.
  /// - Returns: the new log and its final state, or `nil` when the reducer rejects one of the
  ///   events in this order.
  /// - Complexity: O(k), for k indices.
  public func subsequence(_ indices: some Sequence<Int>) -> (log: SessionLog, state: SessionState)?
  {
    var state = header.initialState
    var kept: [LogRecord] = []
    for index in indices {
      let original = records[index]
      do {
        try SessionReducer.reduce(&state, original.event)
      } catch {
        return nil
      }
      kept.append(
        LogRecord(
          line: kept.count + 2, seq: kept.count + 1, time: original.time, event: original.event,
          sel: original.sel == nil ? nil : state.selections))
    }
    return (SessionLog(header: header, records: kept), state)
  }

  /// Reads a whole log file into memory, keeping the events that replay applies.
  /// - Parameters:
  ///   - path: the log file.
  ///   - mode: strict stops at the first problem; lenient reports it to `warning` and drops
  ///     the line.
  ///   - warning: called with each dropped line (lenient) and with a torn last line.
  /// - Throws: ``LogProblem``: the file cannot be read (line 0,
  ///   `LogProblem.Kind.unreadable(_:)`), or, in strict mode, the first problem of the log.
  /// - Complexity: O(bytes read) time, O(events) memory.
  public init(
    fileAt path: String, mode: ReplayMode = .strict, warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) {
    self = try Self.read(LogReader(FileByteSource.log(at: path)), mode: mode, warning: warning)
  }

  /// Reads a whole log into memory, keeping the events that replay applies.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - mode: strict stops at the first problem; lenient reports it to `warning` and drops
  ///     the line.
  ///   - warning: called with each dropped line (lenient) and with a torn tail.
  /// - Returns: the log, with the applied events as they were written.
  /// - Throws: ``LogProblem``: the first problem in strict mode, or a read failure.
  /// - Complexity: O(bytes read) time, O(events) memory.
  package static func read(
    _ reader: LogReader, mode: ReplayMode, warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) -> SessionLog {
    var cursor = ReplayCursor(reader: reader, mode: mode)
    var records: [LogRecord] = []
    while let step = try cursor.next() {
      if case .applied(let record) = step { records.append(record) }
      if let problem = step.problem { warning(problem) }
    }
    return SessionLog(header: reader.header, records: records)
  }
}
