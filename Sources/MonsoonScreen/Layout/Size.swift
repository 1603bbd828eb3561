/// A width and a height in points.
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  package var width: Double
  /// The vertical extent.
  package var height: Double

  /// Creates a size.
  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
