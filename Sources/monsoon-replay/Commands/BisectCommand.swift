import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay bisect`: the first event after which a condition holds.
struct BisectCommand: Command {
  static let name = "bisect"
  static let abstract = "Find the first event after which a condition holds."
  static let arguments = [CommandArgument.log]
  static let options = [Option.until, Option.after, Option.format, CommandOption.lenient]
  static let discussion = """
    Prints seq 0 when the condition holds before any event (without --after); exits 1 when it
    never holds, or when --after is past the end of the log.
    """

  private enum Option {
    static let until = CommandOption.until(
      "The condition, such as 'flavor=umami and screen=detail', 'production=\"small batch\" or "
        + "nav.menu>=3', 'not (meal=dinner)'. Keys: screen, seq, a prompt id (compares by option "
        + "text), nav.<button>; operators = != < <= > >= (ordering only for seq and nav.*); and, "
        + "or, not, parentheses.")
    static let after = CommandOption.value(
      "--after", valueName: "seq",
      help: "Find the first event after seq <seq> where the condition holds: the next "
        + "occurrence. With a checkpoint index (see 'monsoon-replay index') reading starts at "
        + "the checkpoint before <seq>.")
    static let format = CommandOption.format(
      "text (the default) or json ({\"seq\":N,\"event\":{...}}).")
  }

  let input: LogInput
  let until: String
  let after: Int?
  let format: OutputFormat
  let mode: ReplayMode

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    until = try arguments.required(Option.until)
    after = try arguments.integer(Option.after, in: 0...Int.max)
    format = try arguments.choice(Option.format, default: .text)
    mode = arguments.mode
  }

  /// Where reading starts: with `--after` and a checkpoint index, its last checkpoint at or
  /// before that seq (after repeating the warnings given before it); else the start.
  private func startingPoint(
    _ errors: inout OutputStream
  ) throws(CommandError) -> (LogReader<FileByteSource>, LogReplayer) {
    let location = after == nil ? nil : IndexLocation.fromEnvironment()
    guard let indexed = try IndexedInput.open(input, mode: mode, location: location) else {
      let reader = try input.open()
      return (reader, LogReplayer(header: reader.header, mode: mode))
    }
    if let refusal = indexed.refusal { errors.report(.warning(refusal)) }
    let (reader, checkpoint) = indexed.start(through: after)
    indexed.repeatWarnings(before: checkpoint, &errors)
    return (reader, checkpoint.replayer)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    let (reader, start) = try startingPoint(&errors)
    let menu = reader.header.menu
    let condition = try StateCondition.parse(until: until, menu: menu)
    let (found, replayer): (Bisect.Finding?, LogReplayer)
    do {
      (found, replayer) = try Bisect.first(
        in: reader, from: start, after: after, where: condition
      ) { input.warn($0, &errors) }
    } catch {
      throw input.failure(error)
    }
    guard let finding = found else {
      if let after, after > replayer.lastSeq {
        throw input.pastEnd(after, option: "--after", lastSeq: replayer.lastSeq)
      }
      throw .failed(
        .failure,
        "\(input.displayName): '\(until)' never holds" + (after.map { " after seq \($0)" } ?? "")
          + " (\(replayer.appliedCount) events, up to seq \(replayer.state.seq))")
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
  }
}
