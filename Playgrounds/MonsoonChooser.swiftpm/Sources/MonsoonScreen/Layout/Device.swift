/// A screen to lay out for: an iPhone model in portrait, or a size given by hand.
public struct Device: Hashable, Sendable {
  /// The short name used on the command line, such as `4s` or `16promax`, or `WxH` for a size
  /// given by hand.
  let name: String
  /// The screen size in points.
  let size: Size
  /// The safe-area insets in points.
  let insets: SafeAreaInsets

  /// Creates a device.
  init(name: String, size: Size, insets: SafeAreaInsets) {
    self.name = name
    self.size = size
    self.insets = insets
  }

  /// Every iPhone since the 4s, by its marketing name in lower case without spaces, in the
  /// order they came out.
  ///
  /// Sizes are the portrait screen in points from Apple's Human Interface Guidelines (Layout,
  /// "iOS, iPadOS device screen sizes and orientations",
  /// https://developer.apple.com/design/human-interface-guidelines/layout#Specifications).
  /// Insets are the portrait `safeAreaInsets` top (status bar, notch or Dynamic Island) and
  /// bottom (home indicator) that UIKit reports on each model on iOS 17 and 18: 20/0 with a
  /// Home button, 44, 47, 48 or 50/34 with a notch, 59 or 62/34 with the Dynamic Island.
  static let catalogue: [Device] = [
    iPhone("4s", 320, 480, 20, 0),
    iPhone("5", 320, 568, 20, 0), iPhone("5c", 320, 568, 20, 0),
    iPhone("5s", 320, 568, 20, 0),
    iPhone("6", 375, 667, 20, 0), iPhone("6plus", 414, 736, 20, 0),
    iPhone("6s", 375, 667, 20, 0), iPhone("6splus", 414, 736, 20, 0),
    iPhone("se", 320, 568, 20, 0),
    iPhone("7", 375, 667, 20, 0), iPhone("7plus", 414, 736, 20, 0),
    iPhone("8", 375, 667, 20, 0), iPhone("8plus", 414, 736, 20, 0),
    iPhone("x", 375, 812, 44, 34),
    iPhone("xs", 375, 812, 44, 34), iPhone("xsmax", 414, 896, 44, 34),
    iPhone("xr", 414, 896, 48, 34),
    iPhone("11", 414, 896, 48, 34), iPhone("11pro", 375, 812, 44, 34),
    iPhone("11promax", 414, 896, 44, 34),
    iPhone("se2", 375, 667, 20, 0),
    iPhone("12mini", 375, 812, 50, 34), iPhone("12", 390, 844, 47, 34),
    iPhone("12pro", 390, 844, 47, 34), iPhone("12promax", 428, 926, 47, 34),
    iPhone("13mini", 375, 812, 50, 34), iPhone("13", 390, 844, 47, 34),
    iPhone("13pro", 390, 844, 47, 34), iPhone("13promax", 428, 926, 47, 34),
    iPhone("se3", 375, 667, 20, 0),
    iPhone("14", 390, 844, 47, 34), iPhone("14plus", 428, 926, 47, 34),
    iPhone("14pro", 393, 852, 59, 34), iPhone("14promax", 430, 932, 59, 34),
    iPhone("15", 393, 852, 59, 34), iPhone("15plus", 430, 932, 59, 34),
    iPhone("15pro", 393, 852, 59, 34), iPhone("15promax", 430, 932, 59, 34),
    iPhone("16", 393, 852, 59, 34), iPhone("16plus", 430, 932, 59, 34),
    iPhone("16pro", 402, 874, 62, 34), iPhone("16promax", 440, 956, 62, 34),
    iPhone("16e", 390, 844, 47, 34),
  ]

  /// Older names that still work: `se1`, the first iPhone SE.
  static let aliases = ["se1": "se"]

  /// The device used when none is named: the iPhone 15.
  static let standard = iPhone("15", 393, 852, 59, 34)

  /// The safe-area insets of a size given by hand: a 20 pt status bar, nothing at the bottom.
  static let handGivenInsets = SafeAreaInsets(top: 20, bottom: 0)

  /// The largest width or height accepted in a hand-given `WxH`, in points.
  static let maximumDimension = 10_000.0

  /// The device named `text`: a catalogue name (case-insensitive; spaces, hyphens and a
  /// leading `iphone` are ignored, so `iPhone 16 Pro Max` is `16promax`), or `WxH` in points
  /// (such as `360x640`) with 20 pt at the top and 0 at the bottom.
  /// - Throws: ``DeviceError`` when `text` is neither.
  public static func named(_ text: String) throws(DeviceError) -> Device {
    let lowered = text.lowercased()
    var name = String(lowered.filter { $0 != " " && $0 != "-" })
    if name.hasPrefix("iphone") { name.removeFirst("iphone".count) }
    name = aliases[name] ?? name
    if let device = catalogue.first(where: { $0.name == name }) { return device }
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
