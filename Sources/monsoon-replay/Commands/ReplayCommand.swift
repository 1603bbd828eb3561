import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// `monsoon-replay replay`: rebuilds a session's state from its log.
struct ReplayCommand: Command {
  static let name = "replay"
  static let abstract = "Rebuild a session's state from its log, at its end or at any event."
  static let usage =
    "replay [<file>] [--at <seq>] [--format <format>] [--lenient] [--skip <seqs>]\n"
    + "       monsoon-replay replay --each <file> ... [--jobs <n>] [--at <seq>] [--format json]"
  static let helpSections = """
    ARGUMENTS:
    \(LogInput.fileArgumentHelp)

    OPTIONS:
      --at <seq>              Show the state after event <seq> (0: the initial state).
      --format <format>       text (a table, the default) or json (one object).
      --lenient               Skip bad lines with a warning instead of stopping at the first.
      --skip <seqs>           Replay as if these events never happened, such as 12,15-18:
                              later events are renumbered and share the PRNG stream; --at
                              still counts the log's own seqs (see docs/skip.md).
      --each                  Replay every file named, one result per file in the order
                              given (with --format json: one object per line, with "file").
      --jobs <n>              With --each, replay up to <n> files at once (default: the
                              number of cores).
      -h, --help              Show help information.
    """
  static let specification = ArgumentList.Specification(
    valued: ["--at", "--format", "--skip", "--jobs"], flags: ["--lenient", "--each"])

  let inputs: [LogInput]
  let each: Bool
  let jobs: Int
  let lastEvent: Int?
  let format: OutputFormat
  let mode: ReplayMode
  let skips: SkipList

  init(_ arguments: ArgumentList) throws(CommandError) {
    each = arguments.flags.contains("--each")
    if each {
      inputs = arguments.positionals.map { $0 == "-" ? .standardInput : .file($0) }
      guard !inputs.isEmpty else { throw .usage("--each needs at least one file") }
      guard arguments.values["--skip"] == nil else {
        throw .usage("--skip works on one log; it cannot be combined with --each")
      }
    } else {
      inputs = [try LogInput.from(arguments.positionals(atMost: 1).first)]
      guard arguments.values["--jobs"] == nil else { throw .usage("--jobs needs --each") }
    }
    jobs = try arguments.integer("--jobs", in: 1...1024) ?? OrderedParallel.defaultJobs
    lastEvent = try arguments.integer("--at", in: 0...Int.max)
    format = try arguments.choice("--format", default: .text)
    mode = arguments.mode
    skips = try arguments.skipList()
  }

