/// The parts of a screen's edges that content must stay clear of (status bar, notch, home
/// indicator), in points.
public struct SafeAreaInsets: Hashable, Sendable {
  /// The inset from the top edge.
  package var top: Double
  /// The inset from the left edge.
  package var left: Double
  /// The inset from the bottom edge.
  package var bottom: Double
  /// The inset from the right edge.
  package var right: Double

  /// Creates insets; left and right default to 0, as on every iPhone in portrait.
  package init(top: Double, left: Double = 0, bottom: Double, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
