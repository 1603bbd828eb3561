import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// `monsoon-replay summary`: one line per log, from the fields of the `session/1` projection.
struct SummaryCommand: Command {
  static let name = "summary"
  static let abstract = "Print one line per log: its events by kind, where it ended, how long."
  static let examples = [
    "monsoon-replay summary session.jsonl fleet/",
  ]
  static let arguments = [CommandArgument.logsAndDirectories]
  static let options = option.commandOptions
  static let discussion = """
    Each line holds what 'replay --each --format json' gives for the log (docs/fleet.md,
    session/1), in words: the events and how many of each kind, the screen and seq it ended
    on, the time from its first event to its last, and how many problems --lenient passed
    over (rejected events among them):
      session.jsonl: 20 events (tap 8, select 3, randomize 3, go 2, back 1, nav 3), ended on
      detail at seq 20, 33.050 s, no problems
    A log that cannot be read gives 'FILE: invalid' or 'FILE: unreadable', its error on
    standard error, and the exit status says so (65, 66; 74 for one that changed while it was
    read, unreadable).
    """

  private struct Options: OptionGroup {
    let mode = TypedOption.mode(
      .lenient.withHelp(
        "Skip bad lines with a warning instead of stopping at the first; they count as "
          + "problems."))
    let logs = ManyLogOptions.reading(
      jobs: "Read up to <n> logs at once (default: the number of cores); the lines stay in "
        + "the order the logs were named.")

    var declaredOptions: [CommandOption] { [mode.option] + logs.declaredOptions }
  }
  private static let option = Options()

  let selection: LogSelection
  let mode: ReplayMode
  let jobs: Int

  init(_ arguments: ArgumentList) throws(CommandError) {
    selection = try LogSelection(arguments, Self.option.logs).orStandardInput()
    mode = try arguments.read(Self.option.mode)
    jobs = try arguments.read(Self.option.logs.jobs)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    let mode = mode
    let worst = selection.forEachLog(jobs: jobs, &output, &errors) { input in
      Self.summarize(input, mode: mode)
    } failure: { code, message, log in
      LogReport(
        failure: .failed(code, [message]),
        result: log.map { "\(TerminalText.escaped($0)): \(Self.failureWord(code))" })
    }
    if worst != .success { throw .failed(worst, []) }
  }

  /// One log's line, or its failure.
  private static func summarize(_ input: LogInput, mode: ReplayMode) -> LogReport {
    var warnings: [Diagnostic] = []
    let name = TerminalText.escaped(input.displayName)
    do throws(CommandError) {
      let start = try input.start(mode: mode)
      let (state, summary, end): (SessionState, SessionSummary, ReplayEnd)
      var problems = 0
      var tally = LenientTally()
      do {
        (state, summary, end) = try SessionProjection.replay(start, through: nil) { problem in
          problems += 1
          tally.count(problem)
          warnings.append(.warning(input.locate(problem)))
        }
      } catch {
        throw input.failure(error)
      }
      if let note = tally.note(counted: end.appliedCount, mode: mode, of: input) {
        warnings.append(note)
      }
      let kinds = EventKind.allCases.compactMap { kind in
        summary.count(of: kind) > 0 ? "\(kind.rawValue) \(summary.count(of: kind))" : nil
      }
      var line = "\(name): \(summary.events) event\(summary.events == 1 ? "" : "s")"
      if !kinds.isEmpty { line += " (" + kinds.joined(separator: ", ") + ")" }
      line += ", ended on \(state.screen.rawValue) at seq \(state.seq)"
      if let first = summary.firstTime, let last = summary.lastTime {
        line += ", " + MillisecondsText.seconds(last - first) + " s"
      }
      switch problems {
      case 0: line += ", no problems"
      case 1: line += ", 1 problem"
      default: line += ", \(problems) problems"
      }
      if summary.rejected > 0 { line += " (\(summary.rejected) rejected)" }
      return LogReport(result: line, diagnostics: warnings)
    } catch {
      let code: ExitCode
      if case .failed(let failed, _) = error { code = failed } else { code = .usage }
      return LogReport(
        failure: error, diagnostics: warnings, result: "\(name): \(failureWord(code))")
    }
  }

  private static func failureWord(_ code: ExitCode) -> String {
    code == .invalidData ? "invalid" : "unreadable"
  }
}
