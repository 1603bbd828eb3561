public import MonsoonEvents
import MonsoonSystem

/// A log read for the screen: every step of it, ready to be shown at any seq, played back, or
/// carried on from a step by the person holding the phone.
///
/// A step is the state after one event (step 0 is the state before the first). Which state the
/// screen shows at seq N is the one `monsoon-replay replay --at N` prints: the state after the
/// last event whose seq is at most N. Every state is computed once, when the log is read, so
/// moving about the log costs nothing but memory: 144 bytes a step on 64-bit for its state,
/// besides its event; a tester's log is a few thousand steps, and a log of more than
/// `maximumEvents` is refused.
///
/// ```swift
/// let replayed = try ReplayedLog(fileAt: "tester.jsonl")
/// let state = try replayed.state(at: 16)           // what the screen showed after seq 16
/// let session = try replayed.continuing(at: 16)    // taps from there, in memory
/// ```
public struct ReplayedLog: Sendable {
  /// The log, its events as replay applied them.
  package let log: SessionLog
  /// What errors call the log: its file's path, or a name given for bytes.
  package let name: String
  /// The lines a lenient read skipped, each with its problem; empty for a strict read.
  package let skippedLines: [LogProblem]
  /// The state before the first event, then after each event of ``log``, in order.
  package let states: [SessionState]

  /// Reads and replays a log file, strictly by default.
  /// - Parameters:
  ///   - path: the log file; errors name it.
  ///   - mode: strict stops at the log's first problem; lenient skips each bad line, which
  ///     `skippedLines` then lists.
  /// - Throws: ``ReplayedLogError`` naming the file and, for a problem in the log, its line.
  public init(fileAt path: String, mode: ReplayMode = .strict) throws(ReplayedLogError) {
    let reader: LogReader
    do {
      reader = try LogReader(FileByteSource.log(at: path))
    } catch {
      throw ReplayedLogError(log: path, .invalidLog(error))
    }
    try self.init(reader, name: path, mode: mode)
  }

