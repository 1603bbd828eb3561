/// A problem with one line of a log (or with the input as a whole), naming the line.
public struct LogProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number the problem is on; 0 when it concerns the input as a whole.
  public let line: Int
  /// What is wrong.
  public let kind: Kind
  /// The seq written on the line, when it could be read despite the problem.
  public let seq: Int?

  /// Creates a problem on a line.
  public init(line: Int, _ kind: Kind, seq: Int? = nil) {
    self.line = line
    self.kind = kind
    self.seq = seq
  }

  /// What can be wrong with a line of a log.
  public enum Kind: Hashable, Sendable {
    /// Reading the input failed.
    case unreadable(String)
    /// The input has no header line.
    case missingHeader
    /// The first line is not a valid header.
    case invalidHeader(String)
    /// The header's version is not one this reader knows.
    case unsupportedVersion(Int)
    /// The line is not valid JSON (or not the JSON the format allows), from this column on.
    case malformed(column: Int, reason: String)
    /// The line is longer than the limit, in bytes.
    case lineTooLong(limit: Int)
    /// A required field is missing.
    case missingField(String)
    /// A field has a value of the wrong kind.
    case invalidField(String, expected: String)
    /// The `type` field names no event type.
    case unknownEventType(String)
    /// The seq is not the one the format requires here.
    case unexpectedSeq(found: Int, expected: Int)
    /// In lenient mode, the seq does not increase.
    case seqNotIncreasing(found: Int, previous: Int)
    /// The `t` field is earlier than an earlier line's.
    case timeWentBackwards(found: Int, previous: Int)
    /// The reducer refused the event.
    case rejected(Rejection)
    /// The recorded `sel` differs from the replayed selections.
    case diverged(recorded: Selections, replayed: Selections)
    /// The last line has no final newline and does not parse: a write cut short.
    case tornTail(reason: String)
  }

  /// The problem as a sentence, without the line number.
  public var description: String {
    switch kind {
    case .unreadable(let reason): "cannot read the log: \(reason)"
    case .missingHeader:
      "the log is empty; it must start with a header such as {\"monsoon\":1,\"seed\":\"2a\"}"
    case .invalidHeader(let reason): "invalid header: \(reason)"
    case .unsupportedVersion(let version):
      "unsupported log version \(version); this reader reads version \(LogHeader.version)"
    case .malformed(let column, let reason): "malformed JSON at column \(column): \(reason)"
    case .lineTooLong(let limit): "line longer than \(limit) bytes; skipped"
    case .missingField(let name): "missing field \"\(name)\""
    case .invalidField(let name, let expected): "field \"\(name)\" must be \(expected)"
    case .unknownEventType(let type):
      "unknown event type '\(type)'; types: "
        + EventKind.allCases.map(\.rawValue).joined(separator: ", ")
    case .unexpectedSeq(let found, let expected): "bad seq \(found), expected \(expected)"
    case .seqNotIncreasing(let found, let previous):
      "bad seq \(found): not greater than the previous seq \(previous)"
    case .timeWentBackwards(let found, let previous):
      "t \(found) is earlier than the previous t \(previous)"
    case .rejected(let rejection): "rejected event: \(rejection)"
    case .diverged(let recorded, let replayed):
      "state diverged: the log's sel is \(recorded) but replay gives \(replayed)"
    case .tornTail(let reason):
      "incomplete last line (no final newline; \(reason)) ignored: a write cut short"
    }
  }
}
