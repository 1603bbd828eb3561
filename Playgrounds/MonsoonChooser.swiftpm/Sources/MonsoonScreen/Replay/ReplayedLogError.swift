// package import MonsoonEvents

/// Why a log cannot be shown on the screen, or not at the seq asked for: the log's name, and
/// the problem with its line.
public struct ReplayedLogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  enum Kind: Hashable, Sendable {
    /// The log cannot be read, or breaks a rule of docs/log-format.md: the problem names its
    /// line (0 for the input as a whole).
    case invalidLog(LogProblem)
    /// A seq below 0 was asked for.
    case seqBeforeStart(Int)
    /// A seq past the log's last event was asked for: the log cannot say what came after it.
    case seqPastEnd(Int, lastSeq: Int)
    /// The log has more events than the screen shows (``ReplayedLog/maximumEvents``): the line
    /// of the first event past the limit.
    case tooLong(line: Int, limit: Int)
    /// The session cannot carry the log on: the event on this line has the largest seq there
    /// is (a lenient log may jump to it), so no event can follow it.
    case noSeqAfter(line: Int)
  }

  /// The log's file path, or the name given for its bytes.
  let log: String
  /// What is wrong.
  let kind: Kind

  /// Creates an error about the log called `log`.
  init(log: String, _ kind: Kind) {
    self.log = log
    self.kind = kind
  }

  /// A sentence in the words `monsoon-replay` uses for the same problem: `tester.jsonl:12: bad
  /// seq 14, expected 13`, or `tester.jsonl: seq 25 is past the end of the log, which ends at
  /// seq 20`.
  public var description: String {
    switch kind {
    case .invalidLog(let problem):
      problem.line > 0 ? "\(log):\(problem.line): \(problem)" : "\(log): \(problem)"
    case .seqBeforeStart(let seq):
      "\(log): seq \(seq) is before the start of the log (seq 0 is the state before any event)"
    case .seqPastEnd(let seq, let lastSeq):
      "\(log): seq \(seq) is past the end of the log, which ends at seq \(lastSeq)"
    case .tooLong(let line, let limit):
      "\(log):\(line): more than the \(limit) events the screen shows; cut the log down first "
        + "(monsoon-replay shrink)"
    case .noSeqAfter(let line):
      "\(log):\(line): this event's seq is the largest there is: no event can follow it"
    }
  }
}
