/// One choice's arc on a control's ring, as an angle range.
///
/// Angles are in radians, measured from 3 o'clock and growing clockwise on screen (y grows
/// downwards), so 9 o'clock is π and 12 o'clock is 3π/2.
package struct ArcSegment: Hashable, Sendable {
  /// The angle left empty between neighbouring arcs: 6°.
  package static let gapAngle = Double.pi / 30

  /// The index of the choice this arc stands for.
  package let choice: Int
  /// Where the arc begins.
  package let startAngle: Double
  /// Where the arc ends; always greater than ``startAngle``.
  package let endAngle: Double

  /// Creates an arc.
  package init(choice: Int, startAngle: Double, endAngle: Double) {
    self.choice = choice
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// The arcs of a ring with `count` choices: equal arcs separated by ``gapAngle``, the first
  /// starting at 9 o'clock (half a gap after it) and the others following clockwise.
  package static func ring(count: Int) -> [ArcSegment] {
    let step = 2 * Double.pi / Double(max(count, 1))
    return (0..<max(count, 0)).map { choice in
      let start = Double.pi + Double(choice) * step
      return ArcSegment(
        choice: choice, startAngle: start + gapAngle / 2, endAngle: start + step - gapAngle / 2)
    }
  }
}
