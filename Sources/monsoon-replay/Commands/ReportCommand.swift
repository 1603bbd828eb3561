import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// `monsoon-replay report`: a fleet's logs as one HTML page of SVG charts.
struct ReportCommand: Command {
  static let name = "report"
  static let abstract = "Write an HTML page of charts over many logs: meals, Randomizes, days."
  static let examples = [
    "monsoon-replay report fleet/ -o report.html",
    "find fleet -name '*.jsonl' -print0 | monsoon-replay report --files-from - -0 -o r.html",
  ]
  static let arguments = [CommandArgument.logsAndDirectories]
  static let options = option.commandOptions
  static let discussion = """
    The page has three bar charts: meals chosen by hour of the day (each Go, by the UTC hour
    of its t, coloured by the meal it showed), Randomizes before Go (the sessions with a Go,
    by how many Randomizes came before their first Go) and sessions per day (by the UTC day
    of each session's first t). It reads the logs themselves, as the projections do
    (docs/fleet.md): the figures are those of 'replay --each' and 'timeline'. A log that
    cannot be read is left out of the charts and counted on the page, its error goes to
    standard error, and the exit status says so (65, 66), after the page is written. The
    page is one file, with no script and no network request.
    """

  private struct Options: OptionGroup {
    let output = TypedOption.text(
      .output(
        valueName: "report.html", extensions: ["html"],
        help: "Write the page to this file instead of standard output."))
    let mode = TypedOption.mode(
      .lenient.withHelp(
        "Skip bad lines with a warning instead of stopping at the first; such a log is "
          + "charted."))
    let logs = ManyLogOptions.reading(
      jobs: "Read up to <n> logs at once (default: the number of cores); the page does not "
        + "depend on it.")

    var declaredOptions: [CommandOption] {
      [output.option, mode.option] + logs.declaredOptions
    }
  }
  private static let option = Options()

  let selection: LogSelection
  let mode: ReplayMode
  let jobs: Int
  let output: OutputFile

  init(_ arguments: ArgumentList) throws(CommandError) {
    let named = try LogSelection(arguments, Self.option.logs)
    output = try OutputFile(
      arguments.read(Self.option.output), refusingTerminalFor: "an HTML page",
      example: "monsoon-replay report fleet/ -o report.html")
    selection = try named.orStandardInput()
    mode = try arguments.read(Self.option.mode)
    jobs = try arguments.read(Self.option.logs.jobs)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    let check = self.output.inputCheck()
    try self.output.checkIsNot(
      selection.paths.map { .argument($0) }
        + selection.lists.map { .argument($0, role: "--files-from list") }
        + selection.archives.map { .argument($0, role: "--tar archive") })
    let mode = mode
    let report = LockedValue(FleetReport())
    // A log found in a folder or a list may be the output too: it is left unread, and the
    // page unwritten.
    let overwritten = LockedValue<CommandError?>(nil)
    // The reports carry no result, so nothing reaches `output` before the page.
    let worst = selection.forEachLog(jobs: jobs, &output, &errors) { input in
      if let source = OutputFile.Source.input(input), let refusal = check.refusal(reading: source) {
        overwritten.withLock { $0 = $0 ?? refusal }
        return LogReport()
      }
      return Self.fold(input, mode: mode, into: report)
    } failure: { code, message, log in
      if log != nil { report.withLock { $0.addDamaged() } }
      return LogReport(failure: .failed(code, [message]))
    }
    if let refusal = overwritten.withLock({ $0 }) { throw refusal }
    // A page without the logs that were not read would look whole.
    if worst == .osError { throw .failed(worst, []) }
    let page = ReportPage.html(report.withLock { $0 }, title: "Monsoon fleet report")
    try self.output.write(page, to: &output)
    if worst != .success { throw .failed(worst, []) }
  }

  /// Folds one log into `report`, or counts it as damaged.
  private static func fold(
    _ input: LogInput, mode: ReplayMode, into report: LockedValue<FleetReport>
  ) -> LogReport {
    var warnings: [Diagnostic] = []
    do throws(CommandError) {
      let start = try input.start(mode: mode)
      let (figures, end): (SessionFigures, ReplayEnd)
      var tally = LenientTally()
      do {
        (figures, end) = try SessionFigures.replay(start) {
          tally.count($0)
          warnings.append(.warning(input.locate($0)))
        }
      } catch {
        throw input.failure(error)
      }
      if let note = tally.note(counted: end.appliedCount, mode: mode, of: input) {
        warnings.append(note)
      }
      report.withLock { $0.add(figures) }
      return LogReport(diagnostics: warnings)
    } catch {
      report.withLock { $0.addDamaged() }
      return LogReport(failure: error, diagnostics: warnings)
    }
  }
}
