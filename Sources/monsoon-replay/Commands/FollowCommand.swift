import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay follow`: prints the state after every event as soon as its line arrives.
struct FollowCommand: Command {
  static let name = "follow"
  static let abstract = "Print the state after each event as it arrives (tail -f | follow)."
  static let examples = [
    "tail -f session.jsonl | monsoon-replay follow",
  ]
  static let arguments = [CommandArgument.log]
  static let options = [Option.format, CommandOption.lenient]
  static let discussion = """
    Output is written out whenever no further line has arrived yet, so each state appears as
    soon as its line does; the command never waits for the end of the input. Example:
    tail -f session.jsonl | monsoon-replay follow
    """

  private enum Option {
    static let format = CommandOption.format(
      "text (one line per state; the default) or json (one object per line, as 'replay "
        + "--format json' prints it).")
  }

  let input: LogInput
  let format: OutputFormat
  let mode: ReplayMode

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    format = try arguments.choice(Option.format, default: .text)
    mode = arguments.mode
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    var cursor = try input.cursor(mode: mode)
    let json = StateJSONWriter(menu: cursor.state.menu)
    do {
      while let fate = try cursor.advance() {
        switch fate {
        case .applied:
          switch format {
          case .text: output.line(cursor.state.line)
          case .json:
            let state = StateFields(&cursor)
            output.line(maximumCount: json.maximumLineCount) { json.write(state, into: $0) }
          }
        case .rejected, .unreadable:
          output.flush()
          input.warn(cursor.problem, &errors)
          errors.flush()
        case .tornTail:
          input.warn(cursor.problem, &errors)
        case .skipped:
          break
        }
        if !cursor.reader.hasBufferedLine { output.flush() }
      }
    } catch {
      throw input.failure(error)
    }
  }
}
