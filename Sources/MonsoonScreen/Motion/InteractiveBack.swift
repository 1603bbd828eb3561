/// Back dragged with a finger from the leading edge of the detail screen, as a navigation
/// controller's pop: the transition follows the finger, and letting go either finishes it or
/// puts the detail screen back.
package enum InteractiveBack {
  /// How far Back has gone, 0 to 1, when the finger has moved `translation` points to the
  /// right (negative: to the left) across a screen `width` points wide: the detail screen
  /// leaves towards the trailing edge, so in a right-to-left language a move to the left
  /// counts.
  package static func progress(
    translation: Double, width: Double, direction: ReadingDirection
  ) -> Double {
    guard width > 0 else { return 0 }
    let towardsTrailing = direction == .leftToRight ? translation : -translation
    return min(max(towardsTrailing / width, 0), 1)
  }

  /// Whether letting go at `progress`, with the finger moving at `velocity` points a second
  /// to the right (negative: to the left), finishes Back; otherwise it is cancelled and the
  /// detail screen slides back. A flick towards the trailing edge finishes it however far it
  /// went; a flick back cancels it; a slow release finishes past half-way.
  package static func finishes(
    progress: Double, velocity: Double, direction: ReadingDirection
  ) -> Bool {
    let towardsTrailing = direction == .leftToRight ? velocity : -velocity
    if towardsTrailing >= flickSpeed { return true }
    if towardsTrailing <= -flickSpeed { return false }
    return progress > 0.5
  }

  /// The speed, in points a second, from which a release counts as a flick.
  package static let flickSpeed = 500.0
}
