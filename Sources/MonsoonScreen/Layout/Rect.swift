/// An axis-aligned rectangle in points: an origin (top-left corner) and a size.
public struct Rect: Hashable, Sendable {
  /// The left edge.
  package var x: Double
  /// The top edge.
  package var y: Double
  /// The horizontal extent, never negative in a layout.
  package var width: Double
  /// The vertical extent, never negative in a layout.
  package var height: Double

  /// Creates a rectangle from its top-left corner and size.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates a rectangle of `size` centred on `center`.
  package init(center: Point, size: Size) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The right edge.
  package var maxX: Double { x + width }
  /// The bottom edge.
  package var maxY: Double { y + height }
  /// The horizontal centre.
  package var midX: Double { x + width / 2 }
  /// The vertical centre.
  package var midY: Double { y + height / 2 }
  /// The centre.
  package var center: Point { Point(x: midX, y: midY) }
  /// The size.
  package var size: Size { Size(width: width, height: height) }

  /// Whether `other` lies entirely inside this rectangle (edges may touch), allowing for
  /// floating-point rounding.
  package func contains(_ other: Rect) -> Bool {
    other.x >= x - Self.tolerance && other.y >= y - Self.tolerance
      && other.maxX <= maxX + Self.tolerance && other.maxY <= maxY + Self.tolerance
  }

  /// How far apart two values may be and still count as equal: far below a pixel.
  package static let tolerance = 1e-6
}
