import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay verify`: reports every problem of one or more logs.
struct VerifyCommand: Command {
  static let name = "verify"
  static let abstract = "Check logs against every rule of the format, reporting all problems."
  static let usage = "verify [<file> ...]"
  static let helpSections = """
    ARGUMENTS:
      <file>                  The logs to check. Reads standard input for '-', or when no file
                              is named and standard input is a pipe or a file.

    OPTIONS:
      -h, --help              Show help information.

    Each problem goes to standard error as FILE:LINE: message; after a rejected event the
    check goes on from the unchanged state. Then one summary line per file goes to standard
    output: FILE: N events, M problems. Exits 0 when every file is valid, 65 when one is not,
    66 when one cannot be read.
    """
  static let specification = ArgumentList.Specification()

  let inputs: [LogInput]

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
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    var worst = ExitCode.success
    for input in inputs {
      let reader: LogReader<FileByteSource>
      do {
        reader = try input.open()
      } catch {
        guard case .failed(let code, let messages) = error else { throw error }
        for message in messages { errors.line("monsoon-replay: error: \(message)") }
        output.line(
          "\(input.displayName): " + (code == .noInput ? "unreadable" : "invalid header"))
        worst = code == .noInput ? .noInput : (worst == .noInput ? worst : .invalidData)
        continue
      }
      let summary = LogVerifier.verify(reader) { problem in
        errors.line("monsoon-replay: error: \(input.locate(problem))")
      } warning: { warning in
        input.warn(warning, &errors)
      }
      output.line(
        "\(input.displayName): \(Self.count(summary.events, "event")), "
          + Self.count(summary.problems, "problem"))
      if summary.problems > 0 && worst == .success { worst = .invalidData }
    }
    if worst != .success { throw .failed(worst, []) }
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }
}
