/// A log replayed in one call, from a file or from bytes: the state after an event (or after
/// the last one), and whether the log held that event.
///
/// ```swift
/// let replay = try LogReplay(fileAt: "tester.jsonl", through: 7)
/// print(replay.state.choices)               // what the screen showed after seq 7
/// if replay.stop == .endOfLog { print("the log ends at seq \(replay.state.seq)") }
/// ```
///
/// Replay streams the log: memory stays constant whatever its length.
public struct LogReplay: Hashable, Sendable {
  /// Where replay stopped.
  public enum Stop: Hashable, Sendable {
    /// At the seq asked for: the log holds that seq (as its last event or before more), or,
    /// lenient, skips from below it to above it.
    case requestedSeq
    /// At the end of the log, before the seq asked for, or because no seq was asked for.
    case endOfLog
  }

  /// The log's header: its seed and menu.
  public let header: LogHeader
  /// The state after the last event replayed: with a seq asked for, the last at or below it.
  public let state: SessionState
  /// Whether replay stopped at the seq asked for or at the end of the log first.
  public let stop: Stop

  /// Replays a log file up to an event.
  /// - Parameters:
  ///   - path: the log file.
  ///   - seq: the last event to replay, or `nil` for the whole log. A log whose last event is
  ///     exactly `seq` stops at ``Stop/requestedSeq``.
  ///   - mode: strict stops at the first problem; lenient skips a bad line and reports it to
  ///     `warning`.
  ///   - warning: called with each skipped line (lenient) and with a torn last line.
  /// - Throws: ``LogProblem``: the file cannot be read (line 0,
  ///   `LogProblem.Kind.unreadable(_:)`), or, in strict mode, the first problem of the log.
  /// - Complexity: O(bytes read), in constant memory.
  public init(
    fileAt path: String, through seq: Int? = nil, mode: ReplayMode = .strict,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) {
    let reader = try LogReader(FileByteSource.log(at: path))
    try self.init(reader, through: seq, mode: mode, warning: warning)
  }

  /// Replays a log held in memory up to an event.
  /// - Parameters:
  ///   - bytes: the log's bytes, such as the contents of a file a tester sent.
  ///   - seq: the last event to replay, or `nil` for the whole log.
  ///   - mode: strict stops at the first problem; lenient skips a bad line.
  ///   - warning: called with each skipped line (lenient) and with a torn last line.
  /// - Throws: ``LogProblem``: in strict mode, the first problem of the log.
  /// - Complexity: O(bytes).
  init(
    bytes: some Sequence<UInt8>, through seq: Int? = nil, mode: ReplayMode = .strict,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) {
    try self.init(
      LogReader(MemoryByteSource(bytes)), through: seq, mode: mode, warning: warning)
  }

  private init(
    _ reader: LogReader, through seq: Int?, mode: ReplayMode,
    warning: (LogProblem) -> Void
  ) throws(LogProblem) {
    let (replayer, readToEnd) = try LogReplayer.replay(
      reader, mode: mode, through: seq, warning: warning)
    header = reader.header
    state = replayer.state
    if let seq, !readToEnd || replayer.lastSeq >= seq {
      stop = .requestedSeq
    } else {
      stop = .endOfLog
    }
  }
}
