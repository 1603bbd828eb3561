import MonsoonEvents

/// What replaying a log in memory produced.
struct ReplayOutcome {
  let replayer: LogReplayer
  let warnings: [LogProblem]
  var state: SessionState { replayer.state }
}

/// Replays `text` as a log, collecting warnings.
func replay(_ text: String, mode: ReplayMode = .strict, maximumLineLength: Int? = nil)
  throws(LogProblem) -> ReplayOutcome
{
  try replay(bytes: Array(text.utf8), mode: mode, maximumLineLength: maximumLineLength)
}

/// Replays raw bytes as a log, collecting warnings.
func replay(bytes: [UInt8], mode: ReplayMode = .strict, maximumLineLength: Int? = nil)
  throws(LogProblem) -> ReplayOutcome
{
  let reader = try LogReader(
    MemoryByteSource(bytes),
    maximumLineLength: maximumLineLength ?? LogReader.defaultMaximumLineLength)
  var warnings: [LogProblem] = []
  let (replayer, _) = try LogReplayer.replay(reader, mode: mode) { warnings.append($0) }
  return ReplayOutcome(replayer: replayer, warnings: warnings)
}

/// The problem replaying `text` stops with, or `nil` when it replays.
func problem(_ text: String, mode: ReplayMode = .strict) -> LogProblem? {
  problem(bytes: Array(text.utf8), mode: mode)
}

/// The problem replaying `bytes` stops with, or `nil` when it replays.
func problem(bytes: [UInt8], mode: ReplayMode = .strict) -> LogProblem? {
  do {
    _ = try replay(bytes: bytes, mode: mode)
    return nil
  } catch {
    return error
  }
}

/// The standard header line, `\n` included.
let header = "{\"monsoon\":1,\"seed\":\"2a\"}\n"

/// The new sessions the store tests start.
extension SessionStore {
  /// Creates a store that starts a new session and records nothing.
  /// - Parameter header: the seed and menu of the session.
  convenience init(header: LogHeader) {
    self.init(resuming: header.initialState, writer: nil)
  }

  /// Creates a store that starts a new session and records it into a sink, header first.
  /// - Parameters:
  ///   - header: the seed and menu of the session.
  ///   - sink: where the log is written.
  ///   - recordsSelections: whether each event line carries `sel`, the selections after it.
  ///   - clock: the time stamp of each event, in milliseconds since the Unix epoch.
  /// - Throws: ``LogWriteError`` when the sink refuses the header.
  convenience init(
    header: LogHeader, sink: any LogSink, recordsSelections: Bool = true,
    clock: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) throws(LogWriteError) {
    self.init(
      resuming: header.initialState, writer: try LogWriter(header: header, sink: sink),
      recordsSelections: recordsSelections, clock: clock)
  }
}

/// The new logs the writer and store tests start.
extension LogWriter {
  /// Starts a new log by writing its header.
  /// - Throws: ``LogWriteError`` when the header cannot be written, or would be too long
  ///   (``LogHeaderError``; nothing is written then).
  init(header: LogHeader, sink: any LogSink) throws(LogWriteError) {
    let line: [UInt8]
    do {
      line = try LogLine.newHeader(header)
    } catch {
      throw LogWriteError(reason: error.description)
    }
    try sink.append(line)
    self.init(continuing: sink, nextSeq: 1)
  }
}
