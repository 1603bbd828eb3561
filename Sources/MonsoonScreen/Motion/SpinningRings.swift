package import MonsoonEvents

/// The rings' spins under way on a screen, and what the next change does to them: as UIKit's
/// own animations begun from the current state (`UIViewPropertyAnimator`,
/// `beginFromCurrentState`), a change starts at once from where each ring is now; nothing waits
/// behind a spin under way.
///
/// - A Randomize during a spin starts each ring's new spin at once from the choice the ring
///   shows now (the old spin's keyframe at that moment), towards its new choice.
/// - Any other update (a ring tapped, a navigation tap, Go, Back) stops the spin of every ring
///   whose choice it changed: that ring shows its new choice at once. The other rings spin on
///   to the choice they were going to, which is still theirs.
/// - A state shown at once (a playback's step asked for with Previous, Next or the scrubber)
///   stops every spin.
///
/// The chooser and a log's playback both go through it, so a played-back log follows the same
/// rule as the person holding the phone. Times are seconds on one clock, the screen's
/// animation clock (`CACurrentMediaTime()` in UIKit, a fake clock in tests).
package struct SpinningRings: Hashable, Sendable {
  /// A ring's spin and when its tap was, on the animation clock.
  private struct Running: Hashable, Sendable {
    let spin: RingSpin
    let tap: Double
  }

  /// The spin under way of each ring that has one, by control index.
  private var running: [Int: Running] = [:]

  /// No ring spinning.
  package init() {}

  /// What the screen does to its rings for one update.
  package struct Moves: Hashable, Sendable {
    /// The spins to begin now, each from the choice its ring shows now; they replace the
    /// rings' spins under way.
    package let spins: [RingSpin]
    /// The rings whose spin stops now, showing their choice at once, in control order.
    package let stopped: [Int]
  }

  /// Whether ring `control` is still moving at `now`.
  package func isSpinning(_ control: Int, at now: Double) -> Bool {
    guard let running = running[control] else { return false }
    return now - running.tap < running.spin.end
  }

  /// The choice each ring shows at `now`: the keyframe of its spin under way, or its choice in
  /// `resting`, the state the screen shows.
  package func shownSelections(at now: Double, resting: Selections) -> Selections {
    let shown = resting.indices.map { control in
      guard isSpinning(control, at: now), let running = running[control],
        let keyframe = running.spin.keyframe(after: now - running.tap)
      else { return resting[control] }
      return keyframe.choice
    }
    return Selections(shown) ?? resting
  }

  /// Plays `update` at `now`: a Randomize's spins begin at once from where each ring is; any
  /// other update stops the spins of the rings whose choice it changed.
  /// - Returns: the spins to begin (``ChooserUpdate/Effect/spin(_:)``'s own when no ring was
  ///   mid-spin) and the spins to stop.
  package mutating func play(_ update: ChooserUpdate, at now: Double) -> Moves {
    running = running.filter { isSpinning($0.key, at: now) }
    guard case .spin(let spins) = update.effect else {
      let stopped = running.keys.filter { control in
        update.previous.selections.indices.contains(control)
          && update.state.selections.indices.contains(control)
          && update.previous.selections[control] != update.state.selections[control]
      }.sorted()
      for control in stopped { running[control] = nil }
      return Moves(spins: [], stopped: stopped)
    }
    let shown = shownSelections(at: now, resting: update.previous.selections)
    let begun: [RingSpin]
    if shown == update.previous.selections {
      begun = spins
    } else {
      // The same motion (Reduce Motion's fade or the standard spin), from the choices shown.
      let motion: RandomizeMotion = spins.contains(where: \.fades) ? .reduced : .standard
      begun = motion.spins(from: shown, to: update.state.selections, menu: update.state.menu)
    }
    running = [:]
    for spin in begun { running[spin.control] = Running(spin: spin, tap: now) }
    return Moves(spins: begun, stopped: [])
  }

  /// Shows a state at once (a playback's step asked for): every spin stops.
  /// - Returns: the rings whose spin stops, in control order.
  package mutating func showAtOnce(at now: Double) -> [Int] {
    let stopped = running.keys.filter { isSpinning($0, at: now) }.sorted()
    running = [:]
    return stopped
  }
}
