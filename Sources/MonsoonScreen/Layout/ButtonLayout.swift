/// Where a button sits: its tap target.
public struct ButtonLayout: Hashable, Sendable {
  /// The smallest tap target side Apple allows, in points.
  public static let minimumTapSide = 44.0

  /// Which button.
  public let button: ScreenButton
  /// The tap target; at least ``minimumTapSide`` on each side.
  public let frame: Rect

  /// Creates a button layout.
  public init(button: ScreenButton, frame: Rect) {
    self.button = button
    self.frame = frame
  }
}
