import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay timeline`: one line per event, with what it changed.
struct TimelineCommand: Command {
  static let name = "timeline"
  static let abstract = "Show every event with its time and what it changed."
  static let arguments = [CommandArgument.log]
  static let options = [Option.format, Option.lenient, Option.skip]

  private enum Option {
    static let format = CommandOption.format(
      "text (one line per event: seq, time since the first event, the event, its changes; "
        + "the default) or json (one object per line: "
        + "{\"seq\":..,\"event\":{...},\"changes\":{...}}).")
    static let lenient = CommandOption.lenient.withHelp(
      "Skip bad lines with a warning; rejected events show as rejected.")
    static let skip = CommandOption.skip(
      "Replay as if these events never happened, such as 12,15-18 (see docs/skip.md); they "
        + "show as skipped.")
  }

  let input: LogInput
  let format: OutputFormat
  let mode: ReplayMode
  let skips: SkipList

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    format = try arguments.choice(Option.format, default: .text)
    mode = arguments.mode
    skips = try arguments.skipList(Option.skip)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    var cursor = try input.cursor(mode: mode, skipping: skips)
    let menu = cursor.reader.header.menu
    var timeline = SessionTimeline()
    do {
      var before = cursor.state
      while let step = try cursor.next() {
        switch step {
        case .unreadable(let problem), .tornTail(let problem): input.warn(problem, &errors)
        case .applied, .rejected, .skipped: break
        }
        let after = cursor.state
        let entry = timeline.entry(for: step, from: before, to: after)
        before = after
        guard let entry else { continue }
        switch format {
        case .text: output.line(entry.text(menu: menu))
        case .json: output.line(entry.appendJSON)
        }
      }
    } catch {
      output.flush()
      throw input.failure(error)
    }
    try input.checkSkips(cursor)
  }
}
