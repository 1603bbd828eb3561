/// A position on the screen in points, x to the right and y downwards (as in UIKit and SVG).
public struct Point: Hashable, Sendable {
  /// The horizontal position.
  var x: Double
  /// The vertical position, growing downwards.
  var y: Double

  /// Creates a point.
  init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
