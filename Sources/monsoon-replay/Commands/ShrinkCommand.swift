import MonsoonEvents
import MonsoonReplay
import MonsoonSystem
import MonsoonTesting

/// `monsoon-replay shrink`: the smallest log that still ends where a condition holds.
struct ShrinkCommand: Command {
  static let name = "shrink"
  static let abstract = "Cut a log down to the fewest events that still reach a condition."
  static let arguments = [CommandArgument.log]
  static let options = [Option.until, Option.output, CommandOption.lenient]
  static let discussion = """
    The result has the same header, a subset of the events in their order, renumbered 1..k,
    their t kept and any sel recomputed; removing any one of its events makes it invalid or
    the condition false (1-minimal, by delta debugging then one-by-one removal). Progress goes
    to standard error about once a second. Exits 1 when the log itself does not end where the
    condition holds.
    """

  private enum Option {
    static let until = CommandOption.until(
      "The condition the last state must satisfy (see 'bisect --help').")
    static let output = CommandOption.output(
      valueName: "out", extension: "jsonl",
      help: "Write the shrunk log to this file instead of standard output.")
  }

  let input: LogInput
  let until: String
  let output: OutputFile
  let mode: ReplayMode

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    until = try arguments.required(Option.until)
    output = try OutputFile(arguments.value(Option.output))
    mode = arguments.mode
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    try self.output.checkIsNot(input)
    let log = try input.readLog(mode: mode, &errors)
    let condition = try StateCondition.parse(until: until, menu: log.header.menu)
    var lastReport = SystemClock.monotonicNanoseconds()
    let outcome = LogShrinker.shrink(log, until: condition.evaluate) { progress in
      let now = SystemClock.monotonicNanoseconds()
      guard now - lastReport >= 1_000_000_000 else { return }
      lastReport = now
      errors.line(
        "shrink: \(progress.elementsLeft) events left, \(progress.testsRun) tests run")
      errors.flush()
    }
    guard let outcome else {
      throw .failed(
        .failure,
        "\(input.displayName): the log does not end where '\(until)' holds; nothing to shrink")
    }
    try self.output.write(outcome.log.bytes, to: &output)
    errors.line(
      "shrink: \(log.records.count) events -> \(outcome.log.records.count) in "
        + "\(outcome.testsRun) tests; kept seqs "
        + outcome.keptSeqs.map(String.init).joined(separator: ","))
  }
}
