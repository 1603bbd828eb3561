import MonsoonEvents
import MonsoonReplay
import MonsoonSystem
import MonsoonTesting

/// `monsoon-replay shrink`: the smallest, simplest log that still ends where a condition holds.
struct ShrinkCommand: Command {
  static let name = "shrink"
  static let abstract = "Cut a log down to the fewest, simplest events reaching a condition."
  static let examples = [
    "monsoon-replay shrink session.jsonl --until 'flavor=sweet' -o repro.jsonl",
    "monsoon-replay shrink session.jsonl --until 'nav.menu=3' --through 181 -o repro.jsonl",
  ]
  static let arguments = [CommandArgument.log]
  static let options = option.commandOptions
  static let discussion = """
    First deletes events (delta debugging, then one by one), then says the ones left more
    simply: a randomize becomes the selects that give the same selections, a tap the select
    it lands on, a run of taps on one prompt one select; go/back visits go; options and nav
    buttons are lowered. --delete-only skips that, for a bug in randomize itself. The result
    has the same header, is renumbered 1..k, keeps each event's t (a simplified event takes
    the t of the one it replaces) and recomputes sel; removing any one of its events, or
    simplifying any one, makes it invalid or the condition false (1-minimal).

    The log shrunk is the whole log when its last state satisfies the condition; else the
    log cut after the first event where it holds (what 'bisect' finds), said on standard
    error ('first holds after seq 181; shrinking seqs 1..181'); with --through, the log cut
    after that event. Exits 1 when the condition never holds, or does not hold after the
    --through event (naming where it first holds); 64 when --through is past the end.

    A file is first replayed in constant memory to find where the condition holds; the
    search then holds about 30 bytes an event (a million events: about 35 MB). Progress
    goes to standard error about once a second, and at the end a summary and what each
    simplified event became ('seq 7 randomize -> select meal = dinner').
    """

  private struct Options: OptionGroup {
    let until = TypedOption.requiredText(
      .until("The condition the shrunk log's last state must satisfy (see 'bisect --help')."))
    let through = TypedOption.integer(
      .value(
        "--through", valueName: "seq",
        help: "Shrink the events up to seq <seq>, after which the condition must hold, "
          + "instead of the whole log (or the log up to where the condition first holds)."),
      in: 0...Int.max)
    let shrinking = TypedOption<LogShrinker.Options>(
      .flag("--delete-only", help: "Only delete events: keep the others as they were logged.")
    ) { arguments, option in LogShrinker.Options(simplifies: !arguments.contains(option)) }
    let output = TypedOption.text(
      .output(
        valueName: "out", extensions: ["jsonl"],
        help: "Write the shrunk log to this file instead of standard output."))
    let mode = TypedOption.mode()

    var declaredOptions: [CommandOption] {
      [until.option, through.option, shrinking.option, output.option, mode.option]
    }
  }
  private static let option = Options()

