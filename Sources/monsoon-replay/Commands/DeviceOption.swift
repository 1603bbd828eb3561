import MonsoonEvents
import MonsoonReplay
import MonsoonScreen

/// The `--device` option shared by `render` and `html`.
enum DeviceOption {
  /// The device named by the option, or the default one.
  /// - Throws: ``CommandError/usage(_:)`` for a name that is neither a device nor `WxH`.
  static func parse(_ value: String?) throws(CommandError) -> Device {
    guard let value else { return .standard }
    do {
      return try Device.named(value)
    } catch {
      throw .usage("invalid value '\(value)' for '--device': \(error)")
    }
  }

  /// The Dynamic Type size named by `--text-size`, or the default one.
  /// - Throws: ``CommandError/usage(_:)`` for a name that is no size.
  static func textSize(_ value: String?) throws(CommandError) -> TextSize {
    guard let value else { return .large }
    guard let size = TextSize(named: value) else {
      let names = TextSize.allCases.map(\.name).joined(separator: ", ")
      throw .usage("invalid value '\(value)' for '--text-size': expected one of \(names)")
    }
    return size
  }

  /// A renderer of `menu` on `device`, in `style`, at `textSize`.
  /// - Throws: ``CommandError`` with exit status 1 when the device is too small for the menu.
  static func renderer(
    _ device: Device, _ style: InterfaceStyle, _ menu: ChooserMenu,
    textSize: TextSize = .large, input: LogInput
  ) throws(CommandError) -> ScreenRenderer {
    do {
      return try ScreenRenderer(device: device, menu: menu, style: style, textSize: textSize)
    } catch {
      throw .failed(
        .failure,
        "\(input.displayName): cannot draw this log's screen on '\(device.name)': \(error)")
    }
  }
}