  private var input: LogInput { inputs[0] }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    if each { return try runEach(&output, &errors) }
    guard skips.isEmpty else { return try runSkipping(&output, &errors) }
    let state = try Self.replay(
      input, mode: mode, through: lastEvent, location: IndexLocation.fromEnvironment(),
      refused: { errors.line(LogInput.warningLine($0)) }
    ) { errors.line(LogInput.warningLine($0)) }
    print(state, &output)
  }

  /// Replays one input through `lastEvent`, with its checkpoint index when it has one.
  /// - Parameters:
  ///   - refused: called first, with why the index was refused, when it was.
  ///   - warn: called with each warning, located (`FILE:LINE: problem`).
  private static func replay(
    _ input: LogInput, mode: ReplayMode, through lastEvent: Int?, location: IndexLocation?,
    refused: (String) -> Void, warn: (String) -> Void
  ) throws(CommandError) -> SessionState {
    if let indexed = try IndexedInput.open(
      input, mode: mode, location: location, jumping: lastEvent != nil)
    {
      if let refusal = indexed.refusal { refused(refusal) }
      return try indexed.replay(through: lastEvent, warn: warn)
    }
    return try input.replay(try input.open(), mode: mode, through: lastEvent) {
      warn(input.locate($0))
    }
  }

  /// Replays every file, on up to `jobs` threads, printing results in the order given.
  private func runEach(
    _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) {
    var worst = ExitCode.success
    var refusedIndex = false
    let (inputs, mode, lastEvent, format) = (inputs, mode, lastEvent, format)
    let location = IndexLocation.fromEnvironment()
    OrderedParallel.run(count: inputs.count, jobs: jobs) { index in
      Self.replayOne(
        inputs[index], mode: mode, through: lastEvent, format: format, location: location)
    } deliver: { _, report in
      if let refusal = report.indexRefusal, !refusedIndex {
        refusedIndex = true
        errors.line(LogInput.warningLine(refusal))
      }
      for line in report.diagnostics { errors.line(line) }
      errors.flush()
      if let result = report.result { output.line(result) }
      if report.status.rawValue > worst.rawValue { worst = report.status }
    }
    if worst != .success { throw .failed(worst, []) }
  }

  /// What replaying one of several files printed and how it ended.
  private struct FileReport: Sendable {
    /// Why the checkpoint index was refused; the run warns once, for the first file.
    var indexRefusal: String?
    var diagnostics: [String] = []
    var result: String?
    var status = ExitCode.success
  }

  private static func replayOne(
    _ input: LogInput, mode: ReplayMode, through lastEvent: Int?, format: OutputFormat,
    location: IndexLocation?
  ) -> FileReport {
    var report = FileReport()
    func fail(_ error: CommandError) -> FileReport {
      if case .failed(let code, let messages) = error {
        report.diagnostics += messages.map { "monsoon-replay: error: \($0)" }
        report.status = code
      }
      return report
    }
    do throws(CommandError) {
      let state = try replay(
        input, mode: mode, through: lastEvent, location: location,
        refused: { report.indexRefusal = $0 }
      ) { report.diagnostics.append(LogInput.warningLine($0)) }
      switch format {
      case .json:
        report.result = JSONWriter.text { json in
          json.beginObject()
          json.key("file")
          json.string(input.displayName)
          state.writeJSONMembers(to: &json)
          json.endObject()
        }
      case .text:
        report.result = "== \(input.displayName)\n\(state.table)\n"
      }
      return report
    } catch {
      return fail(error)
    }
  }

  private func print(_ state: SessionState, _ output: inout OutputStream) {
    switch format {
    case .text: output.line(state.table)
    case .json: output.line(state.appendJSONObject)
    }
  }

  /// A cursor for `--skip`: from the index's last checkpoint before both `--at` and the first
  /// skipped seq when there is one (repeating the warnings given before it), else the start.
  private func skippingCursor(
    _ errors: inout OutputStream
  ) throws(CommandError) -> ReplayCursor<FileByteSource> {
    let location = IndexLocation.fromEnvironment()
    guard let indexed = try IndexedInput.open(input, mode: mode, location: location) else {
      return try input.cursor(mode: mode, skipping: skips)
    }
    if let refusal = indexed.refusal { errors.line(LogInput.warningLine(refusal)) }
    let (reader, checkpoint) = indexed.start(
      through: lastEvent ?? .max, firstSkipped: skips.ranges.first?.lowerBound)
    indexed.repeatWarnings(before: checkpoint, &errors)
    return ReplayCursor(reader: reader, resumingFrom: checkpoint.replayer, skipping: skips)
  }

  /// Replays with `--skip`: `--at` counts the log's own seqs; reading goes on past it only as
  /// far as needed to check that every skipped seq exists.
  private func runSkipping(
    _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) {
    var cursor = try skippingCursor(&errors)
    var stateAtEvent: SessionState?
    let lastSkipped = skips.ranges.last?.upperBound ?? 0
    do {
      var before = cursor.state
      while let step = try cursor.next() {
        if let problem = step.problem { input.warn(problem, &errors) }
        if let lastEvent, stateAtEvent == nil, let record = step.record, record.seq > lastEvent {
          stateAtEvent = before
        }
        if stateAtEvent != nil && cursor.lastReadSeq >= lastSkipped { break }
        before = cursor.state
      }
    } catch {
      throw input.failure(error)
    }
    try input.checkSkips(cursor)
    if let lastEvent, stateAtEvent == nil, lastEvent > cursor.lastReadSeq {
      throw input.pastEnd(lastEvent, lastSeq: cursor.lastReadSeq)
    }
    print(stateAtEvent ?? cursor.state, &output)
  }
}
