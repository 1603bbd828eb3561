import MonsoonEvents
import MonsoonReplay
import MonsoonScreen

/// `monsoon-replay render`: draws the screen at one step of a session as an SVG.
struct RenderCommand: Command {
  static let name = "render"
  static let abstract = "Draw the screen the user saw at an event, as an SVG or a PNG."
  static let examples = [
    "monsoon-replay render session.jsonl --at 16 --device 15 -o step16.svg",
    "monsoon-replay render session.jsonl --at 16 --format png -o step16.png",
  ]
  static let arguments = [CommandArgument.log]
  static let options = option.commandOptions

  private struct Options: OptionGroup {
    let at = TypedOption.integer(
      .at(
        "Draw the screen after event <seq> (0: the initial screen); default: after the last "
          + "event. Past the end: exit status 1."), in: 0...Int.max)
    let screen = ScreenSetup.Options()
    let textSize = TypedOption<TextSize>(.textSize) { arguments, option throws(CommandError) in
      try DeviceOption.textSize(arguments.value(option))
    }
    let format = TypedOption.choice(
      .value(
        "--format", valueName: "format",
        help: "svg (the default): the SVG document; png: a PNG of it at 2 pixels per point, "
          + "made by rsvg-convert (librsvg) or else headless Chromium, whichever is installed "
          + "(neither: exit status 69, naming what to install). The converter's messages go "
          + "to standard error, each line after its name; it may run for "
          + "\(ProgramTimeLimit.variable) seconds (default \(ProgramTimeLimit.defaultSeconds)), "
          + "then it is ended and the exit status is 75.",
        completion: .choices(ImageFormat.allCases.map(\.rawValue))), default: ImageFormat.svg)
    let output = TypedOption.text(
      .output(
        valueName: "out.svg", extensions: ["svg", "png"],
        help: "Write the SVG (or PNG) to this file instead of standard output."))
    let mode = TypedOption.mode()

    var declaredOptions: [CommandOption] {
      [at.option] + screen.declaredOptions
        + [textSize.option, format.option, output.option, mode.option]
    }
  }
  private static let option = Options()

  let setup: ScreenSetup
  let lastEvent: Int?
  let textSize: TextSize
  let format: ImageFormat
  let output: OutputFile
  /// How long the PNG converter may run (read from the environment only for a PNG).
  let timeLimit: ProgramTimeLimit

  init(_ arguments: ArgumentList) throws(CommandError) {
    let option = Self.option
    setup = try ScreenSetup(arguments, option.screen, mode: option.mode)
    lastEvent = try arguments.read(option.at)
    textSize = try arguments.read(option.textSize)
    format = try arguments.read(option.format)
    timeLimit = format == .png ? try ProgramTimeLimit.fromEnvironment() : .standard
    output = try OutputFile(
      setup.output(arguments.read(option.output)),
      refusingTerminalFor: format == .png ? "a PNG image" : "an SVG document",
      example: "monsoon-replay render session.jsonl --at 7 -o step7.\(format.rawValue)"
        + (format == .png ? " --format png" : ""),
      isText: format != .png)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    guard !setup.listedDevices(&output) else { return }
    let (start, renderer) = try setup.start(writingTo: self.output, textSize: textSize)
    let input = setup.input
    var tally = LenientTally()
    let end = try input.replay(start, through: lastEvent) { warning in
      tally.count(warning)
      input.warn(warning, &errors)
    }
    tally.report(counted: end.appliedCount, mode: setup.mode, of: input, to: &errors)
    switch format {
    case .svg: try self.output.write(renderer.svg(end.state), to: &output)
    case .png:
      let png = try PNGConverter.png(
        of: renderer.svg(end.state), size: setup.device.size,
        timeLimit: timeLimit, &errors)
      try self.output.write(png, to: &output)
    }
  }
}

/// What `render --format` writes.
enum ImageFormat: String, CaseIterable, Sendable {
  /// The SVG document the tool draws itself.
  case svg
  /// A PNG made from it by an outside converter (``PNGConverter``).
  case png
}
