package import MonsoonEvents

/// The Randomize animation as data: the UIKit control and the HTML viewer both play it from
/// these numbers.
///
/// Each ring's highlight runs clockwise from its old choice around the ring ``laps`` times and
/// on to its new choice, slowing down along ``curve``; ring *i* starts ``ringDelay`` × *i*
/// seconds after the tap. With Reduce Motion (``reduced``) every ring fades at once to its new
/// choice instead.
package struct RandomizeMotion: Hashable, Sendable {
  /// How long one ring moves, in seconds.
  package let duration: Double
  /// How much later each ring starts than the one before it, in seconds.
  package let ringDelay: Double
  /// Full turns each ring's highlight makes before it runs on to the new choice.
  package let laps: Int
  /// How the highlight slows down: hop *k* of *n* happens when the curve's progress reaches
  /// *k*/*n*.
  package let curve: TimingCurve
  /// Whether the rings fade to their new choice instead of running (Reduce Motion).
  package let fades: Bool

  /// The spin: one lap and on, a second long, slowing to a stop.
  package static let standard = RandomizeMotion(
    duration: 1.0, ringDelay: 0.06, laps: 1, curve: .spinDown, fades: false)

  /// For Reduce Motion: every ring fades to its new choice in a fifth of a second, nothing
  /// moves.
  package static let reduced = RandomizeMotion(
    duration: 0.2, ringDelay: 0, laps: 0, curve: .linear, fades: true)

  /// ``reduced`` when the user asked to reduce motion, else ``standard``.
  package static func preferred(reduceMotion: Bool) -> RandomizeMotion {
    reduceMotion ? reduced : standard
  }

  /// How each ring of `menu` moves from the selections `old` to `new` (the state before and
  /// after the Randomize event), in menu order.
  ///
  /// Every ring lands on its choice in `new`; a ring whose choice did not change still makes
  /// its laps, so that the whole screen visibly spins.
  /// - Complexity: O(prompts × (laps + 1) × choices).
  package func spins(from old: Selections, to new: Selections, menu: ChooserMenu) -> [RingSpin] {
    menu.optionCounts.enumerated().map { control, count in
      let start = old.indices.contains(control) ? old[control] % count : 0
      let end = new.indices.contains(control) ? new[control] % count : 0
      let arcs = ArcSegment.ring(count: count)
      let delay = Double(control) * ringDelay
      guard !fades else {
        return RingSpin(
          control: control, delay: delay, duration: duration,
          keyframes: [keyframe(time: 1, hop: end, arcs: arcs)], fades: true)
      }
      let hops = laps * count + (end - start + count) % count
      let keyframes = (0...hops).map { hop in
        keyframe(
          time: hop == 0 ? 0 : hop == hops ? 1 : curve.time(atProgress: Double(hop) / Double(hops)),
          hop: start + hop, arcs: arcs)
      }
      return RingSpin(
        control: control, delay: delay, duration: duration, keyframes: keyframes, fades: false)
    }
  }

  /// The keyframe `hop` arcs clockwise from choice 0: its choice, and its rotation counting
  /// the full turns made on the way.
  private func keyframe(time: Double, hop: Int, arcs: [ArcSegment]) -> SpinKeyframe {
    let count = arcs.count
    let choice = hop % count
    let turns = Double(hop / count)
    let rotation = turns * 2 * Double.pi + arcs[choice].startAngle - arcs[0].startAngle
    return SpinKeyframe(time: time, choice: choice, rotation: rotation)
  }
}
