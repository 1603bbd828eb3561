import MonsoonEvents
import MonsoonReplay
import MonsoonScreen
import MonsoonSystem

/// `monsoon-replay html`: writes the time-travel viewer of a session as one HTML file.
struct HTMLCommand: Command {
  static let name = "html"
  static let abstract = "Write a self-contained HTML page that time-travels through a session."
  static let examples = [
    "monsoon-replay html session.jsonl -o viewer.html",
    "monsoon-replay html session.jsonl --open",
  ]
  static let arguments = [CommandArgument.log]
  static let options = [
    Option.output, Option.open, Option.device, CommandOption.appearance, Option.lenient,
  ]
  static let discussion = """
    The page has a slider and step buttons over every seq (0 to the last), arrow keys to
    step, Play at the recorded pace, the timeline and the current choices. Open it at a step
    with '#seq=N' at the end of its URL. It holds each screen once and a few dozen bytes per
    event (100,000 events: about 5 MB, open in Chromium in 0.4 s). Limits: a page of at
    most 64 MiB, a log of at most 1,000,000 events; beyond either, exit status 1.
    """

  private enum Option {
    static let output = CommandOption.output(
      valueName: "viewer.html", extension: "html",
      help: "Write the page to this file instead of standard output. Open it in any browser: "
        + "it makes no network requests.")
    static let open = CommandOption.flag(
      "--open",
      help: "Open the page once written: with the programs BROWSER names when it is set (as "
        + "xdg-open reads it: separated by ':', '%s' standing for the file), else with "
        + "xdg-open (macOS: open). Without -o the page goes to a temporary file, named on "
        + "standard error. Exit status 69 when no opener is installed or none opened it.")
    static let device = CommandOption.device(
      "The iPhone to draw for (default: 15): any since the 4s by its name in lower case "
        + "without spaces (4s, 5s, se, 6plus, x, xr, 11pro, 13mini, se3, 14pro, 16promax, "
        + "16e, ...; 'list' prints every name with its size and safe area), or WxH in points "
        + "(insets 20/0), such as 360x640. A size too small for the log's menu is an error "
        + "(exit status 1).")
    static let lenient = CommandOption.lenient.withHelp(
      "Skip bad lines with a warning instead of stopping at the first; their steps show the "
        + "problem.")
  }

  let input: LogInput
  let device: Device
  let style: InterfaceStyle
  /// Whether `--device list` asked for the devices instead of a drawing.
  let listsDevices: Bool
  let output: OutputFile
  /// Whether `--open` asked for the page to be opened once written.
  let opens: Bool
  let mode: ReplayMode

  init(_ arguments: ArgumentList) throws(CommandError) {
    let file = try arguments.positionals(atMost: 1).first
    input =
      arguments.value(Option.device) == DeviceOption.listName
      ? .standardInput : try LogInput.from(file)
    device = try DeviceOption.parse(arguments.value(Option.device))
    style = try arguments.choice(CommandOption.appearance, default: .light)
    listsDevices = arguments.value(Option.device) == DeviceOption.listName
    opens = arguments.contains(Option.open) && !listsDevices
    if opens {
      output = try OutputFile(arguments.value(Option.output))
      if arguments.value(Option.output) == "-" {
        throw .usage("--open opens a file: name one with -o, or leave -o out for a temporary one")
      }
    } else {
      output = try OutputFile(
        listsDevices ? "-" : arguments.value(Option.output),
        refusingTerminalFor: "an HTML page",
        example: "monsoon-replay html session.jsonl -o viewer.html")
    }
    mode = arguments.mode
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    if listsDevices {
      output.line(DeviceOption.list)
      return
    }
    try self.output.checkIsNot(input)
    let start = try input.start(mode: mode)
    let renderer = try DeviceOption.renderer(device, style, start.header.menu, input: input)
    let history: SessionHistory
    do {
      history = try SessionHistory(start.reader, mode: mode) { input.warn($0, &errors) }
    } catch {
      switch error {
      case .log(let problem): throw input.failure(problem)
      case .tooLong: throw .failed(.failure, "\(input.displayName): \(error)")
      }
    }
    let page: String
    do {
      page = try ViewerPage.html(history, renderer: renderer, title: input.displayName)
    } catch {
      throw .failed(.failure, "\(input.displayName): \(error)")
    }
    guard opens else {
      try self.output.write(page, to: &output)
      return
    }
    try PageOpener.open(written(page, &output, &errors), &errors)
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
