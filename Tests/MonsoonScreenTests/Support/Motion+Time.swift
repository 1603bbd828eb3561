import MonsoonScreen

// Where the motions are at a given time: what the tests check of them. The screen hands the
// curves and durations to UIKit, which computes this itself.

extension RandomizeMotion {
  /// The time from the tap until the last of `controlCount` rings has stopped, in seconds.
  func totalDuration(controlCount: Int) -> Double {
    Double(max(controlCount - 1, 0)) * ringDelay + duration
  }
}

extension ScreenTransition {
  /// Where the incoming screen is at `time` (a fraction of the duration).
  func incomingPlacement(atTime time: Double) -> ScreenPlacement {
    incoming.placement(at: curve.progress(atTime: time))
  }

  /// Where the outgoing screen is at `time` (a fraction of the duration).
  func outgoingPlacement(atTime time: Double) -> ScreenPlacement {
    outgoing.placement(at: curve.progress(atTime: time))
  }
}

extension ScreenPlacement.Move {
  /// The placement at `progress` (0 is `from`, 1 is `to`).
  func placement(at progress: Double) -> ScreenPlacement {
    ScreenPlacement(
      offset: from.offset + (to.offset - from.offset) * progress,
      opacity: from.opacity + (to.opacity - from.opacity) * progress)
  }
}
