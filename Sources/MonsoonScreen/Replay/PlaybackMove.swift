package import MonsoonEvents

/// What the screen does for one move of a ``SessionPlayback``.
package enum PlaybackMove: Hashable, Sendable {
  /// The next event, shown as the user saw it: the update's rings and badges, its spin and
  /// sound, or its transition to or from the detail screen. Nothing is recorded, and no haptic
  /// plays: the person holding the phone did not tap.
  case play(ChooserUpdate)
  /// A state shown at once, with no animation: after a step back or a scrub. The detail screen
  /// comes or goes with it, without its transition.
  case show(SessionState)

  /// The state the screen shows after the move.
  package var state: SessionState {
    switch self {
    case .play(let update): update.state
    case .show(let state): state
    }
  }
}
