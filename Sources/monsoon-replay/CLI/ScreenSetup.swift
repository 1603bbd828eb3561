import MonsoonEvents
import MonsoonRender
import MonsoonReplay
import MonsoonScreen

/// What `render` and `html` set up alike from their command line: the log to draw, the
/// device and appearance to draw it for, and the replay mode; or, for `--device list`, the
/// list of devices instead of a drawing.
struct ScreenSetup: Sendable {
  /// `--device` and `--appearance`, which `render` and `html` declare together.
  struct Options: OptionGroup {
    let device = TypedOption.text(
      .device(
        "The iPhone to draw for (default: 15): any since the 4s by its name in lower case "
          + "without spaces (4s, 5s, se, 6plus, x, xr, 11pro, 13mini, se3, 14pro, 16promax, "
          + "16e, ...; 'list' prints every name with its size and safe area), or WxH in "
          + "points (insets 20/0), such as 360x640. A size too small for the log's menu is an "
          + "error (exit status 1)."))
    let style = TypedOption.choice(CommandOption.appearance, default: InterfaceStyle.light)

    var declaredOptions: [CommandOption] { [device.option, style.option] }
  }

  /// The log (standard input, unread, for `--device list`).
  let input: LogInput
  let device: Device
  let style: InterfaceStyle
  /// Whether `--device list` asked for the devices instead of a drawing.
  let listsDevices: Bool
  let mode: ReplayMode

  /// Reads the positional log, `options` and `mode`.
  /// - Throws: ``CommandError/usage(_:)`` for more than one log, a device that is neither a
  ///   name nor `WxH`, or an appearance that is none.
  init(
    _ arguments: ArgumentList, _ options: Options, mode: TypedOption<ReplayMode>
  ) throws(CommandError) {
    let file = try arguments.positionals(atMost: 1).first
    let device = try arguments.read(options.device)
    listsDevices = device == DeviceOption.listName
    input = listsDevices ? .standardInput : try LogInput.from(file)
    self.device = try DeviceOption.parse(device)
    style = try arguments.read(options.style)
    self.mode = try arguments.read(mode)
  }

  /// Where the command writes: standard output for the list of devices, else `path` (the
  /// `-o` given, or `nil` for standard output).
  func output(_ path: String?) -> String? {
    listsDevices ? "-" : path
  }

  /// Prints the list of devices when `--device list` asked for it.
  /// - Returns: whether it did, and the command has nothing more to do.
  func listedDevices(_ output: inout OutputStream) -> Bool {
    if listsDevices { output.line(DeviceOption.list) }
    return listsDevices
  }

  /// Opens the log to draw, after checking that `output` does not overwrite it, and the
  /// renderer of its menu.
  /// - Throws: ``CommandError``: the output is the log, the log cannot be opened, or the
  ///   device is too small for its menu (exit status 1).
  func start(
    writingTo output: OutputFile, textSize: TextSize = .large
  ) throws(CommandError) -> (start: ReplayStart, renderer: ScreenRenderer) {
    try output.checkIsNot(input)
    let start = try input.start(mode: mode)
    let renderer = try DeviceOption.renderer(
      device, style, start.header.menu, textSize: textSize, input: input)
    return (start, renderer)
  }
}