  /// Does what ``init(fileAt:mode:)`` does on a thread of its own: call it from the main
  /// thread, which reading and replaying a long log would block.
  /// - Throws: ``ReplayedLogError`` naming the file and, for a problem in the log, its line.
  public static func read(
    fileAt path: String, mode: ReplayMode = .strict
  ) async throws(ReplayedLogError) -> ReplayedLog {
    let result = await DetachedThread.result(name: "monsoon-replay-read") {
      () -> Result<ReplayedLog, ReplayedLogError> in
      do throws(ReplayedLogError) {
        return .success(try ReplayedLog(fileAt: path, mode: mode))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Reads and replays a log held in memory, such as a file opened from the Files app.
  /// - Parameters:
  ///   - bytes: the log's bytes.
  ///   - name: what errors call the log, such as its file name.
  ///   - mode: strict stops at the log's first problem; lenient skips each bad line.
  /// - Throws: ``ReplayedLogError`` naming the log and, for a problem in it, its line.
  public init(
    bytes: some Sequence<UInt8>, name: String, mode: ReplayMode = .strict
  ) throws(ReplayedLogError) {
    let reader: LogReader
    do {
      reader = try LogReader(MemoryByteSource(bytes))
    } catch {
      throw ReplayedLogError(log: name, .invalidLog(error))
    }
    try self.init(reader, name: name, mode: mode)
  }

  /// Reads a log's events after its header, keeping the state after each, up to
  /// ``maximumEvents``: memory stays bounded whatever the file.
  private init(
    _ reader: LogReader, name: String, mode: ReplayMode
  ) throws(ReplayedLogError) {
    var cursor = ReplayCursor(reader: reader, mode: mode)
    var records: [LogRecord] = []
    var states = [reader.header.initialState]
    var skipped: [LogProblem] = []
    var firstPastLimit: LogRecord?
    do throws(LogProblem) {
      while let step = try cursor.next() {
        if let problem = step.problem { skipped.append(problem) }
        guard case .applied(let record) = step else { continue }
        guard records.count < Self.maximumEvents else {
          firstPastLimit = record
          break
        }
        records.append(record)
        states.append(cursor.state)
      }
    } catch {
      throw ReplayedLogError(log: name, .invalidLog(error))
    }
    if let firstPastLimit {
      let limit = Self.maximumEvents
      throw ReplayedLogError(log: name, .tooLong(line: firstPastLimit.line, limit: limit))
    }
    log = SessionLog(header: reader.header, records: records)
    self.name = name
    skippedLines = skipped
    self.states = states
  }

  /// The most events a log shown on the screen may have: what the screen holds of each step
  /// (its state and its event, a few hundred bytes) stays under a hundred megabytes. A longer
  /// log is refused; cut it down first (`monsoon-replay shrink`, or the events up to the one
  /// that matters).
  package static let maximumEvents = 200_000

  /// Replays a log already in memory, such as one a test or a shrinker made.
  /// - Parameters:
  ///   - log: the log; its events must apply in order, as they do in a log that was read.
  ///   - name: what errors call the log.
  ///   - skippedLines: the lines a lenient read of the log skipped, if any.
  /// - Throws: ``ReplayedLogError`` when an event of the log breaks a rule where it comes:
  ///   refused by the reducer, a seq not above the one before, a `t` earlier than the one
  ///   before, or a `sel` that differs from the replayed selections.
  package init(
    _ log: SessionLog, name: String, skippedLines: [LogProblem] = []
  ) throws(ReplayedLogError) {
    // The rules that span lines (seq order, time order, the reducer, a recorded `sel`), as a
    // lenient replay applies them: the events of a log read either way pass them again.
    var replayer = LogReplayer(header: log.header, mode: .lenient)
    var states = [replayer.state]
    states.reserveCapacity(log.records.count + 1)
    if log.records.count > Self.maximumEvents {
      let line = log.records[Self.maximumEvents].line
      throw ReplayedLogError(log: name, .tooLong(line: line, limit: Self.maximumEvents))
    }
    for record in log.records {
      do {
        try replayer.apply(record)
      } catch {
        throw ReplayedLogError(log: name, .invalidLog(error))
      }
      states.append(replayer.state)
    }
    self.log = log
    self.name = name
    self.skippedLines = skippedLines
    self.states = states
  }

  /// The built-in sample session (`SampleSession`, what `monsoon-replay sample` prints),
  /// read: for previews and examples.
  public static var sample: ReplayedLog {
    do {
      return try ReplayedLog(bytes: Array(SampleSession.log.utf8), name: "sample.jsonl")
    } catch {
      preconditionFailure("the built-in sample log does not replay: \(error)")
    }
  }

  /// The seq of the log's last event; 0 for a log without events.
  package var lastSeq: Int { log.records.last?.seq ?? 0 }

  /// The step the screen shows at `seq`: the number of events whose seq is at most `seq`
  /// (an index into `states`).
  /// - Throws: ``ReplayedLogError`` for a negative seq, or one past the log's last event (the
  ///   log cannot say what came after it).
  public func step(at seq: Int) throws(ReplayedLogError) -> Int {
    guard seq >= 0 else { throw ReplayedLogError(log: name, .seqBeforeStart(seq)) }
    guard seq <= lastSeq else {
      throw ReplayedLogError(log: name, .seqPastEnd(seq, lastSeq: lastSeq))
    }
    var low = 0
    var high = log.records.count
    while low < high {
      let middle = (low + high) / 2
      if log.records[middle].seq <= seq { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The state after the last event whose seq is at most `seq`, as `replay --at` gives it.
  /// - Throws: ``ReplayedLogError`` for a negative seq, or one past the log's last event.
  public func state(at seq: Int) throws(ReplayedLogError) -> SessionState {
    states[try step(at: seq)]
  }

  /// A new session in memory that carries the log on from its start, before its first event:
  /// ``continuing(at:clock:)`` at 0, which no log refuses.
  package var continuingFromStart: ChooserSession {
    ChooserSession.inMemory(
      continuing: log.header, records: [], from: states[0], clock: SessionStore.systemClock)
  }

  /// A new session in memory that carries the log on from `seq`: it holds the log's header and
  /// its events up to that step (so that its own log replays to the same state, bit for bit),
  /// and the next action is recorded as the next seq. The log read is never written to.
  /// - Parameters:
  ///   - seq: the step to carry on from; `nil` for the end of the log.
  ///   - clock: the time the session stamps events with; never earlier than the last `t` kept.
  /// - Throws: ``ReplayedLogError`` for a seq the log cannot show, or one after an event whose
  ///   seq is the largest there is (`ReplayedLogError.Kind.noSeqAfter(line:)`).
  public func continuing(
    at seq: Int? = nil, clock: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) throws(ReplayedLogError) -> ChooserSession {
    let step = try step(at: seq ?? lastSeq)
    if let last = log.records.prefix(step).last, last.seq == .max {
      throw ReplayedLogError(log: name, .noSeqAfter(line: last.line))
    }
    return ChooserSession.inMemory(
      continuing: log.header, records: log.records.prefix(step), from: states[step],
      clock: clock)
  }
}
