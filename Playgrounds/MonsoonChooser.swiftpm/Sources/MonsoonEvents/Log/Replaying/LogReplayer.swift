/// Applies the rules of the log format that span lines: seq order, time order, the reducer,
/// and the recorded `sel`.
struct LogReplayer: Hashable, Sendable {
  /// How rule breaks are treated.
  let mode: ReplayMode
  /// The state after the last applied event.
  private(set) var state: SessionState
  /// The seq of the last line that counted (its seq and `t` passed their checks), applied or
  /// not; 0 before any.
  private(set) var lastSeq: Int
  /// The largest `t` seen so far on a line that counted.
  private(set) var lastTime: Int?
  /// The number of events applied.
  private(set) var appliedCount: Int

  /// Starts replaying a log with this header.
  init(header: LogHeader, mode: ReplayMode) {
    self.init(state: header.initialState, mode: mode)
  }

  /// Resumes replay from a state known to be reached after a line with seq `lastSeq`.
  init(
    state: SessionState, mode: ReplayMode, lastSeq: Int = 0, lastTime: Int? = nil,
    appliedCount: Int = 0
  ) {
    self.state = state
    self.mode = mode
    self.lastSeq = lastSeq
    self.lastTime = lastTime
    self.appliedCount = appliedCount
  }

  /// Applies one event line.
  ///
  /// Checks, in order: the seq (strict: exactly one more than the previous line's; lenient:
  /// greater), the time (never earlier than an earlier line's), the reducer, and `sel`.
  /// - Throws: ``LogProblem`` naming the first broken rule; the state is then unchanged.
  mutating func apply(_ record: LogRecord) throws(LogProblem) {
    try checkNumbering(seq: record.seq, time: record.time, line: record.line)
    if let recorded = record.sel {
      let before = state.moment
      try reduce(record)
      if recorded != state.selections {
        let replayed = state.selections
        state.moment = before
        throw LogProblem(
          line: record.line, .diverged(recorded: recorded, replayed: replayed), seq: record.seq)
      }
    } else {
      try reduce(record)
    }
    state.seq = record.seq
    appliedCount += 1
  }

  private mutating func reduce(_ record: LogRecord) throws(LogProblem) {
    do {
      try SessionReducer.reduce(&state, record.event)
    } catch {
      throw LogProblem(line: record.line, .rejected(error), seq: record.seq)
    }
  }

  /// Accounts for a line that could not be decoded, so that the lines after it are judged as
  /// docs/log-format.md says (section 4, "After a bad line"): in lenient mode the line counts
  /// as the previous line when its seq and `t` are readable and pass their checks; in strict
  /// mode, which only goes on past a problem when verifying, when its seq is the next one.
  /// A line that is not JSON has no seq, and never counts.
  mutating func skip(_ problem: LogProblem) {
    guard let seq = problem.seq else { return }
    switch mode {
    case .strict where isNext(seq):
      lastSeq = seq
    case .lenient where counts(seq: seq, time: problem.time):
      lastSeq = seq
      if let time = problem.time { lastTime = time }
    default:
      break
    }
  }

  /// Whether a line with this seq and `t` passes the checks of its numbering (rules 1 and 2),
  /// and so counts as the previous line for the next one whatever the later checks say.
  func counts(seq: Int, time: Int?) -> Bool {
    let inOrder =
      switch mode {
      case .strict: isNext(seq)
      case .lenient: seq > lastSeq
      }
    guard let time, let lastTime else { return inOrder }
    return inOrder && time >= lastTime
  }

  /// Applies a line whose `sel` diverged, then takes that `sel` as the state's selections when
  /// it fits the menu: how a verifying replay goes on after a divergence, so that one lost or
  /// changed event is reported once, not again at every later line that records a `sel`. The
  /// event's other effects (screen, navigation taps, the generator) are those of the replay.
  mutating func resynchronize(_ record: LogRecord, recorded: Selections) {
    guard (try? reduce(record)) != nil else { return }
    let fits =
      recorded.count == state.menu.count
      && zip(recorded, state.menu.optionCounts).allSatisfy { $0 < $1 }
    if fits { state.selections = recorded }
    state.seq = record.seq
  }

  /// Takes `seq` as the previous line's seq: how a verifying replay resumes the count after a
  /// wrong seq.
  mutating func resumeNumbering(after seq: Int) {
    lastSeq = seq
  }

  /// Whether `seq` is exactly one more than the last: never after the largest seq, which a
  /// line read from a file may hold.
  private func isNext(_ seq: Int) -> Bool {
    lastSeq < .max && seq == lastSeq + 1
  }

  private mutating func checkNumbering(seq: Int, time: Int?, line: Int) throws(LogProblem) {
    switch mode {
    case .strict where lastSeq < .max:
      guard seq == lastSeq + 1 else {
        throw LogProblem(
          line: line, .unexpectedSeq(found: seq, expected: lastSeq + 1), seq: seq, time: time)
      }
    case .strict, .lenient:
      // After the largest seq there is no next one: any seq is then not greater.
      guard seq > lastSeq else {
        throw LogProblem(
          line: line, .seqNotIncreasing(found: seq, previous: lastSeq), seq: seq, time: time)
      }
    }
    if let time, let lastTime, time < lastTime {
      throw LogProblem(
        line: line, .timeWentBackwards(found: time, previous: lastTime), seq: seq, time: time)
    }
    lastSeq = seq
    if let time { lastTime = time }
  }
}
