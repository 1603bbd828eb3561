package import MonsoonEvents

/// Checks every rule of the log format on a whole log and reports every problem, not just the
/// first.
///
/// Numbering is strict (each seq one more than the previous line's). After a problem it goes
/// on as a verifying ``ReplayCursor`` does: a wrong seq is reported and the count resumes from
/// it; a gap left by lines whose seq cannot be read at all is not reported again; a `t`
/// earlier than an earlier one is reported and ignored; a rejected event leaves the state
/// unchanged; a diverged event is applied and its `sel` taken as the selections after it (when
/// it fits the menu), as docs/log-format.md (section 4, `verify`) says, so that a lost event is
/// reported once, where it shows.
package enum LogVerifier {
  /// What a verification found.
  package struct Summary: Hashable, Sendable {
    /// The number of event lines read (valid or not).
    package var events = 0
    /// The number of problems reported.
    package var problems = 0

    /// Creates a summary.
    package init(events: Int = 0, problems: Int = 0) {
      self.events = events
      self.problems = problems
    }
  }

  /// Verifies the events of a log whose header the reader has read.
  /// - Parameters:
  ///   - reader: a reader whose header has been read and no event yet.
  ///   - problem: called with each problem, in line order.
  ///   - warning: called with a torn tail, which the format allows.
  /// - Returns: how many event lines and problems there were.
  /// - Complexity: O(bytes read), in constant memory.
  package static func verify(
    _ reader: LogReader, problem: (LogProblem) -> Void, warning: (LogProblem) -> Void
  ) -> Summary {
    var cursor = ReplayCursor(verifying: reader)
    var problems = 0
    do {
      try cursor.run { found, fate in
        guard fate != .tornTail else { return warning(found) }
        problems += 1
        problem(found)
      }
    } catch {
      problems += 1
      problem(error)
    }
    return Summary(events: cursor.linesRead, problems: problems)
  }

  /// ``verify(_:problem:warning:)`` of the log `start` opens at its first event.
  package static func verify(
    _ start: ReplayStart, problem: (LogProblem) -> Void, warning: (LogProblem) -> Void
  ) -> Summary {
    return verify(start.reader, problem: problem, warning: warning)
  }
}

extension ReplayCursor {
  /// Starts a verifying replay: the rules of strict mode, every problem reported as a step,
  /// and each line judged as far as it can be (see ``ReplayCursor``).
  package init(verifying reader: LogReader) {
    self.init(
      reader, replayer: LogReplayer(header: reader.header, mode: .strict), skips: .none,
      lastEvent: nil, verifies: true)
  }
}
