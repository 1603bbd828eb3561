/// The pauses of a ``SessionPlayback`` that the log does not give, in seconds.
package enum PlaybackTiming {
  /// From Play to the first event: long enough to see that playing started.
  package static let leadIn = 0.3
  /// The shortest time an event stays on the screen at the fastest speed, for an event that
  /// does not move (a tap, a nav tap): long enough to see the change.
  package static let shortestPause = 0.25
  /// The longest pause between two events: a longer one in the log (the user put the phone
  /// down) is shortened to this, before the speed divides it.
  package static let longestPause = 3.0
  /// The pause before an event when it or the one before it has no `t` (the format makes `t`
  /// optional), before the speed divides it.
  package static let pauseWithoutTime = 1.0
  /// The pause between an event shown and the next, at a pace `factor` times the user's: the
  /// time the user took between them, at most ``longestPause``, or ``pauseWithoutTime`` when
  /// either has no `t`, divided by `factor`. ``SessionPlayback`` waits it, and the viewer page of
  /// `monsoon-replay html` applies the same rule to these numbers, which its data carries.
  /// - Parameters:
  ///   - before: the `t` of the event shown, in milliseconds; `nil` without one, or for the
  ///     state before the first event.
  ///   - after: the `t` of the next event, in milliseconds; `nil` without one.
  ///   - factor: what the user's pace is divided by (``SessionPlayback/Speed/factor``).
  /// - Returns: the pause in seconds.
  package static func pause(from before: Int?, to after: Int?, factor: Double) -> Double {
    let recorded: Double
    if let before, let after {
      recorded = Double(after - before) / 1_000
    } else {
      recorded = pauseWithoutTime
    }
    return min(recorded, longestPause) / factor
  }

  /// How long the notice that taps are off stays in the playback's banner after a refused
  /// tap, before the banner says which log plays again.
  package static let noticeDuration = 3.0
}
