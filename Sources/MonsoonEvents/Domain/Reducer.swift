/// The only way a ``SessionState`` changes: a pure fold of events.
public enum Reducer {
  /// Applies one event to the state, or refuses it and leaves the state exactly as it was.
  ///
  /// An applied event increases ``SessionState/seq`` by one. Randomize makes one bounded draw
  /// from the state's generator and moves to a uniformly chosen combination other than the
  /// current one. The reducer never traps, whatever the event.
  /// - Throws: ``Rejection`` saying why the event is not possible in this state.
  /// - Complexity: O(1) for every event but Randomize, which is O(number of prompts).
  public static func reduce(_ state: inout SessionState, _ event: Event) throws(Rejection) {
    let onChooser = state.screen == .chooser
    switch event {
    case .tap(let control):
      guard onChooser else { throw .wrongScreen(.tap, state.screen) }
      let count = try choiceCount(of: control, in: state.menu)
      let next = state.selections.unchecked(control) + 1
      state.selections.setUnchecked(control, to: next == count ? 0 : next)
    case .select(let control, let choice):
      guard onChooser else { throw .wrongScreen(.select, state.screen) }
      let count = try choiceCount(of: control, in: state.menu)
      guard choice >= 0 && choice < count else {
        throw .choiceOutOfRange(control: control, choice: choice, choiceCount: count)
      }
      state.selections.setUnchecked(control, to: choice)
    case .randomize:
      guard onChooser else { throw .wrongScreen(.randomize, state.screen) }
      randomize(&state)
    case .go:
      guard onChooser else { throw .wrongScreen(.go, state.screen) }
      state.screen = .detail
    case .back:
      guard !onChooser else { throw .wrongScreen(.back, state.screen) }
      state.screen = .chooser
    case .nav(let button):
      guard onChooser else { throw .wrongScreen(.nav, state.screen) }
      state.navTaps[button] &+= 1
    }
    state.seq &+= 1
  }

  private static func choiceCount(of control: Int, in menu: Menu) throws(Rejection) -> Int {
    guard control >= 0 && control < menu.count else {
      throw .controlOutOfRange(control: control, controlCount: menu.count)
    }
    return menu.choiceCounts[control]
  }

  /// Draws once and moves to the combination the draw names, skipping the current one.
  ///
  /// Combinations are mixed-radix numbers, control 0 the most significant digit; there are at
  /// most 8^8 of them, so 32-bit arithmetic is exact, and each digit comes from a multiplication
  /// by the menu's precomputed reciprocal instead of a division.
  private static func randomize(_ state: inout SessionState) {
    let counts = state.menu.choiceCounts
    let multipliers = state.menu.divisionMultipliers
    var current: UInt32 = 0
    for control in 0..<counts.count {
      current = current &* UInt32(truncatingIfNeeded: counts[control])
        &+ UInt32(truncatingIfNeeded: state.selections.unchecked(control))
    }
    let total = UInt64(state.menu.combinationCount)
    var drawn = UInt32(truncatingIfNeeded: state.random.bounded(total - 1))
    if drawn >= current { drawn &+= 1 }
    for control in counts.indices.reversed() {
      let count = UInt32(truncatingIfNeeded: counts[control])
      let quotient = UInt32(truncatingIfNeeded: (UInt64(drawn) &* multipliers[control]) >> 32)
      state.selections.setUnchecked(control, to: Int(drawn &- quotient &* count))
      drawn = quotient
    }
  }
}
