/// How one ring moves when Randomize is tapped: its highlight (an accent band the size of one
/// arc) runs clockwise around the ring from the old choice, slowing down, and stops on the new
/// one.
///
/// The highlight is drawn as the arc of choice 0 turned about the ring's centre; turned by
/// `SpinKeyframe.rotation` it covers the arc of `SpinKeyframe.choice`.
public struct RingSpin: Hashable, Sendable {
  /// The control's index in the menu.
  let control: Int
  /// How long after the tap this ring starts, in seconds.
  let delay: Double
  /// How long the ring moves, in seconds.
  let duration: Double
  /// Where the highlight is over time: at the old choice at time 0, one arc further clockwise
  /// at each following keyframe, at the new choice at time 1. One keyframe when the ring only
  /// fades to its new choice (Reduce Motion).
  let keyframes: [SpinKeyframe]
  /// Whether the ring fades from the old highlight to the new instead of running
  /// (Reduce Motion).
  let fades: Bool

  /// Creates a ring's spin.
  init(
    control: Int, delay: Double, duration: Double, keyframes: [SpinKeyframe], fades: Bool
  ) {
    self.control = control
    self.delay = delay
    self.duration = duration
    self.keyframes = keyframes
    self.fades = fades
  }

  /// The choice the highlight stops on.
  var landing: SpinKeyframe? { keyframes.last }

  /// The highlight's rotations for a discrete `CAKeyframeAnimation` (or a stepped web
  /// animation): every keyframe but the last, each shown until the next keyframe's time; the
  /// last one is where the highlight rests, the layer's own value once the animation ends.
  var discreteRotations: [Double] { keyframes.dropLast().map(\.rotation) }

  /// The key times of a discrete `CAKeyframeAnimation`: one more than
  /// ``discreteRotations``, from 0 to 1, as Core Animation's discrete mode requires.
  var discreteKeyTimes: [Double] { keyframes.map(\.time) }

  /// How long after the tap this ring stops, in seconds.
  var end: Double { delay + duration }

  /// The keyframe the highlight shows `elapsed` seconds after the tap, as the discrete
  /// animation shows it: the first keyframe until the ring starts, then each keyframe until
  /// the next one's time, and the landing from ``end`` on.
  func keyframe(after elapsed: Double) -> SpinKeyframe? {
    guard elapsed < end, duration > 0 else { return landing }
    let time = (elapsed - delay) / duration
    return keyframes.last { $0.time <= time } ?? keyframes.first
  }
}

/// One position of a ring's highlight during a spin.
struct SpinKeyframe: Hashable, Sendable {
  /// When the highlight gets here, as a fraction of the spin's duration.
  let time: Double
  /// The choice whose arc the highlight covers.
  let choice: Int
  /// The highlight's rotation from the arc of choice 0, in radians, clockwise on screen;
  /// grows by one arc's step per keyframe, so full turns add 2π.
  let rotation: Double

  /// Creates a keyframe.
  init(time: Double, choice: Int, rotation: Double) {
    self.time = time
    self.choice = choice
    self.rotation = rotation
  }
}
