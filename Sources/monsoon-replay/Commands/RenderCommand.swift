import MonsoonEvents
import MonsoonReplay
import MonsoonScreen

/// `monsoon-replay render`: draws the screen at one step of a session as an SVG.
struct RenderCommand: Command {
  static let name = "render"
  static let abstract = "Draw the screen the user saw at an event, as a standalone SVG."
  static let examples = [
    "monsoon-replay render session.jsonl --at 16 --device 15 -o step16.svg",
  ]
  static let arguments = [CommandArgument.log]
  static let options = [
    Option.at, Option.device, CommandOption.appearance, CommandOption.textSize, Option.output,
    CommandOption.lenient,
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
    static let output = CommandOption.output(
      valueName: "out.svg", extension: "svg",
      help: "Write the SVG to this file instead of standard output.")
  }

  let input: LogInput
  let lastEvent: Int?
  let device: Device
  let style: InterfaceStyle
  let textSize: TextSize
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
    listsDevices = arguments.value(Option.device) == DeviceOption.listName
    output = try OutputFile(
      arguments.value(Option.device) == DeviceOption.listName ? "-" : arguments.value(Option.output),
      refusingTerminalFor: "an SVG document",
      example: "monsoon-replay render session.jsonl --at 7 -o step7.svg")
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
    try self.output.write(renderer.svg(state), to: &output)
  }
}
