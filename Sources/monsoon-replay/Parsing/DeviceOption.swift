import MonsoonEvents
import MonsoonRender
import MonsoonReplay
import MonsoonScreen

/// The `--device` option shared by `render` and `html`.
enum DeviceOption {
  /// The value that asks for ``list`` instead of a drawing.
  static let listName = "list"

  /// Every device of the catalogue, one a line: its name, size in points and safe-area
  /// insets, and where the figures come from.
  static var list: String {
    func number(_ value: Double) -> String { String(Int(value)) }
    var lines = ["device    points    safe area top/bottom"]
    for device in Device.catalogue {
      let size = number(device.size.width) + "x" + number(device.size.height)
      lines.append(
        device.name + String(repeating: " ", count: max(1, 10 - device.name.count)) + size
          + String(repeating: " ", count: max(1, 10 - size.count))
          + number(device.insets.top) + "/" + number(device.insets.bottom))
    }
    lines.append(
      "Points: Apple's Human Interface Guidelines (Layout, Specifications); safe areas: "
        + "UIKit's portrait safeAreaInsets. Also se1 (= se), and WxH in points.")
    return lines.joined(separator: "\n")
  }

  /// The device named by the option, or the default one.
  /// - Throws: ``CommandError/usage(_:)`` for a name that is neither a device nor `WxH`.
  static func parse(_ value: String?) throws(CommandError) -> Device {
    guard let value else { return .standard }
    if value == listName { return .standard }
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
        .cannotShow,
        "\(input.displayName): cannot draw this log's screen on '\(device.name)': \(error)")
    }
  }
}

extension TextSize {
  /// The size called `name` (see ``name``), or `nil` for no size.
  init?(named name: String) {
    guard let size = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = size
  }
}
