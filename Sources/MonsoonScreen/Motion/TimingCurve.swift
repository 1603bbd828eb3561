/// How an animation's progress follows its time: a cubic Bézier from (0, 0) to (1, 1) with two
/// control points, as CSS `cubic-bezier()`, Core Animation's `CAMediaTimingFunction` and
/// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:)` take it.
///
/// Both control points lie in the unit square, so progress never runs backwards or overshoots.
package struct TimingCurve: Hashable, Sendable {
  /// The first control point's time, 0 to 1.
  package let x1: Double
  /// The first control point's progress, 0 to 1.
  package let y1: Double
  /// The second control point's time, 0 to 1.
  package let x2: Double
  /// The second control point's progress, 0 to 1.
  package let y2: Double

  /// Creates a curve; each coordinate is clamped to 0...1.
  package init(x1: Double, y1: Double, x2: Double, y2: Double) {
    func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
    self.x1 = unit(x1)
    self.y1 = unit(y1)
    self.x2 = unit(x2)
    self.y2 = unit(y2)
  }

  /// Constant speed.
  package static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

  /// Fast at first, slowing to a stop: how a spun wheel comes to rest.
  package static let spinDown = TimingCurve(x1: 0.2, y1: 0.55, x2: 0.3, y2: 1)

  /// Slow at both ends and symmetric, so that it is its own ``reversed`` curve.
  package static let easeInOut = TimingCurve(x1: 0.35, y1: 0, x2: 0.65, y2: 1)

  /// The curve that plays this one backwards: its progress at time `t` is one minus this
  /// curve's progress at `1 - t`.
  package var reversed: TimingCurve {
    TimingCurve(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
  }

  /// The progress, 0 to 1, at `time` (a fraction of the duration, clamped to 0...1).
  package func progress(atTime time: Double) -> Double {
    let parameter = Self.solve(clamped(time)) { component($0, x1, x2) }
    return component(parameter, y1, y2)
  }

  /// The time, 0 to 1, at which the progress first reaches `progress` (clamped to 0...1).
  package func time(atProgress progress: Double) -> Double {
    let parameter = Self.solve(clamped(progress)) { component($0, y1, y2) }
    return component(parameter, x1, x2)
  }

  /// One coordinate of the curve at Bézier parameter `s`, its control values being `a`, `b`.
  private func component(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
  }

  private func clamped(_ value: Double) -> Double {
    value.isFinite ? min(max(value, 0), 1) : 0
  }

  /// The parameter at which the non-decreasing `coordinate` reaches `target`, by bisection
  /// to well under a microsecond of a one-second animation.
  private static func solve(_ target: Double, _ coordinate: (Double) -> Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<48 {
      let middle = (low + high) / 2
      if coordinate(middle) < target { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