  let input: LogInput
  let until: String
  let through: Int?
  let output: OutputFile
  let mode: ReplayMode
  let shrinking: LogShrinker.Options

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    until = try arguments.read(Self.option.until)
    through = try arguments.read(Self.option.through)
    output = try OutputFile(arguments.read(Self.option.output))
    mode = try arguments.read(Self.option.mode)
    shrinking = try arguments.read(Self.option.shrinking)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    try self.output.checkIsNot(input)
    let log = try readSatisfyingLog(&errors)
    var lastReport = SystemClock.monotonicNanoseconds()
    let outcome = LogShrinker.shrink(
      log.packed, options: shrinking, until: log.condition.evaluate
    ) { progress in
      let now = SystemClock.monotonicNanoseconds()
      guard now - lastReport >= 1_000_000_000 else { return }
      lastReport = now
      errors.line(
        "shrink: \(progress.elementsLeft) events left, \(progress.testsRun) tests run")
      errors.flush()
    }
    guard let outcome else {
      throw .failed(
        .changedWhileShrinking, "\(input.displayName): the log changed while it was read")
    }
    try self.output.write(outcome.log.bytes, to: &output)
    var summary =
      "shrink: \(log.packed.count) events -> \(outcome.log.records.count) in "
      + "\(outcome.testsRun) tests; kept seqs " + Self.list(outcome.keptSeqs)
    if !outcome.simplifiedSeqs.isEmpty {
      summary += "; simplified seqs " + Self.list(outcome.simplifiedSeqs)
    }
    errors.line(summary)
    let menu = log.packed.header.menu
    for (seq, event) in zip(outcome.simplifiedSeqs, outcome.simplifiedEvents) {
      let replacements = zip(outcome.keptSeqs, outcome.log.records)
        .filter { $0.0 == seq }.map { $0.1.event.words(menu: menu) }
      errors.line(
        "  seq \(seq) \(event.words(menu: menu)) -> "
          + (replacements.isEmpty ? "(removed)" : replacements.joined(separator: ", ")))
    }
    if outcome.simplifiedEvents.contains(.randomize) {
      errors.line(
        "  a randomize was replaced by what it chose: --delete-only keeps the log's own events")
    }
  }

  /// The log, packed and cut where the condition holds (see ``Cut``), and the condition.
  ///
  /// A file is replayed once in constant memory to find the cut before it is read again
  /// into memory up to it; standard input, which cannot be read twice, is packed whole as it
  /// is read, then cut.
  /// - Throws: exit 1 when the condition never holds, or not after `--through`; 64 when
  ///   `--through` is past the end; the log's own problems as `replay` reports them.
  private func readSatisfyingLog(_ errors: inout OutputStream) throws(CommandError)
    -> (packed: PackedLog, condition: StateCondition)
  {
    let start = try input.start(mode: mode)
    let condition = try StateCondition.parse(until: until, menu: start.header.menu) {
      errors.report(.warning($0))
    }
    var cut = Cut(condition, through: through, initial: start.replayer.state)
    var packed = PackedLog(header: start.header)
    let packsInOnePass = input == .standardInput
    var tally = LenientTally()
    let end = try replay(start) {
      tally.count($0)
      input.warn($0, &errors)
    } applied: {
      cut.add($0, $1)
      if packsInOnePass { packed.append($0) }
    }
    tally.report(counted: end.appliedCount, mode: mode, of: input, to: &errors)
    let kept = try events(to: cut, lastReadSeq: end.lastReadSeq, &errors)
    if packsInOnePass { return (packed.prefix(kept), condition) }
    _ = try replay(try input.start(mode: mode)) { _ in } applied: { record, _ in
      if packed.count < kept { packed.append(record) }
    }
    return (packed, condition)
  }

  /// Where the condition holds in a log, found as it is replayed.
  private struct Cut {
    let condition: StateCondition
    let through: Int?
    /// The events applied, and the seq of the last.
    private(set) var events = 0
    private(set) var lastSeq = 0
    /// The first event after which the condition holds (seq 0 and no events for the initial
    /// state): its seq, and the events up to it.
    private(set) var first: (seq: Int, events: Int)?
    /// The events up to seq `through`, and whether the condition holds after them.
    private(set) var atThrough: (events: Int, holds: Bool)
    /// Whether the condition holds in the last state.
    private(set) var holdsAtEnd: Bool

    init(_ condition: StateCondition, through: Int?, initial: SessionState) {
      self.condition = condition
      self.through = through
      let holds = condition.evaluate(initial)
      first = holds ? (0, 0) : nil
      atThrough = (0, holds)
      holdsAtEnd = holds
    }

    /// Takes in an applied event and the state after it.
    mutating func add(_ record: LogRecord, _ state: SessionState) {
      events += 1
      lastSeq = record.seq
      let holds = condition.evaluate(state)
      holdsAtEnd = holds
      if first == nil, holds { first = (record.seq, events) }
      if let through, record.seq <= through { atThrough = (events, holds) }
    }
  }

  /// How many of the log's first events to shrink: up to `--through`, else all when the last
  /// state satisfies the condition, else up to where it first holds (said on `errors`).
  /// - Parameter lastReadSeq: the last seq of the log, applied or not (lenient).
  /// - Throws: exit 64 when `--through` is past the end; exit 1 when the condition does not
  ///   hold after `--through`, or never holds.
  private func events(to cut: Cut, lastReadSeq: Int, _ errors: inout OutputStream)
    throws(CommandError) -> Int
  {
    let name = input.displayName
    let holds = "'\(until)'"
    if let through {
      guard through <= lastReadSeq else {
        throw .usage(
          "--through \(through) is past the end of \(name), which ends at seq \(lastReadSeq)")
      }
      guard cut.atThrough.holds else {
        throw .failed(
          .unanswerable,
          TerminalText.escaped(
            "\(name): \(holds) does not hold after seq \(through); "
              + (cut.first.map { "it first holds after seq \($0.seq)" } ?? "it never holds")))
      }
      if through == 0 {
        errors.line(
          TerminalText.escaped("shrink: \(holds) holds before any event; the shrunk log has none"))
      } else if through < lastReadSeq {
        errors.line(TerminalText.escaped("shrink: shrinking seqs 1..\(through)"))
      }
      return cut.atThrough.events
    }
    if cut.holdsAtEnd { return cut.events }
    guard let first = cut.first else {
      throw .failed(
        .unanswerable,
        TerminalText.escaped(
          "\(name): \(holds) never holds (\(cut.events) events, up to seq \(cut.lastSeq)); "
            + "nothing to shrink"))
    }
    errors.line(
      TerminalText.escaped(
        first.seq == 0
          ? "shrink: \(holds) holds before any event; the shrunk log has none"
          : "shrink: \(holds) first holds after seq \(first.seq); shrinking seqs 1..\(first.seq)"))
    return first.events
  }

  /// Replays the log, handing each event it applies and the state after it to `applied`.
  /// - Returns: where reading ended.
  private func replay(
    _ start: ReplayStart, warning: (LogProblem) -> Void,
    applied: (LogRecord, SessionState) -> Void
  ) throws(CommandError) -> ReplayEnd {
    do {
      return try start.forEachApplied(warning: warning, applied)
    } catch {
      throw input.failure(error)
    }
  }

  /// Seqs as `3,7,8`, each run of one seq named once; `none` for no seq.
  private static func list(_ seqs: [Int]) -> String {
    guard !seqs.isEmpty else { return "none" }
    var named: [Int] = []
    for seq in seqs where named.last != seq { named.append(seq) }
    return named.map(String.init).joined(separator: ",")
  }
}
