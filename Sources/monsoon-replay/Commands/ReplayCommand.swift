import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay replay`: rebuilds a session's state from its log.
struct ReplayCommand: Command {
  static let name = "replay"
  static let abstract = "Rebuild a session's state from its log, at its end or at any event."
  static let usage =
    "replay [<file>] [--at <seq>] [--format <format>] [--lenient] [--skip <seqs>]"
  static let helpSections = """
    ARGUMENTS:
      <file>                  The log to read. Reads standard input for '-', or when no file
                              is named and standard input is a pipe or a file.

    OPTIONS:
      --at <seq>              Show the state after event <seq> (0: the initial state).
      --format <format>       text (a table, the default) or json (one object).
      --lenient               Skip bad lines with a warning instead of stopping at the first.
      --skip <seqs>           Replay as if these events never happened, such as 12,15-18:
                              later events are renumbered and share the PRNG stream; --at
                              still counts the log's own seqs (see docs/skip.md).
      -h, --help              Show help information.
    """
  static let specification = ArgumentList.Specification(
    valued: ["--at", "--format", "--skip"], flags: ["--lenient"])

  let input: LogInput
  let lastEvent: Int?
  let format: OutputFormat
  let mode: ReplayMode
  let skips: SkipList

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    lastEvent = try arguments.integer("--at", in: 0...Int.max)
    format = try arguments.choice("--format", default: .text)
    mode = arguments.mode
    skips = try arguments.skipList()
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    guard skips.isEmpty else { return try runSkipping(&output, &errors) }
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
    print(replayer.state, &output)
  }

  private func print(_ state: SessionState, _ output: inout OutputStream) {
    switch format {
    case .text: output.line(state.table)
    case .json: output.line(state.jsonObject)
    }
  }

  /// Replays with `--skip`: `--at` counts the log's own seqs; reading goes on past it only as
  /// far as needed to check that every skipped seq exists.
  private func runSkipping(
    _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) {
    var cursor = try input.cursor(mode: mode, skipping: skips)
    var stateAtEvent: SessionState?
    let lastSkipped = skips.ranges.last?.upperBound ?? 0
    do {
      while let step = try cursor.next() {
        if case .rejected(let problem) = step.outcome { input.warn(problem, &errors) }
        if case .unreadable(let problem) = step.outcome { input.warn(problem, &errors) }
        if let lastEvent, stateAtEvent == nil, let record = step.record, record.seq > lastEvent {
          if case .applied(let before) = step.outcome {
            stateAtEvent = before
          } else {
            stateAtEvent = step.state
          }
        }
        if stateAtEvent != nil && cursor.lastReadSeq >= lastSkipped { break }
      }
    } catch {
      throw input.failure(error)
    }
    if stateAtEvent == nil, let tornTail = cursor.reader.tornTail { input.warn(tornTail, &errors) }
    try input.checkSkips(cursor)
    if let lastEvent, stateAtEvent == nil, lastEvent > cursor.lastReadSeq {
      throw .failed(
        .failure,
        "\(input.displayName): --at \(lastEvent) is past the end of the log, "
          + "which ends at seq \(cursor.lastReadSeq)")
    }
    print(stateAtEvent ?? cursor.state, &output)
  }
}
