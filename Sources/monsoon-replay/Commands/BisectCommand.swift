import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// `monsoon-replay bisect`: the first event after which a condition holds.
struct BisectCommand: Command {
  static let name = "bisect"
  static let abstract = "Find the first event after which a condition holds."
  static let examples = [
    "monsoon-replay bisect session.jsonl --until 'flavor=sweet and nav.compass>=1'",
  ]
  static let arguments = [CommandArgument.log]
  static let options = option.commandOptions
  static let otherUsages = [
    "bisect --each [<file> ...] [--files-from <list>] [-0] [--tar <archive>] [--jobs <n>] "
      + "--until <condition> [--format json]"
  ]
  static let discussion = """
    Prints seq 0 when the condition holds before any event (without --after); exits 1 when it
    never holds, or when --after is past the end of the log. For a file, standard error then
    suggests the 'shrink' command that cuts the log after that event and shrinks it (standard
    output keeps only the answer).

    With --each, one line per log, in the order named: FILE: seq N (line L): event, FILE:
    never holds (...), or FILE: invalid / unreadable (the error goes to standard error); with
    --format json the hit projection of docs/fleet.md ({"schema":"hit/1","file":...,"seq":N,
    "event":{...}}, "seq":null when the condition never holds, an "error" line for a log that
    cannot be read). Each log is read to its end, so one damaged after its hit is reported
    invalid. Exits 65 or 66 when a log is invalid or unreadable (74 when it changed while it
    was read), else 0 when the condition holds in at least one log, 1 when in none.
    """

  private struct Options: OptionGroup {
    let until = TypedOption.requiredText(
      .until(
        "The condition, such as 'flavor=umami and screen=detail', 'production=\"small batch\" "
          + "or nav.menu>=3', 'not (meal=dinner)'. Keys: screen, seq, a prompt (compares by "
          + "option), nav.<button>; a prompt or option by its text, exactly, else in any letter "
          + "case when only one matches, else by index, text winning (docs/names.md); a text "
          + "with spaces in \"double\", 'single' or typographic quotes; a prompt named like a "
          + "built-in key is quoted: '\"screen\"=detail'. Operators = != < <= > >= (ordering "
          + "only for seq and nav.*); and, or, not, parentheses."))
    let after = TypedOption.integer(
      .value(
        "--after", valueName: "seq",
        help: "Find the first event after seq <seq> where the condition holds: the next "
          + "occurrence. The log is read from its start."), in: 0...Int.max)
    let format = TypedOption.choice(
      .format("text (the default) or json ({\"seq\":N,\"event\":{...}})."),
      default: OutputFormat.text)
    let mode = TypedOption.mode()
    let target = EachLogOptions(
      "search",
      each: "Search every log named, and every *.jsonl file below each directory named (in "
        + "the order of their sorted paths), one line per log in that order.")

    var declaredOptions: [CommandOption] {
      [until.option, after.option, format.option, mode.option] + target.declaredOptions
    }
  }
  private static let option = Options()

  private let target: LogTarget
  let until: String
  let after: Int?
  let format: OutputFormat
  let mode: ReplayMode
  let jobs: Int

  init(_ arguments: ArgumentList) throws(CommandError) {
    let option = Self.option
    target = try LogTarget(arguments, option.target, oneLog: option.after)
    until = try arguments.read(option.until)
    after = try arguments.read(option.after)
    format = try arguments.read(option.format)
    mode = try arguments.read(option.mode)
    jobs = try arguments.read(option.target.logs.jobs)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    switch target {
    case .one(let input): try runOne(input, &output, &errors)
    case .each(let selection): try runEach(selection, &output, &errors)
    }
  }

  private func runOne(
    _ input: LogInput, _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) {
    let start = try input.start(mode: mode)
    let menu = start.header.menu
    let condition = try StateCondition.parse(until: until, menu: menu) {
      errors.report(.warning($0))
    }
    let (found, replayer): (Bisect.Finding?, ReplayEnd)
    var tally = LenientTally()
    do {
      (found, replayer) = try Bisect.first(from: start, after: after, where: condition) {
        tally.count($0)
        input.warn($0, &errors)
      }
    } catch {
      throw input.failure(error)
    }
    tally.report(counted: replayer.appliedCount, mode: mode, of: input, to: &errors)
    guard let finding = found else {
      if let after, after > replayer.lastSeq {
        throw input.pastEnd(after, option: "--after", lastSeq: replayer.lastSeq)
      }
      // An answer, not an error: said plainly on standard error (standard output stays empty
      // for scripts), with exit status 1.
      errors.line(
        TerminalText.escaped(
          "\(input.displayName): '\(until)' never holds"
            + (after.map { " after seq \($0)" } ?? "")
            + " (\(replayer.appliedCount) events, up to seq \(replayer.state.seq))"))
      throw .failed(.failure, [])
    }
    switch format {
    case .json:
      output.line { bytes in
        JSONWriter.append(to: &bytes) { json in
          json.beginObject()
          json.key("seq")
          json.integer(finding.seq)
          json.key("event")
          if let record = finding.record {
            LogLine.writeEventObject(record.event, to: &json)
          } else {
            json.null()
          }
          json.endObject()
        }
      }
    case .text:
      guard let record = finding.record else {
        output.line("seq 0: '\(until)' holds before any event")
        return
      }
      output.line(
        "seq \(record.seq) (line \(record.line)): \(record.event.words(menu: menu))")
    }
    if let command = shrinkCommand(input, through: finding.seq) {
      errors.line("bisect: to shrink the log up to this event: \(command)")
    }
  }

