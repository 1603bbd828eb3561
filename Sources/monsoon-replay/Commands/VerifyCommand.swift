import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// `monsoon-replay verify`: reports every problem of one or more logs.
struct VerifyCommand: Command {
  static let name = "verify"
  static let abstract = "Check logs against every rule of the format, reporting all problems."
  static let usage = "verify [<file> ...] [--jobs <n>]"
  static let helpSections = """
    ARGUMENTS:
      <file>                  The logs to check. Reads standard input for '-', or when no file
                              is named and standard input is a pipe or a file.

    OPTIONS:
      --jobs <n>              Check up to <n> files at once (default: the number of cores).
                              The output stays in the order the files were named.
      -h, --help              Show help information.

    Each problem goes to standard error as FILE:LINE: message; after a rejected event the
    check goes on from the unchanged state. Then one summary line per file goes to standard
    output: FILE: N events, M problems. Exits 0 when every file is valid, 65 when one is not,
    66 when one cannot be read.
    """
  static let specification = ArgumentList.Specification(valued: ["--jobs"])

  let inputs: [LogInput]
  let jobs: Int

  init(_ arguments: ArgumentList) throws(CommandError) {
    let files = arguments.positionals
    if files.isEmpty {
      inputs = [try LogInput.from(nil)]
    } else {
      guard files.filter({ $0 == "-" }).count <= 1 else {
        throw .usage("standard input ('-') can be named only once")
      }
      inputs = files.map { $0 == "-" ? LogInput.standardInput : LogInput.file($0) }
    }
    jobs = try arguments.integer("--jobs", in: 1...1024) ?? OrderedParallel.defaultJobs
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    var worst = ExitCode.success
    var refusedIndex = false
    let inputs = inputs
    let location = IndexLocation.fromEnvironment()
    OrderedParallel.run(count: inputs.count, jobs: jobs) { index in
      Self.verify(inputs[index], location: location)
    } deliver: { _, report in
      if let refusal = report.indexRefusal, !refusedIndex {
        refusedIndex = true
        errors.line(LogInput.warningLine(refusal))
      }
      for line in report.diagnostics { errors.line(line) }
      errors.flush()
      output.line(report.summary)
      switch report.status {
      case .noInput: worst = .noInput
      case .invalidData where worst == .success: worst = .invalidData
      default: break
      }
    }
    if worst != .success { throw .failed(worst, []) }
  }

  /// What checking one file printed and how it ended.
  private struct FileReport: Sendable {
    /// Why the checkpoint index directory was refused; the run warns once, for the first file.
    var indexRefusal: String?
    var diagnostics: [String] = []
    var summary = ""
    var status = ExitCode.success
  }

  /// Verifies one input; a valid file log also leaves a strict checkpoint index behind.
  private static func verify(_ input: LogInput, location: IndexLocation?) -> FileReport {
    var report = FileReport()
    let reader: LogReader<FileByteSource>
    let indexed: IndexedInput?
    do throws(CommandError) {
      indexed = try IndexedInput.open(input, mode: .strict, location: location, jumping: false)
      report.indexRefusal = indexed?.refusal
      if let indexed {
        reader = indexed.file.reader
      } else {
        reader = try input.open()
      }
    } catch {
      guard case .failed(let code, let messages) = error else { return report }
      report.diagnostics = messages.map { "monsoon-replay: error: \($0)" }
      report.summary =
        "\(input.displayName): " + (code == .noInput ? "unreadable" : "invalid header")
      report.status = code == .noInput ? .noInput : .invalidData
      return report
    }
    var recorder = indexed.flatMap { $0.recorder(from: $0.file.startCheckpoint(mode: .strict)) }
    let summary = LogVerifier.verify(reader, recording: &recorder) { problem in
      report.diagnostics.append("monsoon-replay: error: \(input.locate(problem))")
    } warning: { warning in
      report.diagnostics.append(LogInput.warningLine(input.locate(warning)))
    }
    if summary.problems == 0 { indexed?.saveIndex(recorder, events: summary.events) }
    report.summary =
      "\(input.displayName): \(count(summary.events, "event")), "
      + count(summary.problems, "problem")
    report.status = summary.problems > 0 ? .invalidData : .success
    return report
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }
}
