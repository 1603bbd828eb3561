/// A problem with one line of a log (or with the input as a whole), naming the line.
public struct LogProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number the problem is on; 0 when it concerns the input as a whole.
  public let line: Int
  /// What is wrong.
  let kind: Kind
  /// The seq written on the line, when the line is JSON and its seq and `t` could be read
  /// despite the problem: what lets replay go on after the line as docs/log-format.md says
  /// (section 4). A line whose `t` cannot be read has no seq here either, since it cannot be
  /// placed in time.
  let seq: Int?
  /// The `t` written on the line, when ``seq`` is given and the line has a `t`.
  let time: Int?
  /// The seqs missing before this line, when a lenient replay went on past a gap in the
  /// seqs and this is the first problem after it: the problem then names the gap, since the
  /// lines after a lost event may diverge because of it (docs/log-format.md, section 4).
  private(set) var missingSeqs: ClosedRange<Int>?

  /// Creates a problem on a line.
  /// - Parameters:
  ///   - line: the 1-based line number; 0 for the input as a whole.
  ///   - kind: what is wrong.
  ///   - seq: the line's seq, when the line is JSON and its seq and `t` are readable.
  ///   - time: the line's `t`, when `seq` is given and the line has one.
  init(line: Int, _ kind: Kind, seq: Int? = nil, time: Int? = nil) {
    self.line = line
    self.kind = kind
    self.seq = seq
    self.time = seq == nil ? nil : time
  }

  /// What can be wrong with a line of a log.
  enum Kind: Hashable, Sendable {
    /// Reading the input failed.
    case unreadable(ByteSourceError)
    /// The input has no header line.
    case missingHeader
    /// The first line is not a valid header.
    case invalidHeader(String)
    /// The header's version is not one this reader knows.
    case unsupportedVersion(Int)
    /// The line is not valid JSON (or not the JSON the format allows), from a column on.
    case malformed(JSONSyntaxError)
    /// The line is longer than the limit, in bytes.
    case lineTooLong(limit: Int)
    /// A line longer than the limit holds a NUL byte: the input is not a text log (a device
    /// such as /dev/zero, a binary file), and its end cannot be waited for.
    case notText(limit: Int)
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
    /// The last line has no final newline and is not JSON, or is longer than the limit: a
    /// write cut short.
    case tornTail(TornTail)
  }

  /// Why a last line without a final newline is taken for a write cut short.
  enum TornTail: Hashable, Sendable {
    /// It is not JSON: the first place it breaks RFC 8259's grammar.
    case notJSON(JSONSyntaxError)
    /// It is longer than the limit, in bytes.
    case tooLong(limit: Int)

    /// The reason in a few words.
    var reason: String {
      switch self {
      case .notJSON(let error): error.reason
      case .tooLong(let limit): "longer than \(limit) bytes"
      }
    }
  }

  /// This problem, naming the seqs missing before its line (``missingSeqs``).
  func naming(missing seqs: ClosedRange<Int>) -> LogProblem {
    var named = self
    named.missingSeqs = seqs
    return named
  }

  /// The problem as a sentence, without the line number; after a gap, the sentence first
  /// names it (`seq 8 is missing: later lines may diverge; ...`).
  public var description: String {
    guard let missing = missingSeqs else { return kindDescription }
    let gap =
      missing.count == 1
      ? "seq \(missing.lowerBound) is missing"
      : "seqs \(missing.lowerBound)-\(missing.upperBound) are missing"
    return gap + ": later lines may diverge; " + kindDescription
  }

  /// What is wrong, as a sentence.
  private var kindDescription: String {
    switch kind {
    case .unreadable(let error) where error.kind == .changed: "\(error)"
    case .unreadable(let error): "cannot read \(error.path ?? "the log"): \(error)"
    case .missingHeader:
      "the log is empty; it must start with a header such as {\"monsoon\":2,\"seed\":\"2a\"}"
    case .invalidHeader(let reason): "invalid header: \(reason)"
    case .unsupportedVersion(let version):
      "unsupported log version \(version); this reader reads versions "
        + LogFormatVersion.allCases.map { String($0.rawValue) }.joined(separator: " and ")
    case .malformed(let error): "malformed JSON \(error)"
    case .lineTooLong(let limit): "line longer than \(limit) bytes"
    case .notText(let limit):
      "a line longer than \(limit) bytes holds a NUL byte: the input is not a text log"
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
    case .tornTail(let cause):
      "incomplete last line (no final newline; \(cause.reason)) ignored: a write cut short"
    }
  }
}
