import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// `monsoon-replay timeline`: one line per event, with what it changed, for one log or many.
struct TimelineCommand: Command {
  static let name = "timeline"
  static let abstract = "Show every event with its time and what it changed."
  static let examples = [
    "monsoon-replay timeline session.jsonl",
  ]
  static let arguments = [CommandArgument.logsAndDirectories]
  static let options = option.commandOptions
  static let discussion = """
    Over more than one log (or a directory, or a list), each log's lines come in the order
    the logs were named; with --format json every line starts with "schema":"event/1" and
    "file", and a log that cannot be read or fails gives one line {"schema":..,"file":..,
    "error":..,"status":..} after the lines it had (the run goes on; the exit status says
    some failed). The schema: docs/fleet.md.
      monsoon-replay timeline --format json fleet/ > events.jsonl
    """

  private struct Options: OptionGroup {
    let format = TypedOption.choice(
      .format(
        "text (one line per event: seq, time since the first event, the event, its changes; "
          + "the default) or json (one object per line: "
          + "{\"seq\":..,\"event\":{...},\"changes\":{...}})."), default: OutputFormat.text)
    let mode = TypedOption.mode(
      .lenient.withHelp("Skip bad lines with a warning; rejected events show as rejected."))
    let skip = TypedOption.skipList(
      .skip(
        "Replay as if these events never happened, such as 12,15-18 (see docs/skip.md); they "
          + "show as skipped. One log only."))
    let logs = ManyLogOptions.reading(
      jobs: "Over many logs, read up to <n> at once (default: the number of cores); the "
        + "output stays in the order the logs were named.")

    var declaredOptions: [CommandOption] {
      [format.option, mode.option, skip.option] + logs.declaredOptions
    }
  }
  private static let option = Options()

  /// What to read: one log, printed as it always was, or many, each line naming its log.
  private enum Target: Sendable {
    case one(LogInput)
    case many(LogSelection)
  }

  /// The most bytes of later logs' lines held, all threads together, while an earlier log
  /// is printed. A log whose lines do not fit is read again when its turn comes, its lines
  /// then going straight to standard output.
  static let bufferBudget = 8 << 20

  private let target: Target
  let format: OutputFormat
  let mode: ReplayMode
  let skips: SkipList
  let jobs: Int

  init(_ arguments: ArgumentList) throws(CommandError) {
    let option = Self.option
    let selection = try LogSelection(arguments, option.logs)
    if selection.namesOneLogAtMost {
      target = .one(try LogInput.from(selection.paths.first))
      if arguments.gave(option.logs.jobs) { throw .usage("--jobs needs more than one log") }
    } else {
      guard !arguments.gave(option.skip) else {
        throw .usage("--skip works on one log; it cannot be combined with several")
      }
      target = .many(selection)
    }
    format = try arguments.read(option.format)
    mode = try arguments.read(option.mode)
    skips = try arguments.read(option.skip)
    jobs = try arguments.read(option.logs.jobs)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    switch target {
    case .one(let input):
      var sink = StreamingTimelineSink(output: output, errors: errors)
      do {
        let counted = try Self.write(
          input, file: nil, format: format, mode: mode, skips: skips, style: output.style,
          to: &sink)
        if let counted { sink.tally.report(counted: counted, mode: mode, of: input, to: &errors) }
      } catch {
        output.flush()
        throw error
      }
    case .many(let selection):
      try runMany(selection, &output, &errors)
    }
  }

  /// Writes `input`'s timeline into `sink`, one line per event.
  /// - Parameter file: the name each JSON line starts with, or `nil` for none.
  /// - Returns: the events applied (for the sink's ``LenientTally``), or `nil` when the sink
  ///   could not hold a line and the log was not read to its end.
  /// - Throws: the log's failure: it cannot be read, or (without `--lenient`) a line is bad.
  /// - Parameter style: how to mark the text lines' new values and rejections.
  private static func write<Sink: TimelineSink>(
    _ input: LogInput, file: String?, format: OutputFormat, mode: ReplayMode,
    skips: SkipList, style: TerminalStyle, to sink: inout Sink
  ) throws(CommandError) -> Int? {
    let start = try input.start(mode: mode)
    let end: ReplayEnd?
    do {
      end = try TimelineProjection.write(
        start, skipping: skips,
        format: format == .json
          ? .json(file: file) : .text(markNew: style.selected, markRejected: style.warning),
        locate: input.locate, to: &sink)
    } catch {
      throw input.failure(error)
    }
    guard let end else { return nil }
    try input.checkSkips(end)
    return end.appliedCount
  }

