import MonsoonSystem
import MonsoonToolSystem

/// What working on one log of many printed and how it ended: the unit a many-log command
/// (`verify`, `replay --each`, `bisect --each`, `summary`, `report`, `timeline`) makes on a
/// worker thread and prints, in order, on the calling one.
struct LogReport: Sendable {
  /// What goes to standard error, in order.
  var diagnostics: [Diagnostic] = []
  /// The line (or lines) for standard output, if any.
  var result: String?
  /// How working on the log ended.
  var status = ExitCode.success
  /// Whether the report stands for a file that was found and not read (a compressed log).
  var isSkippedFile = false
  /// How to print the log in its turn, on the calling thread, after ``diagnostics`` and
  /// ``result``, when that is more than a line: a timeline's lines as they were kept, or the log
  /// read again, streaming, when they did not fit. Its status counts instead of ``status``.
  var printing: (@Sendable (OutputStream, OutputStream) -> ExitCode)?

  /// A report of a failure: its messages as errors, its status, and `result` as the line that
  /// stands for the log on standard output (as the projections want one line per log).
  init(failure error: CommandError, diagnostics: [Diagnostic] = [], result: String? = nil) {
    self.diagnostics = diagnostics
    self.result = result
    switch error {
    case .failed(let code, let messages):
      self.diagnostics += messages.map { .error($0) }
      status = code
    case .usage(let message):
      self.diagnostics.append(.error(message))
      status = .usage
    }
  }

  /// A report of a file found and not read: `message` as a warning, nothing printed.
  init(skippedFile message: String) {
    diagnostics = [.warning(message)]
    isSkippedFile = true
  }

  /// A report that `printing` prints, in its turn.
  init(printing: @escaping @Sendable (OutputStream, OutputStream) -> ExitCode) {
    self.printing = printing
  }

  /// A report that prints `result` and succeeds.
  init(result: String? = nil, diagnostics: [Diagnostic] = [], status: ExitCode = .success) {
    self.result = result
    self.diagnostics = diagnostics
    self.status = status
  }
}

extension LogSelection {
  /// Works on every log of the selection, on up to `jobs` threads, and prints each report in
  /// the selection's order as soon as the ones before it are printed.
  /// - Parameters:
  ///   - resultsAreJSON: whether each report's result is a line of JSON (a projection's),
  ///     printed as it is; text is escaped for a terminal (``OutputStream/line(_:)``).
  ///   - work: what to do with one log.
  ///   - failure: the report for a path that could not be taken as a log (an unreadable
  ///     directory entry, a bad `--files-from` entry): its status, message, and the log's
  ///     path when it is a log's.
  ///   - printed: called with each report once it is printed, such as to count it.
  /// - Returns: the worst status of all the reports; ``ExitCode/osError`` when the system
  ///   refused a thread, said on `errors`, the logs after the last report not read.
  ///
  /// More than ``mostJobs`` jobs are cut to that many, with a warning: threads past it only
  /// take memory, and too many of them once took the tool down with the system's memory.
  func forEachLog(
    jobs: Int, resultsAreJSON: Bool = false, _ output: inout OutputStream,
    _ errors: inout OutputStream, _ work: @escaping @Sendable (LogInput) -> LogReport,
    failure: @escaping @Sendable (ExitCode, String, String?) -> LogReport,
    printed: (LogReport) -> Void = { _ in }
  ) -> ExitCode {
    var worst = ExitCode.success
    var logs = makeList()
    if jobs > Self.mostJobs {
      errors.report(
        .warning(
          "--jobs \(jobs) is more than 4 times the \(OrderedParallel.defaultJobs) cores: "
            + "reading \(Self.mostJobs) logs at once"))
    }
    do throws(Errno) {
      try logs.run(jobs: min(jobs, Self.mostJobs)) { item in
        switch item {
        case .log(let input): work(input)
        case .failure(let code, let message, let log): failure(code, message, log)
        case .warning(let message): LogReport(diagnostics: [.warning(message)])
        case .skipped(let message): LogReport(skippedFile: message)
        }
      } deliver: { report in
        for diagnostic in report.diagnostics { errors.report(diagnostic) }
        errors.flush()
        if let result = report.result {
          if resultsAreJSON { output.jsonLine(result) } else { output.line(result) }
        }
        let status = report.printing?(output, errors) ?? report.status
        if status.rawValue > worst.rawValue { worst = status }
        printed(report)
      }
    } catch {
      errors.report(
        .error(
          "cannot start a thread to read the logs (\(error)); the logs after the last one "
            + "reported were not read: try fewer --jobs"))
      return FailureKind.noThread.exitCode
    }
    return worst
  }

  /// The most jobs a command runs: 4 times the cores.
  static var mostJobs: Int { 4 * OrderedParallel.defaultJobs }
}
