import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// `monsoon-replay replay`: rebuilds a session's state from its log.
struct ReplayCommand: Command {
  static let name = "replay"
  static let abstract = "Rebuild a session's state from its log, at its end or at any event."
  static let examples = [
    "monsoon-replay replay session.jsonl --at 6 --changes",
    "monsoon-replay replay --each fleet/ --format json",
  ]
  static let arguments = [CommandArgument.log]
  static let options = option.commandOptions
  static let discussion = """
    The table's first line names the event the state is after: 'seq 7 (randomize) · screen:
    chooser'. With --changes, the event, what it changed, and the states before and after it.
      monsoon-replay replay session.jsonl --at 6 --changes
    """
  static let otherUsages = [
    "replay --each [<file> ...] [--files-from <list>] [-0] [--tar <archive>] [--jobs <n>] "
      + "[--at <seq>] [--format json]"
  ]

  private struct Options: OptionGroup {
    let at = TypedOption.integer(
      .at("Show the state after event <seq> (0: the initial state)."), in: 0...Int.max)
    let changes = TypedOption.flag(
      .flag(
        "--changes",
        help: "Show the event (the one --at names, else the last), what it changed, and the "
          + "states before and after it, as text."))
    let format = TypedOption.choice(
      .format("text (a table, the default) or json (one object)."), default: OutputFormat.text)
    let mode = TypedOption.mode()
    let skip = TypedOption.skipList(
      .skip(
        "Replay as if these events never happened, such as 12,15-18: later events are "
          + "renumbered and share the PRNG stream; --at still counts the log's own seqs (see "
          + "docs/skip.md)."))
    let target = EachLogOptions(
      "replay",
      each: "Replay every log named, and every *.jsonl file below each directory named (in "
        + "the order of their sorted paths), one result per log in that order (with --format "
        + "json: one line per log, the per-session projection of docs/fleet.md, an error line "
        + "for a log that cannot be replayed).")

    var declaredOptions: [CommandOption] {
      [at.option, changes.option, format.option, mode.option, skip.option]
        + target.declaredOptions
    }
  }
  private static let option = Options()

  private let target: LogTarget
  let jobs: Int
  let lastEvent: Int?
  let format: OutputFormat
  let mode: ReplayMode
  let skips: SkipList
  let showsChanges: Bool

  init(_ arguments: ArgumentList) throws(CommandError) {
    let option = Self.option
    showsChanges = try arguments.read(option.changes)
    if showsChanges {
      for option in [option.target.each.option, option.skip.option]
      where arguments.gave(option) {
        throw .usage("--changes works on one log; it cannot be combined with \(option.name)")
      }
      if arguments.value(option.format.option) == OutputFormat.json.rawValue {
        throw .usage("--changes is text; leave out --format json")
      }
    }
    target = try LogTarget(arguments, option.target, oneLog: option.skip) { path in
      "\(path): Is a directory; 'replay --each \(path)' replays every log below it"
    }
    jobs = try arguments.read(option.target.logs.jobs)
    lastEvent = try arguments.read(option.at)
    format = try arguments.read(option.format)
    mode = try arguments.read(option.mode)
    skips = try arguments.read(option.skip)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    switch target {
    case .each(let selection):
      try runEach(selection, &output, &errors)
    case .one(let input) where !skips.isEmpty:
      try runSkipping(input, &output, &errors)
    case .one(let input) where format == .json:
      var tally = LenientTally()
      let end = try input.replay(try input.start(mode: mode), through: lastEvent) {
        tally.count($0)
        input.warn($0, &errors)
      }
      print(end.state, &output)
      tally.report(counted: end.appliedCount, mode: mode, of: input, to: &errors)
    case .one(let input):
      let around = try replayAroundEvent(input, &errors)
      let menu = around.after.menu
      let event = around.event.map { $0.event.words(menu: menu) } ?? "the start"
      guard showsChanges else {
        output.line(around.after.table(style: output.style, event: event))
        return
      }
      let changes = around.before.changes(to: around.after, includingBookkeeping: false)
      let width = changes.map { TerminalText.escaped($0.label).count }.max() ?? 0
      output.line("seq \(around.after.seq) (\(event)) changed:")
      if changes.isEmpty { output.line("  nothing") }
      for change in changes {
        let name = TerminalText.escaped(change.label)
        output.line(
          "  " + name + String(repeating: " ", count: width - name.count) + "  "
            + TerminalText.escaped(
              "\(change.before?.description ?? "-") -> \(change.after?.description ?? "-")"))
      }
      output.line("")
      let previous = around.previous.map { $0.event.words(menu: menu) } ?? "the start"
      output.line("before: " + around.before.table(style: output.style, event: previous))
      output.line("")
      output.line("after: " + around.after.table(style: output.style, event: event))
    }
  }

