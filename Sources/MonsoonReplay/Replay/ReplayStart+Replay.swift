package import MonsoonEvents

/// The replays of one log that only the state, or the states around one event, come out of.
extension ReplayStart {
  /// Replays to the end of the log, or through event `lastEvent`.
  /// - Parameter warning: called with each skipped line (lenient) and a torn tail.
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  package func replay(
    through lastEvent: Int?, warning: (LogProblem) -> Void
  ) throws(LogProblem) -> ReplayEnd {
    let (replayer, readToEnd) = try LogReplayer.replay(
      reader, mode: replayer.mode, through: lastEvent, warning: warning)
    return ReplayEnd(replayer, readToEnd: readToEnd)
  }

  /// The state after event `lastEvent` (or the last), the event itself, and the state before
  /// it and the event before that: what `replay --changes` shows.
  /// - Parameter warning: called with each skipped line (lenient) and a torn tail.
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  package func surroundings(
    through lastEvent: Int?, warning: (LogProblem) -> Void
  ) throws(LogProblem) -> (
    before: SessionState, previous: LogRecord?, event: LogRecord?, after: SessionState,
    end: ReplayEnd
  ) {
    var cursor = cursor(through: lastEvent)
    // The states before the last event and after it are kept as moments (no menu), so that
    // each event costs no copy of the menu's references; the states are made once, at the end.
    var (before, previous, event): (SessionState.Moment, LogRecord?, LogRecord?) =
      (cursor.moment, nil, nil)
    var prior = before
    while let fate = try cursor.advance() {
      switch fate {
      case .applied:
        (before, previous, event) = (prior, event, cursor.record)
        prior = cursor.moment
      case .rejected, .unreadable, .tornTail: warning(cursor.problem)
      case .skipped: break
      }
    }
    var stateBefore = cursor.state
    stateBefore.moment = before
    return (stateBefore, previous, event, cursor.state, ReplayEnd(cursor))
  }

  /// The state after event `lastEvent` (the log's own seqs), or after the last, replaying as
  /// if the events of `skips` never happened. Reading goes on past `lastEvent` only as far as
  /// needed to meet every skipped seq.
  /// - Parameter warning: called with each skipped line (lenient) and a torn tail.
  /// - Returns: the state before the first event past `lastEvent`, `nil` when none was read
  ///   (then the end's state is the answer); and where reading stopped.
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  package func state(
    at lastEvent: Int?, skipping skips: SkipList, warning: (LogProblem) -> Void
  ) throws(LogProblem) -> (state: SessionState?, end: ReplayEnd) {
    var cursor = cursor(skipping: skips)
    var stateAtEvent: SessionState?
    let lastSkipped = skips.ranges.last?.upperBound ?? 0
    // The state before each event is kept as a moment (no menu), so that an event costs no
    // copy of the menu's references; the state is made once, from the cursor's.
    var before = cursor.moment
    while let step = try cursor.next() {
      if let problem = step.problem { warning(problem) }
      if let lastEvent, stateAtEvent == nil, let record = step.record, record.seq > lastEvent {
        var state = cursor.state
        state.moment = before
        stateAtEvent = state
      }
      if stateAtEvent != nil && cursor.lastReadSeq >= lastSkipped { break }
      before = cursor.moment
    }
    return (stateAtEvent, ReplayEnd(cursor))
  }

  /// Replays the whole log, handing each applied event and the state after it to `applied`:
  /// how `shrink` packs a log as replay reads it and finds where its condition holds.
  /// - Parameter warning: called with each skipped line (lenient) and a torn tail.
  /// - Returns: where reading ended: the state after the last event, the last seq read.
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  package func forEachApplied(
    warning: (LogProblem) -> Void, _ applied: (LogRecord, SessionState) -> Void
  ) throws(LogProblem) -> ReplayEnd {
    var cursor = cursor()
    while let step = try cursor.next() {
      if case .applied(let record) = step { applied(record, cursor.state) }
      if let problem = step.problem { warning(problem) }
    }
    return ReplayEnd(cursor)
  }
}
