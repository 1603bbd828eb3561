/// A screen to lay out for: an iPhone model in portrait, or a size given by hand.
public struct Device: Hashable, Sendable {
  /// The short name used on the command line, such as `4s` or `16promax`, or `WxH` for a size
  /// given by hand.
  public let name: String
  /// The screen size in points.
  public let size: Size
  /// The safe-area insets in points.
  public let insets: SafeAreaInsets

  /// Creates a device.
  public init(name: String, size: Size, insets: SafeAreaInsets) {
    self.name = name
    self.size = size
    self.insets = insets
  }

  /// Every iPhone the chooser supports, from the 4s on, smallest first.
  public static let catalogue: [Device] = [
    iPhone("4s", 320, 480, 20, 0), iPhone("se1", 320, 568, 20, 0),
    iPhone("8", 375, 667, 20, 0), iPhone("8plus", 414, 736, 20, 0),
    iPhone("x", 375, 812, 44, 34), iPhone("11", 414, 896, 48, 34),
    iPhone("12mini", 375, 812, 50, 34), iPhone("12", 390, 844, 47, 34),
    iPhone("12promax", 428, 926, 47, 34), iPhone("15", 393, 852, 59, 34),
    iPhone("15promax", 430, 932, 59, 34), iPhone("16pro", 402, 874, 62, 34),
    iPhone("16promax", 440, 956, 62, 34),
  ]

  /// The device used when none is named: the iPhone 15.
  public static let standard = iPhone("15", 393, 852, 59, 34)

  /// The safe-area insets of a size given by hand: a 20 pt status bar, nothing at the bottom.
  public static let handGivenInsets = SafeAreaInsets(top: 20, bottom: 0)

  /// The largest width or height accepted in a hand-given `WxH`, in points.
  public static let maximumDimension = 10_000.0

  /// The device named `text`: a catalogue name (case-insensitive), or `WxH` in points (such
  /// as `360x640`) with 20 pt at the top and 0 at the bottom.
  /// - Throws: ``DeviceError`` when `text` is neither.
  public static func named(_ text: String) throws(DeviceError) -> Device {
    let lowered = text.lowercased()
    if let device = catalogue.first(where: { $0.name == lowered }) { return device }
    let parts = lowered.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].first?.isNumber == true else { throw .unknown(text) }
    guard let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0,
      width <= maximumDimension, height <= maximumDimension
    else { throw .invalidSize(text) }
    return Device(
      name: text, size: Size(width: width, height: height), insets: handGivenInsets)
  }

  private static func iPhone(
    _ name: String, _ width: Double, _ height: Double, _ top: Double, _ bottom: Double
  ) -> Device {
    Device(
      name: name, size: Size(width: width, height: height),
      insets: SafeAreaInsets(top: top, bottom: bottom))
  }
}

extension Device: CustomStringConvertible {
  /// The device's name, such as `4s` or `360x640`.
  public var description: String { name }
}
