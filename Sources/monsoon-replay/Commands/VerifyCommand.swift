import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// `monsoon-replay verify`: reports every problem of one or more logs.
struct VerifyCommand: Command {
  static let name = "verify"
  static let abstract = "Check logs against every rule of the format, reporting all problems."
  static let examples = [
    "monsoon-replay verify session.jsonl fleet/",
  ]
  static let arguments = [
    CommandArgument(
      "file",
      help: "The logs to check, and directories: every *.jsonl file below a directory is "
        + "checked, in the order of its sorted paths, without following symbolic links to "
        + "directories. Reads standard input for '-', or when nothing is named and standard "
        + "input is a pipe or a file.", isOptional: true, isRepeated: true)
  ]
  static let options = logs.commandOptions
  static let discussion = """
    Each problem goes to standard error as FILE:LINE: message; after a rejected event the
    check goes on from the unchanged state. Then one summary line per file goes to standard
    output: FILE: N events, M problems. When more than one log was checked (or a directory
    or a list was named), a last line on standard error counts them: valid, invalid and
    unreadable. Exits 0 when every file is valid, 65 when one is not, 66 when one cannot be
    read, 74 when one changed while it was read (counted unreadable).

    Any number of logs, beyond what a command line holds, in one run with one summary:
      monsoon-replay verify fleet/
      find fleet -name '*.jsonl' -print0 | monsoon-replay verify --files-from - -0
    """

  private static let logs = ManyLogOptions(
    filesFrom: "Also check the logs and directories <list> names, one path a line ('-': read "
      + "the list from standard input). The files named come first, then each list's in turn. "
      + "The list is read as the check goes on, so its length does not matter.",
    tar: "Also check every regular entry of the tar <archive> ('-': read it from standard "
      + "input), after the lists, each named by its path in the archive.",
    jobs: "Check up to <n> files at once (default: the number of cores). The output stays in "
      + "the order the files were named.", usage: .optional)

  let selection: LogSelection
  let jobs: Int

  init(_ arguments: ArgumentList) throws(CommandError) {
    selection = try LogSelection(arguments, Self.logs).orStandardInput()
    jobs = try arguments.read(Self.logs.jobs)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    var tally = Tally()
    let status = selection.forEachLog(jobs: jobs, &output, &errors) { input in
      Self.verify(input)
    } failure: { code, message, _ in
      LogReport(diagnostics: [.error(message)], status: code)
    } printed: { report in
      tally.count(report)
    }
    if !selection.namesOneLogAtMost {
      output.flush()
      errors.line("monsoon-replay: \(tally)")
    }
    if status != .success { throw .failed(status, []) }
  }

  /// The outcome of a whole run.
  private struct Tally: CustomStringConvertible {
    var valid = 0
    var invalid = 0
    var unreadable = 0
    /// Directories and list entries that could not be read, and lists that ended early.
    var otherProblems = 0
    /// Compressed logs a directory walk found and did not read.
    var skipped = 0

    /// Counts a log's report by its summary line and status; a report without a summary is
    /// a directory entry or list entry that was not a log.
    mutating func count(_ report: LogReport) {
      if report.isSkippedFile {
        skipped += 1
        return
      }
      switch (report.result, report.status) {
      case (nil, .success): break
      case (nil, _): otherProblems += 1
      case (_, .success): valid += 1
      case (_, .noInput), (_, .ioError): unreadable += 1
      case (_, _): invalid += 1
      }
    }

    var description: String {
      "\(plural(valid + invalid + unreadable, "log")) checked: \(valid) valid, \(invalid) "
        + "invalid, \(unreadable) unreadable"
        + (skipped == 0 ? "" : "; \(plural(skipped, "compressed log")) skipped (see above)")
        + (otherProblems == 0 ? "" : "; \(plural(otherProblems, "other problem")) (see above)")
    }
  }

  /// Verifies one input. The report's `result` is the log's summary line,
  /// `FILE: N events, M problems`.
  private static func verify(_ input: LogInput) -> LogReport {
    var report = LogReport()
    let start: ReplayStart
    do throws(CommandError) {
      start = try input.start(mode: .strict)
    } catch {
      guard case .failed(let code, let messages) = error else { return report }
      report.diagnostics = messages.map { .error($0) }
      report.result =
        "\(TerminalText.escaped(input.displayName)): "
        + (code == .noInput ? "unreadable" : "invalid header")
      report.status = code == .noInput ? .noInput : .invalidData
      return report
    }
    // A log that changed while it was read is unreadable, not invalid: its last problem.
    var changed = false
    let summary = LogVerifier.verify(start) { problem in
      if case .unreadable(let error) = problem.kind, error.kind == .changed { changed = true }
      report.diagnostics.append(.error(input.locate(problem)))
    } warning: { warning in
      report.diagnostics.append(.warning(input.locate(warning)))
    }
    report.result =
      "\(TerminalText.escaped(input.displayName)): \(plural(summary.events, "event")), "
      + plural(summary.problems, "problem")
    report.status = changed ? .ioError : summary.problems > 0 ? .invalidData : .success
    return report
  }

}

/// `1 event`, `2 events`.
private func plural(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)" + (number == 1 ? "" : "s")
}