  /// The `shrink` command line, shell-quoted, that shrinks the log cut after event `seq`: for
  /// a file with a first event found, and words a terminal shows as they are.
  private func shrinkCommand(_ input: LogInput, through seq: Int) -> String? {
    guard case .file(let path) = input, seq > 0 else { return nil }
    let words =
      ["monsoon-replay", "shrink", path.hasPrefix("-") ? "./" + path : path, "--until", until,
       "--through", String(seq)] + (mode == .lenient ? ["--lenient"] : [])
    guard words.allSatisfy({ TerminalText.escaped($0) == $0 }) else { return nil }
    return words.map(TerminalText.shellQuoted).joined(separator: " ")
  }

  /// Searches every log, on up to `jobs` threads, printing one line per log in the order
  /// given (the hit projection with `--format json`).
  private func runEach(
    _ selection: LogSelection, _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) {
    let (until, mode, format) = (until, mode, format)
    let hits = LockedValue(0)
    let worst = selection.forEachLog(
      jobs: jobs, resultsAreJSON: format == .json, &output, &errors
    ) { input in
      let report = Self.search(input, until: until, mode: mode, format: format)
      if report.isHit { hits.withLock { $0 += 1 } }
      return report.log
    } failure: { code, message, log in
      Self.failureReport(.failed(code, [message]), file: log, format: format)
    }
    if worst != .success { throw .failed(worst, []) }
    if hits.current == 0 { throw .failed(.failure, []) }
  }

  /// One log's line: where `until` first holds, or that it never does.
  private static func search(
    _ input: LogInput, until: String, mode: ReplayMode, format: OutputFormat
  ) -> (log: LogReport, isHit: Bool) {
    var warnings: [Diagnostic] = []
    do throws(CommandError) {
      let start = try input.start(mode: mode)
      let condition = try StateCondition.parse(until: until, menu: start.header.menu) {
        warnings.append(.warning(TerminalText.escaped(input.displayName) + ": " + $0))
      }
      let finding: Bisect.Finding?
      let replayer: ReplayEnd
      var tally = LenientTally()
      do {
        (finding, replayer) = try Bisect.firstReadingAll(from: start, where: condition) {
          tally.count($0)
          warnings.append(.warning(input.locate($0)))
        }
      } catch {
        throw input.failure(error)
      }
      if let note = tally.note(counted: replayer.appliedCount, mode: mode, of: input) {
        warnings.append(note)
      }
      let line = hitLine(
        finding, file: input.displayName, replayer: replayer, menu: start.header.menu,
        format: format)
      return (LogReport(result: line, diagnostics: warnings), finding != nil)
    } catch {
      var report = failureReport(error, file: input.displayName, format: format)
      report.diagnostics.insert(contentsOf: warnings, at: 0)
      return (report, false)
    }
  }

  /// The line for a log searched to its end or to the first hit.
  private static func hitLine(
    _ finding: Bisect.Finding?, file: String, replayer: ReplayEnd, menu: ChooserMenu,
    format: OutputFormat
  ) -> String {
    switch format {
    case .json:
      return Projection.hit.line(file: file) { json in
        json.key("seq")
        json.integer(finding?.seq)
        json.key("event")
        if let record = finding?.record {
          LogLine.writeEventObject(record.event, to: &json)
        } else {
          json.null()
        }
      }
    case .text:
      let name = TerminalText.escaped(file)
      guard let finding else {
        return "\(name): never holds (\(replayer.appliedCount) events, up to seq "
          + "\(replayer.state.seq))"
      }
      guard let record = finding.record else { return "\(name): seq 0: holds before any event" }
      return "\(name): seq \(record.seq) (line \(record.line)): \(record.event.words(menu: menu))"
    }
  }

  /// The report for a log that could not be searched: its error line (JSON), or a line
  /// naming the log and what is wrong with it (text; the message goes to standard error).
  private static func failureReport(
    _ error: CommandError, file: String?, format: OutputFormat
  ) -> LogReport {
    switch format {
    case .json:
      return LogReport(failure: error, result: Projection.hit.errorLine(file: file, error))
    case .text:
      var report = LogReport(failure: error)
      let verdict =
        switch report.status {
        case .invalidData: "invalid"
        case .noInput, .ioError: "unreadable"
        default: "error"
        }
      report.result = file.map { "\(TerminalText.escaped($0)): \(verdict)" }
      return report
    }
  }
}
