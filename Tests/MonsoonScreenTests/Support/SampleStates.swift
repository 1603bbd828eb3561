import MonsoonEvents
import MonsoonTesting

/// States of the built-in sample session, replayed with the library.
enum SampleStates {
  /// The state after event `seq` of the sample (0: the initial state).
  static func state(at seq: Int) throws -> SessionState {
    let reader = try LogReader(MemoryByteSource(SampleSession.log))
    return try LogReplayer.replay(reader, mode: .strict, through: seq) { _ in }.replayer.state
  }

  /// A state of `menu` with every control on its last choice, on `screen`.
  static func lastChoices(_ menu: ChooserMenu, on screen: Screen) throws -> SessionState {
    var state = SessionState(menu: menu, seed: 7)
    for (control, count) in menu.optionCounts.enumerated() {
      try SessionReducer.reduce(&state, .select(prompt: control, option: count - 1))
    }
    if screen == .detail { try SessionReducer.reduce(&state, .go) }
    return state
  }
}
