import MonsoonEvents
import MonsoonRender
import MonsoonReplay
import MonsoonScreen
import MonsoonSystem
import MonsoonToolSystem

/// `monsoon-replay html`: writes the time-travel viewer of a session as one HTML file.
struct HTMLCommand: Command {
  static let name = "html"
  static let abstract = "Write a self-contained HTML page that time-travels through a session."
  static let examples = [
    "monsoon-replay html session.jsonl -o viewer.html",
    "monsoon-replay html session.jsonl --open",
  ]
  static let arguments = [CommandArgument.log]
  static let options = option.commandOptions
  static let discussion = """
    The page has a slider and step buttons over every seq (0 to the last), arrow keys to
    step, Play at the recorded pace, the timeline and the current choices. Open it at a step
    with '#seq=N' at the end of its URL. It holds each screen once and a few dozen bytes per
    event (100,000 events: about 5 MB, open in Chromium in 0.4 s). Limits: a page of at
    most 64 MiB, a log of at most 1,000,000 events; beyond either, exit status 1.
    """

  private struct Options: OptionGroup {
    let output = TypedOption.text(
      .output(
        valueName: "viewer.html", extensions: ["html"],
        help: "Write the page to this file instead of standard output. Open it in any "
          + "browser: it makes no network requests."))
    let open = TypedOption.flag(
      .flag(
        "--open",
        help: "Open the page once written: with the programs BROWSER names when it is set (as "
          + "xdg-open reads it: separated by ':', '%s' standing for the file), else with "
          + "xdg-open (macOS: open). Without -o the page goes to a temporary file, named on "
          + "standard error. Exit status 69 when no opener is installed or none opened it; "
          + "75 when it ran longer than \(ProgramTimeLimit.variable) seconds (default "
          + "\(ProgramTimeLimit.defaultSeconds); no limit at a terminal unless set)."))
    let screen = ScreenSetup.Options()
    let mode = TypedOption.mode(
      .lenient.withHelp(
        "Skip bad lines with a warning instead of stopping at the first; their steps show "
          + "the problem."))

    var declaredOptions: [CommandOption] {
      [output.option, open.option] + screen.declaredOptions + [mode.option]
    }
  }
  private static let option = Options()

  let setup: ScreenSetup
  let output: OutputFile
  /// Whether `--open` asked for the page to be opened once written.
  let opens: Bool
  /// How long the opener may run (read from the environment only for `--open`).
  let timeLimit: ProgramTimeLimit

  init(_ arguments: ArgumentList) throws(CommandError) {
    let option = Self.option
    setup = try ScreenSetup(arguments, option.screen, mode: option.mode)
    let path = try arguments.read(option.output)
    opens = try arguments.read(option.open) && !setup.listsDevices
    timeLimit = opens ? try ProgramTimeLimit.fromEnvironment() : .standard
    if opens {
      output = try OutputFile(path)
      if path == "-" {
        throw .usage("--open opens a file: name one with -o, or leave -o out for a temporary one")
      }
    } else {
      output = try OutputFile(
        setup.output(path), refusingTerminalFor: "an HTML page",
        example: "monsoon-replay html session.jsonl -o viewer.html")
    }
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    guard !setup.listedDevices(&output) else { return }
    let (start, renderer) = try setup.start(writingTo: self.output)
    let (input, mode) = (setup.input, setup.mode)
    let history: SessionHistory
    var tally = LenientTally()
    do {
      history = try SessionHistory(start.reader, mode: mode) {
        tally.count($0)
        input.warn($0, &errors)
      }
    } catch {
      switch error {
      case .log(let problem): throw input.failure(problem)
      case .tooLong(_, let line, _):
        throw .failed(.cannotShow, TerminalText.escaped("\(input.displayName):\(line): \(error)"))
      }
    }
    tally.report(
      counted: history.steps.count { $0.event != nil }, mode: mode, of: input, to: &errors)
    let page: String
    do {
      page = try ViewerPage.html(history, renderer: renderer, title: input.displayName)
    } catch {
      throw .failed(.cannotShow, "\(input.displayName): \(error)")
    }
    guard opens else {
      try self.output.write(page, to: &output)
      return
    }
    try PageOpener.open(written(page, &output, &errors), timeLimit: timeLimit, &errors)
  }

  /// Writes the page for `--open`: to the `-o` file, or to a temporary file named on standard
  /// error and left there for the browser.
  /// - Returns: the file's absolute path.
  private func written(
    _ page: String, _ output: inout OutputStream, _ errors: inout OutputStream
  ) throws(CommandError) -> String {
    if case .path(let path) = self.output {
      try self.output.write(page, to: &output)
      return (try? FilePath(path).resolvingSymbolicLinks().description) ?? path
    }
    do throws(FileError) {
      let file = try TemporaryFile(suffix: ".html", contents: Array(page.utf8))
      file.keep()
      errors.line("html: wrote the page to \(file.path)")
      return file.path
    } catch {
      throw .failed(.cannotCreate, "cannot write the page to a temporary file: \(error)")
    }
  }
}