  /// Prints the timelines of every log selected, in order, reading up to `jobs` at once.
  ///
  /// The calling thread prints each log's lines in turn while the other threads read the
  /// logs after it, holding their lines within ``bufferBudget`` bytes in all; a log that
  /// does not fit is given up by its thread and read again, streaming, when its turn comes.
  /// So memory stays bounded whatever the size of a log, and the common case (many small
  /// logs) runs in parallel.
  private func runMany(
    _ selection: LogSelection, _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) {
    let (format, mode, style) = (format, mode, output.style)
    let budget = ByteBudget(bytes: Self.bufferBudget)
    let worst = selection.forEachLog(jobs: jobs, &output, &errors) { input in
      var sink = BufferedTimelineSink(budget: budget)
      var failure: (code: ExitCode, message: String)?
      var counted: Int?
      do throws(CommandError) {
        counted = try Self.write(
          input, file: input.displayName, format: format, mode: mode, skips: .none,
          style: style, to: &sink)
      } catch {
        failure = Self.failure(error)
      }
      return LogReport { [sink, failure, counted] output, errors in
        budget.giveBack(sink.taken)
        return Self.printLog(
          input, sink, counted: counted, failure: failure, format: format, mode: mode, output,
          errors)
      }
    } failure: { code, message, log in
      LogReport { output, errors in
        Self.printFailure((code, message), file: log, format: format, output, errors)
      }
    }
    if worst != .success { throw .failed(worst, []) }
  }

  /// Prints one log's lines as `sink` kept them, or (when they did not fit) reads the log
  /// again, streaming; then its lenient tally or its failure, if any.
  /// - Parameter counted: the events applied, when the log was read to its end.
  /// - Returns: the log's exit status.
  private static func printLog(
    _ input: LogInput, _ sink: BufferedTimelineSink, counted: Int?,
    failure: (code: ExitCode, message: String)?, format: OutputFormat, mode: ReplayMode,
    _ output: OutputStream, _ errors: OutputStream
  ) -> ExitCode {
    if format == .text { output.line("== \(TerminalText.escaped(input.displayName))") }
    var failure = failure
    var tally = sink.tally
    var counted = counted
    if sink.overflowed {
      var streaming = StreamingTimelineSink(output: output, errors: errors)
      do throws(CommandError) {
        counted = try write(
          input, file: input.displayName, format: format, mode: mode, skips: .none,
          style: output.style, to: &streaming)
      } catch {
        failure = Self.failure(error)
      }
      tally = streaming.tally
    } else {
      for warning in sink.warnings { errors.report(warning) }
      output.write(sink.bytes)
    }
    if failure == nil, let counted, let note = tally.note(counted: counted, mode: mode, of: input) {
      errors.report(note)
    }
    errors.flush()
    guard let failure else { return .success }
    return printFailure(failure, file: input.displayName, format: format, output, errors)
  }

  /// Prints a failure: its error line (in JSON) after the lines printed, then its message.
  /// - Parameter file: the log's path, or `nil` for a failure that is no log's.
  /// - Returns: the failure's exit status.
  private static func printFailure(
    _ failure: (code: ExitCode, message: String), file: String?, format: OutputFormat,
    _ output: OutputStream, _ errors: OutputStream
  ) -> ExitCode {
    if format == .json { output.jsonLine(errorLine(file: file, failure)) }
    output.flush()
    errors.report(.error(failure.message))
    errors.flush()
    return failure.code
  }

  /// The error line of the event projection (docs/fleet.md): `"file":null` for a failure
  /// that is no log's.
  private static func errorLine(
    file: String?, _ failure: (code: ExitCode, message: String)
  ) -> String {
    Projection.event.errorLine(file: file, messages: [failure.message], status: failure.code)
  }

  private static func failure(_ error: CommandError) -> (code: ExitCode, message: String) {
    guard case .failed(let code, let messages) = error else {
      return (.usage, "\(error)")
    }
    return (code, messages.joined(separator: "; "))
  }
}
