import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// `monsoon-replay follow`: prints the state after every event as soon as its line arrives.
struct FollowCommand: Command {
  static let name = "follow"
  static let abstract = "Print the state after each event as it arrives (tail -f | follow)."
  static let examples = [
    "tail -f session.jsonl | monsoon-replay follow",
  ]
  static let arguments = [CommandArgument.log]
  static let options = option.commandOptions
  static let discussion = """
    Output is written out whenever no further line has arrived yet, so each state appears as
    soon as its line does; the command never waits for the end of the input. Example:
    tail -f session.jsonl | monsoon-replay follow
    """

  private struct Options: OptionGroup {
    let format = TypedOption.choice(
      .format(
        "text (one line per state; the default) or json (one object per line, as 'replay "
          + "--format json' prints it)."), default: OutputFormat.text)
    let mode = TypedOption.mode()

    var declaredOptions: [CommandOption] { [format.option, mode.option] }
  }
  private static let option = Options()

  let input: LogInput
  let format: OutputFormat
  let mode: ReplayMode

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    format = try arguments.read(Self.option.format)
    mode = try arguments.read(Self.option.mode)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    let start = try input.start(mode: mode)
    var sink = Sink(input: input, output: output, errors: errors)
    let end: ReplayEnd
    do {
      end = try FollowProjection.write(start, json: format == .json, to: &sink)
    } catch {
      throw input.failure(error)
    }
    sink.tally.report(counted: end.appliedCount, mode: mode, of: input, to: &errors)
  }

  /// The states go to standard output, written out whenever no further line has arrived; a
  /// bad line's warning goes to standard error after the states before it.
  private struct Sink: FollowSink {
    let input: LogInput
    let output: OutputStream
    let errors: OutputStream
    /// The lines warned about, for a lenient replay's tally.
    var tally = LenientTally()

    func lines(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
      output.lines(maximumCount: maximumCount, write)
    }

    func line(_ text: String) {
      output.line(text)
    }

    mutating func warn(_ problem: LogProblem, urgent: Bool) {
      tally.count(problem)
      if urgent { output.flush() }
      errors.report(.warning(input.locate(problem)))
      if urgent { errors.flush() }
    }

    func waiting() {
      output.flush()
    }
  }
}
