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
  static let options = [
    Option.at, Option.device, CommandOption.appearance, CommandOption.textSize, Option.format,
    Option.output, CommandOption.lenient,
  ]

  private enum Option {
    static let at = CommandOption.at(
      "Draw the screen after event <seq> (0: the initial screen); default: after the last "
        + "event. Past the end: exit status 1.")
    static let device = CommandOption.device(
      "The iPhone to draw for (default: 15): any since the 4s by its name in lower case "
        + "without spaces (4s, 5s, se, 6plus, x, xr, 11pro, 13mini, se3, 14pro, 16promax, "
        + "16e, ...; 'list' prints every name with its size and safe area), or WxH in points "
        + "(insets 20/0), such as 360x640. A size too small for the log's menu is an error "
        + "(exit status 1).")
    static let format = CommandOption.value(
      "--format", valueName: "format",
      help: "svg (the default): the SVG document; png: a PNG of it at 2 pixels per point, "
        + "made by rsvg-convert (librsvg) or else headless Chromium, whichever is installed "
        + "(neither: exit status 69, naming what to install).",
      completion: .choices(ImageFormat.allCases.map(\.rawValue)))
    static let output = CommandOption.output(
      valueName: "out.svg", extension: "svg",
      help: "Write the SVG (or PNG) to this file instead of standard output.")
  }

  let input: LogInput
  let lastEvent: Int?
  let device: Device
  let style: InterfaceStyle
  let textSize: TextSize
  let format: ImageFormat
  /// Whether `--device list` asked for the devices instead of a drawing.
  let listsDevices: Bool
  let output: OutputFile
  let mode: ReplayMode

  init(_ arguments: ArgumentList) throws(CommandError) {
    let file = try arguments.positionals(atMost: 1).first
    input =
      arguments.value(Option.device) == DeviceOption.listName
      ? .standardInput : try LogInput.from(file)
    lastEvent = try arguments.integer(Option.at, in: 0...Int.max)
    device = try DeviceOption.parse(arguments.value(Option.device))
    style = try arguments.choice(CommandOption.appearance, default: .light)
    textSize = try DeviceOption.textSize(arguments.value(CommandOption.textSize))
    format = try arguments.choice(Option.format, default: .svg)
    listsDevices = arguments.value(Option.device) == DeviceOption.listName
    output = try OutputFile(
      arguments.value(Option.device) == DeviceOption.listName ? "-" : arguments.value(Option.output),
      refusingTerminalFor: format == .png ? "a PNG image" : "an SVG document",
      example: "monsoon-replay render session.jsonl --at 7 -o step7.\(format.rawValue)"
        + (format == .png ? " --format png" : ""))
    mode = arguments.mode
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    if listsDevices {
      output.line(DeviceOption.list)
      return
    }
    try self.output.checkIsNot(input)
    let start = try input.start(mode: mode)
    let renderer = try DeviceOption.renderer(
      device, style, start.header.menu, textSize: textSize, input: input)
    let state = try input.replay(start, through: lastEvent) { warning in
      input.warn(warning, &errors)
    }
    switch format {
    case .svg: try self.output.write(renderer.svg(state), to: &output)
    case .png:
      let png = try PNGConverter.png(of: renderer.svg(state), size: device.size)
      try self.output.write(png, to: &output)
    }
  }
}
