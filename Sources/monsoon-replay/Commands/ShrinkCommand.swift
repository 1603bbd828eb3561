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

    A file is first replayed in constant memory to check that its last state satisfies the
    condition; the search then holds about 30 bytes an event (a million events: about
    35 MB). Progress goes to standard error about once a second, and at the end a summary
    and what each simplified event became ('seq 7 randomize -> select meal = dinner').
    Exits 1 when the log itself does not end where the condition holds.
    """

  private struct Options: OptionGroup {
    let until = TypedOption.requiredText(
      .until("The condition the last state must satisfy (see 'bisect --help')."))
    let shrinking = TypedOption<LogShrinker.Options>(
      .flag("--delete-only", help: "Only delete events: keep the others as they were logged.")
    ) { arguments, option in LogShrinker.Options(simplifies: !arguments.contains(option)) }
    let output = TypedOption.text(
      .output(
        valueName: "out", extensions: ["jsonl"],
        help: "Write the shrunk log to this file instead of standard output."))
    let mode = TypedOption.mode()

    var declaredOptions: [CommandOption] {
      [until.option, shrinking.option, output.option, mode.option]
    }
  }
  private static let option = Options()

  let input: LogInput
  let until: String
  let output: OutputFile
  let mode: ReplayMode
  let shrinking: LogShrinker.Options

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    until = try arguments.read(Self.option.until)
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
      throw .failed(.invalidData, "\(input.displayName): the log changed while it was read")
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

  /// The log, packed, and the condition its last state satisfies.
  ///
  /// A file is replayed once in constant memory to check the condition before it is read
  /// again into memory; standard input, which cannot be read twice, is packed as it is read.
  /// - Throws: exit 1 when the last state does not satisfy the condition; the log's own
  ///   problems as `replay` reports them.
  private func readSatisfyingLog(_ errors: inout OutputStream) throws(CommandError)
    -> (packed: PackedLog, condition: StateCondition)
  {
    let start = try input.start(mode: mode)
    let packedInOnePass: PackedLog?
    let final: SessionState
    switch input {
    case .file, .found, .entry, .unreadableEntry:
      final = try input.replay(start, through: nil) { input.warn($0, &errors) }
      packedInOnePass = nil
    case .standardInput:
      (packedInOnePass, final) = try pack(start) { input.warn($0, &errors) }
    }
    let condition = try StateCondition.parse(until: until, menu: start.header.menu) {
      errors.report(.warning($0))
    }
    guard condition.evaluate(final) else {
      throw .failed(
        .failure,
        "\(input.displayName): the log does not end where '\(until)' holds; nothing to shrink")
    }
    if let packedInOnePass { return (packedInOnePass, condition) }
    return (try pack(try input.start(mode: mode)) { _ in }.packed, condition)
  }

  /// Reads the events replay applies into a packed log, with the state they end in.
  private func pack(_ start: ReplayStart, warning: (LogProblem) -> Void)
    throws(CommandError) -> (packed: PackedLog, final: SessionState)
  {
    var packed = PackedLog(header: start.header)
    let final: SessionState
    do {
      final = try start.forEachApplied(warning: warning) { packed.append($0) }
    } catch {
      throw input.failure(error)
    }
    return (packed, final)
  }

  /// Seqs as `3,7,8`, each run of one seq named once.
  private static func list(_ seqs: [Int]) -> String {
    var named: [Int] = []
    for seq in seqs where named.last != seq { named.append(seq) }
    return named.map(String.init).joined(separator: ",")
  }
}
