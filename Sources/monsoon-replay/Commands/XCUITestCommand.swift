import MonsoonEvents
import MonsoonRender
import MonsoonReplay
import MonsoonScreen

/// `monsoon-replay xcuitest`: writes a UI test that performs a log on the example app.
struct XCUITestCommand: Command {
  static let name = "xcuitest"
  static let abstract = "Write an XCTestCase that performs a log on the example app's screen."
  static let examples = [
    "monsoon-replay xcuitest session.jsonl --select-by-taps -o MonsoonReplayUITests.swift",
    "monsoon-replay xcuitest repro.jsonl --select-by-taps --class ReproUITests -o Repro.swift",
  ]
  static let arguments = [CommandArgument.log]
  static let options = option.commandOptions
  static let discussion = """
    The test launches the example app (Examples/MonsoonChooser.swiftpm) with the log's seed
    and menu (-MonsoonSeed, -MonsoonMenu, and -MonsoonShareOnMenu NO: the share sheet would
    cover the screen), in English. It performs each event by the accessibility identifier of
    its control (monsoon.ring.N, monsoon.button.go, ...) and after each asserts the
    accessibility value of every control the event changed: a ring's value is its option, a
    navigation button's its badge; after Go, every row of the detail screen ('flavor, sweet').
    At the end it asserts the detail screen's rows, or every ring's choice when the log ends
    on the chooser. Put it in a UI test target of the app (Tests/iOSUITests holds one, an
    XcodeGen spec) and run it on a simulator.

    A UI test cannot send VoiceOver's swipe down, the one gesture the app records as a
    select, and the screen has no control that chooses an option directly: a log with a
    select is refused (exit status 65, naming its line) unless --select-by-taps performs
    each select as the taps on its ring that reach the option (none when it is chosen
    already). The test then asserts every state of the log, but the app logs taps where the
    log has a select; the test's comments say where. Lines --lenient skips are named in the
    test and not performed. An invalid log is refused (exit status 65, naming its first
    problem), and so is one of more than 1000 event lines, or one whose test would be
    larger than 16 MiB (exit status 65, naming the line of the event that passed it): cut
    it down with shrink first. A --class name that is a Swift keyword or a name the test
    uses (XCTest's, such as XCTestCase, or the standard library's, such as String) is
    refused (exit status 64): the class would hide it.
    """

  private struct Options: OptionGroup {
    let output = TypedOption.text(
      .output(
        valueName: "File.swift", extensions: ["swift"],
        help: "Write the test to this file instead of standard output; at most "
          + "\(UITestScript.maximumSourceBytes >> 20) MiB."))
    let className = TypedOption<String>(
      .value(
        "--class", valueName: "name",
        help: "The test class's name (default: \(UITestScript.defaultClassName)): a Swift type "
          + "name, such as the file's name, and none the test uses (XCTestCase, String, ...).")
    ) { arguments, option throws(CommandError) in
      guard let name = arguments.value(option) else { return UITestScript.defaultClassName }
      if let problem = UITestScript.classNameProblem(name) {
        throw .usage("\(option.name) '\(name)': \(problem)")
      }
      return name
    }
    let selects = TypedOption<UITestStep.SelectPerforming>(
      .flag(
        "--select-by-taps",
        help: "Perform each select event as the taps on its ring that reach its option, "
          + "instead of refusing the log: the app then logs taps where the log has a select.")
    ) { arguments, option in arguments.contains(option) ? .byTaps : .refused }
    let mode = TypedOption.mode(
      .lenient.withHelp(
        "Skip bad lines with a warning instead of stopping at the first; the test names "
          + "each and performs nothing for it."))

    var declaredOptions: [CommandOption] {
      [output.option, className.option, selects.option, mode.option]
    }
  }
  private static let option = Options()

  let input: LogInput
  let output: OutputFile
  let className: String
  let selects: UITestStep.SelectPerforming
  let mode: ReplayMode

  init(_ arguments: ArgumentList) throws(CommandError) {
    input = try LogInput.from(arguments.positionals(atMost: 1).first)
    output = try OutputFile(arguments.read(Self.option.output))
    className = try arguments.read(Self.option.className)
    selects = try arguments.read(Self.option.selects)
    mode = try arguments.read(Self.option.mode)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    try self.output.checkIsNot(input)
    let start = try input.start(mode: mode)
    let script: UITestScript
    var tally = LenientTally()
    do {
      script = try UITestScript(start.reader, mode: mode, selects: selects) { problem in
        tally.count(problem)
        input.warn(problem, &errors)
      }
    } catch {
      guard case .log(let problem) = error else {
        throw .failed(
          .cannotWriteTest,
          TerminalText.escaped("\(input.displayName):\(error.line): \(error)"))
      }
      throw input.failure(problem)
    }
    tally.report(counted: script.steps.count, mode: mode, of: input, to: &errors)
    let source: String
    do {
      source = try script.swiftSource(className: className, logName: input.displayName)
    } catch {
      throw .failed(
        .cannotWriteTest, TerminalText.escaped("\(input.displayName):\(error.line): \(error)"))
    }
    try self.output.write(source, to: &output)
  }
}
