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
    switch (event, state.screen) {
    case (.tap(let control), .chooser):
      let count = try choiceCount(of: control, in: state.menu)
      let next = state.selections[control] + 1
      state.selections[control] = next == count ? 0 : next
    case (.select(let control, let choice), .chooser):
      let count = try choiceCount(of: control, in: state.menu)
      guard choice >= 0 && choice < count else {
        throw .choiceOutOfRange(control: control, choice: choice, choiceCount: count)
      }
      state.selections[control] = choice
    case (.randomize, .chooser):
      randomize(&state)
    case (.go, .chooser):
      state.screen = .detail
    case (.back, .detail):
      state.screen = .chooser
    case (.nav(let button), .chooser):
      state.navTaps[button] += 1
    case (_, let screen):
      throw .wrongScreen(event.kind, screen)
    }
    state.seq += 1
  }

  private static func choiceCount(of control: Int, in menu: Menu) throws(Rejection) -> Int {
    guard control >= 0 && control < menu.count else {
      throw .controlOutOfRange(control: control, controlCount: menu.count)
    }
    return menu.choiceCounts[control]
  }

  private static func randomize(_ state: inout SessionState) {
    let menu = state.menu
    var current = 0
    for control in 0..<menu.count {
      current += state.selections[control] * menu.placeValues[control]
    }
    var drawn = Int(state.random.bounded(UInt64(menu.combinationCount - 1)))
    if drawn >= current { drawn += 1 }
    for control in 0..<menu.count {
      state.selections[control] = drawn / menu.placeValues[control] % menu.choiceCounts[control]
    }
  }
}