  /// The state after event `lastEvent` (or the last), the event itself, and the state before
  /// it and the event before that, for the table's heading and `--changes`, in one pass
  /// from the start of the log.
  private func replayAroundEvent(
    _ input: LogInput, _ errors: inout OutputStream
  ) throws(CommandError) -> (
    before: SessionState, previous: LogRecord?, event: LogRecord?, after: SessionState
  ) {
    let start = try input.start(mode: mode)
    let around: (
      before: SessionState, previous: LogRecord?, event: LogRecord?, after: SessionState,
      end: ReplayEnd
    )
    var tally = LenientTally()
    do {
      around = try start.surroundings(through: lastEvent) {
        tally.count($0)
        input.warn($0, &errors)
      }
    } catch {
      throw input.failure(error)
    }
    if let lastEvent, around.end.isPastEnd(lastEvent) {
      throw input.pastEnd(lastEvent, lastSeq: around.end.lastSeq)
    }
    tally.report(counted: around.end.appliedCount, mode: mode, of: input, to: &errors)
    return (around.before, around.previous, around.event, around.after)
  }

  /// Replays one input through `lastEvent`.
  /// - Parameter warn: called with each warning, located (`FILE:LINE: problem`), then with
  ///   the lenient tally, if any.
  private static func replay(
    _ input: LogInput, mode: ReplayMode, through lastEvent: Int?, warn: (Diagnostic) -> Void
  ) throws(CommandError) -> SessionState {
    var tally = LenientTally()
    let end = try input.replay(try input.start(mode: mode), through: lastEvent) {
      tally.count($0)
      warn(.warning(input.locate($0)))
    }
    if let note = tally.note(counted: end.appliedCount, mode: mode, of: input) { warn(note) }
    return end.state
  }

  /// Replays every log, on up to `jobs` threads, printing results in the order given.
  private func runEach(
    _ selection: LogSelection, _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) {
    let (mode, lastEvent, format, style) = (mode, lastEvent, format, output.style)
    let worst = selection.forEachLog(
      jobs: jobs, resultsAreJSON: format == .json, &output, &errors
    ) { input in
      switch format {
      case .json: Self.project(input, mode: mode, through: lastEvent)
      case .text:
        Self.replayOne(input, mode: mode, through: lastEvent, style: style)
      }
    } failure: { code, message, log in
      let error = CommandError.failed(code, [message])
      return LogReport(
        failure: error,
        result: format == .json ? Projection.session.errorLine(file: log, error) : nil)
    }
    if worst != .success { throw .failed(worst, []) }
  }

  /// One log's table, for `--each` in text.
  private static func replayOne(
    _ input: LogInput, mode: ReplayMode, through lastEvent: Int?, style: TerminalStyle
  ) -> LogReport {
    var warnings: [Diagnostic] = []
    do throws(CommandError) {
      let state = try replay(input, mode: mode, through: lastEvent) { warnings.append($0) }
      return LogReport(
        result: "== \(TerminalText.escaped(input.displayName))\n\(state.table(style: style))\n",
        diagnostics: warnings)
    } catch {
      return LogReport(failure: error, diagnostics: warnings)
    }
  }

  /// One log's line of the per-session projection (docs/fleet.md), for `--each` in JSON: the
  /// state after the last event (or `lastEvent`) and a ``SessionSummary`` of the events up
  /// to it; an error line when the log cannot be replayed that far.
  private static func project(
    _ input: LogInput, mode: ReplayMode, through lastEvent: Int?
  ) -> LogReport {
    var warnings: [Diagnostic] = []
    do throws(CommandError) {
      let start = try input.start(mode: mode)
      let (state, summary, end): (SessionState, SessionSummary, ReplayEnd)
      var tally = LenientTally()
      do {
        (state, summary, end) = try SessionProjection.replay(start, through: lastEvent) {
          tally.count($0)
          warnings.append(.warning(input.locate($0)))
        }
      } catch {
        throw input.failure(error)
      }
      if let lastEvent, end.isPastEnd(lastEvent) {
        throw input.pastEnd(lastEvent, lastSeq: end.lastSeq)
      }
      if let note = tally.note(counted: end.appliedCount, mode: mode, of: input) {
        warnings.append(note)
      }
      let line = Projection.session.line(file: input.displayName) { json in
        state.writeJSONMembers(to: &json)
        summary.writeJSONMembers(to: &json)
        json.key("ended_on_detail")
        json.bool(state.screen == .detail)
        summary.writeLogMembers(to: &json)
      }
      return LogReport(result: line, diagnostics: warnings)
    } catch {
      return LogReport(
        failure: error, diagnostics: warnings,
        result: Projection.session.errorLine(file: input.displayName, error))
    }
  }

  private func print(_ state: SessionState, _ output: inout OutputStream) {
    switch format {
    case .text: output.line(state.table(style: output.style))
    case .json: output.line(state.appendJSONObject)
    }
  }

  /// Replays with `--skip`: `--at` counts the log's own seqs; reading goes on past it only as
  /// far as needed to check that every skipped seq exists.
  private func runSkipping(
    _ input: LogInput, _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) {
    let start = try input.start(mode: mode)
    let (stateAtEvent, end): (SessionState?, ReplayEnd)
    var tally = LenientTally()
    do {
      (stateAtEvent, end) = try start.state(at: lastEvent, skipping: skips) {
        tally.count($0)
        input.warn($0, &errors)
      }
    } catch {
      throw input.failure(error)
    }
    try input.checkSkips(end)
    if let lastEvent, stateAtEvent == nil, lastEvent > end.lastReadSeq {
      throw input.pastEnd(lastEvent, lastSeq: end.lastReadSeq)
    }
    print(stateAtEvent ?? end.state, &output)
    tally.report(counted: end.appliedCount, mode: mode, of: input, to: &errors)
  }
}
