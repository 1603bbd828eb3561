/// A width and a height in points.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  var width: Double
  /// The vertical extent.
  var height: Double

  /// Creates a size.
  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
