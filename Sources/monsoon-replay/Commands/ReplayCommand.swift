import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay replay`: rebuilds a session's state from its log.
struct ReplayCommand: Command {
  static let name = "replay"
  static let abstract = "Rebuild a session's state from its log, at its end or at any event."
  static let usage = "replay [<file>] [--at <seq>] [--format <format>] [--lenient]"
  static let helpSections = """
    ARGUMENTS:
      <file>                  The log to read. Reads standard input for '-', or when no file
                              is named and standard input is a pipe or a file.

    OPTIONS:
      --at <seq>              Show the state after event <seq> (0: the initial state).
      --format <format>       text (a table, the default) or json (one object).
      --lenient               Skip bad lines with a warning instead of stopping at the first.
      -h, --help              Show help information.
    """
  static let specification = ArgumentList.Specification(
    valued: ["--at", "--format"], flags: ["--lenient"])

  let input: LogInput
  let lastEvent: Int?
  let format: OutputFormat
  let mode: ReplayMode

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    lastEvent = try arguments.integer("--at", in: 0...Int.max)
    format = try arguments.choice("--format", default: .text)
    mode = arguments.flags.contains("--lenient") ? .lenient : .strict
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    let reader = try input.open()
    let (replayer, reachedEnd): (LogReplayer, Bool)
    do {
      (replayer, reachedEnd) = try LogReplayer.replay(
        reader, mode: mode, through: lastEvent
      ) { warning in
        errors.line("monsoon-replay: warning: \(input.locate(warning))")
      }
    } catch {
      throw input.failure(error)
    }
    if let lastEvent, reachedEnd, lastEvent > replayer.lastSeq {
      throw .failed(
        .failure,
        "\(input.displayName): --at \(lastEvent) is past the end of the log, "
          + "which ends at seq \(replayer.lastSeq)")
    }
    switch format {
    case .text: output.line(replayer.state.table)
    case .json: output.line(replayer.state.jsonObject)
    }
  }
}
