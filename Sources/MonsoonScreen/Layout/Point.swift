/// A position on the screen in points, x to the right and y downwards (as in UIKit and SVG).
public struct Point: Hashable, Sendable {
  /// The horizontal position.
  package var x: Double
  /// The vertical position, growing downwards.
  package var y: Double

  /// Creates a point.
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
