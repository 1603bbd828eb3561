import MonsoonScreen
import MonsoonSystem

/// The SVG path data of an arc of a control's ring.
enum ArcPath {
  /// A closed band between the ring's outer and inner circle, from the arc's start angle
  /// clockwise to its end angle.
  static func data(_ arc: ArcSegment, center: Point, radius: Double, width: Double) -> String {
    let inner = radius - width
    let large = arc.endAngle - arc.startAngle > Double.pi ? 1 : 0
    let outerStart = point(center, radius, arc.startAngle)
    let outerEnd = point(center, radius, arc.endAngle)
    let innerEnd = point(center, inner, arc.endAngle)
    let innerStart = point(center, inner, arc.startAngle)
    let r = SVGNumber.format(radius)
    let ri = SVGNumber.format(inner)
    return "M\(outerStart) A\(r) \(r) 0 \(large) 1 \(outerEnd) L\(innerEnd) "
      + "A\(ri) \(ri) 0 \(large) 0 \(innerStart) Z"
  }

  /// The point at `angle` on a circle, as `x y`.
  private static func point(_ center: Point, _ radius: Double, _ angle: Double) -> String {
    SVGNumber.format(center.x + radius * Trigonometry.cosine(angle)) + " "
      + SVGNumber.format(center.y + radius * Trigonometry.sine(angle))
  }
}
