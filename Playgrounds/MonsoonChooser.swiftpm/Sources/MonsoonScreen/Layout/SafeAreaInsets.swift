/// The parts of a screen's edges that content must stay clear of (status bar, notch, home
/// indicator), in points.
public struct SafeAreaInsets: Hashable, Sendable {
  /// The inset from the top edge.
  var top: Double
  /// The inset from the left edge.
  var left: Double
  /// The inset from the bottom edge.
  var bottom: Double
  /// The inset from the right edge.
  var right: Double

  /// Creates insets; left and right default to 0, as on every iPhone in portrait.
  init(top: Double, left: Double = 0, bottom: Double, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
