package import MonsoonEvents

/// Every step of a session, seq 0 (the initial state) to the last seq, with the state after
/// each: what the time-travel viewer steps through.
package struct SessionHistory: Sendable {
  /// One position of the viewer's slider.
  package struct Step: Hashable, Sendable {
    /// The seq this step stands for.
    package let seq: Int
    /// The event applied at this seq; `nil` for seq 0 and for a seq with no applied event
    /// (a skipped line or a gap, in lenient mode).
    package let event: Event?
    /// The event's time, in milliseconds since the Unix epoch, if recorded.
    package let time: Int?
    /// Why no event was applied at this seq, in lenient mode: the problem of its line, or a
    /// note that the seq is missing from the log.
    package let problem: String?
    /// The state after this step.
    package let state: SessionState
  }

  /// The highest seq a history holds (so at most this many events plus the initial state):
  /// a million, which bounds the memory a history takes (about 200 bytes a step). Longer logs
  /// are refused.
  package static let maximumEventCount = 1_000_000

  /// The steps, one per seq from 0 to the last seq, in order.
  package let steps: [Step]

  /// The menu of the session.
  package var menu: ChooserMenu { steps[0].state.menu }

  /// Replays a whole log, keeping the state after every seq.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - mode: strict stops at the first problem; lenient reports it to `warning`, skips the
  ///     line and keeps a step for its seq.
  ///   - eventLimit: the highest seq to hold; by default ``maximumEventCount``.
  ///   - warning: called with each skipped line (lenient) and with a torn tail.
  /// - Throws: ``HistoryError`` for a problem of the log (strict mode, or an unreadable
  ///   input) or a seq above `eventLimit`, as soon as its line is read.
  package init(
    _ reader: LogReader, mode: ReplayMode, eventLimit: Int = maximumEventCount,
    warning: (LogProblem) -> Void
  ) throws(HistoryError) {
    var cursor = ReplayCursor(reader: reader, mode: mode)
    var steps = [
      Step(seq: 0, event: nil, time: nil, problem: nil, state: cursor.state)
    ]
    func fill(upTo seq: Int, line: Int, problem: String?) throws(HistoryError) {
      guard seq <= eventLimit else { throw .tooLong(seq: seq, line: line, limit: eventLimit) }
      while steps.count <= seq {
        let missing = steps.count == seq ? problem : nil
        steps.append(
          Step(
            seq: steps.count, event: nil, time: nil,
            problem: missing ?? "seq \(steps.count) is not in the log",
            state: cursor.state))
      }
    }
    while true {
      let lastSeq = cursor.replayer.lastSeq
      let step: ReplayStep?
      do {
        step = try cursor.next()
      } catch {
        throw .log(error)
      }
      guard let step else { break }
      if let problem = step.problem {
        warning(problem)
        if cursor.replayer.lastSeq > lastSeq {
          try fill(upTo: cursor.replayer.lastSeq, line: problem.line, problem: "\(problem)")
        }
      }
      guard case .applied(let record) = step else { continue }
      guard record.seq <= eventLimit else {
        throw .tooLong(seq: record.seq, line: record.line, limit: eventLimit)
      }
      try fill(upTo: record.seq - 1, line: record.line, problem: nil)
      steps.append(
        Step(
          seq: record.seq, event: record.event, time: record.time, problem: nil,
          state: cursor.state))
    }
    self.steps = steps
  }
}

/// Why a session's history could not be recorded.
package enum HistoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The log has a problem (the first one, in strict mode).
  case log(LogProblem)
  /// A line's seq is past the highest a history holds (one step for each seq up to the
  /// last, so a seq is what counts, not the number of events): the seq, its line, the limit.
  case tooLong(seq: Int, line: Int, limit: Int)

  /// The problem as a sentence.
  package var description: String {
    switch self {
    case .log(let problem): problem.description
    case .tooLong(let seq, _, let limit):
      "seq \(seq) is past \(limit), the highest seq one viewer page holds (a step for each "
        + "seq up to the last); use 'monsoon-replay render --at N' for single steps"
    }
  }
}
