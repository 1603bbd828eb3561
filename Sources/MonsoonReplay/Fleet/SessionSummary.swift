package import MonsoonEvents

/// What a fleet asks of one session besides its final state: how many events it had, of which
/// kinds, and when they happened; what its header says besides the format's own fields; and
/// how damaged it was (lines skipped, a torn or NUL tail). The fields of the per-session
/// projection (docs/fleet.md).
///
/// It is a fold over the steps of one replay (``add(_:)``), so it costs one counter per line
/// and no memory per event.
package struct SessionSummary: Hashable, Sendable {
  /// The events applied to the state.
  package private(set) var events = 0
  /// The events the reducer refused (only lenient replay goes on past one: strict replay
  /// stops at it). They are in the log but changed nothing, so they count here and nowhere
  /// else.
  package private(set) var rejected = 0
  /// The `t` of the first applied event that has one.
  package private(set) var firstTime: Int?
  /// The `t` of the last applied event that has one.
  package private(set) var lastTime: Int?
  /// The lines lenient replay skipped with a warning: lines that are not valid event lines,
  /// and events that broke a rule that spans lines (seq, `t`, `sel`). Events the reducer
  /// refused are ``rejected``, not here; a torn last line is ``tornTails``.
  package private(set) var skippedLines = 0
  /// 1 when the log's last line was torn (no final newline and not JSON, longer than the
  /// limit, or NUL bytes): a write cut short, ignored in both modes. Else 0.
  package private(set) var tornTails = 0
  /// 1 when the torn last line ends in NUL bytes (what a power loss leaves on some file
  /// systems; counted in ``tornTails`` too). Else 0.
  package private(set) var nulTails = 0
  /// The header's members other than the format's own, as a compact JSON object
  /// (`LogReader.headerFields`).
  package let headerFields: [UInt8]
  /// The number of applied events of each kind, by ``EventKind/index``.
  private var kindCounts = [Int](repeating: 0, count: EventKind.allCases.count)

  /// An empty summary: a session before its first event.
  /// - Parameter headerFields: the log's header's other members, as `LogReader.headerFields`
  ///   gives them.
  package init(headerFields: [UInt8] = Array("{}".utf8)) {
    self.headerFields = headerFields
  }

  /// The number of applied events of `kind`.
  package func count(of kind: EventKind) -> Int {
    kindCounts[kind.index]
  }

  /// Accounts for one step of a replay.
  package mutating func add(_ step: ReplayStep) {
    switch step {
    case .applied(let record):
      events += 1
      kindCounts[record.event.kind.index] += 1
      if let time = record.time {
        if firstTime == nil { firstTime = time }
        lastTime = time
      }
    case .rejected(_, let problem):
      if case .rejected = problem.kind { rejected += 1 } else { skippedLines += 1 }
    case .unreadable:
      skippedLines += 1
    case .tornTail(let problem):
      tornTails += 1
      if case .tornTail(.notJSON(let error)) = problem.kind, error.kind == .nulByte {
        nulTails += 1
      }
    case .skipped:
      break
    }
  }
}
