extension SessionReducer {
  /// Applies one event in its flat form: the same rules, the same result and the same
  /// rejections as ``reduce(_:_:)-(_,Event)``, computed for replay speed.
  ///
  /// Every kind but Randomize takes the same branch-free path: each kind's effect is computed
  /// and only the event's own is kept, so folding a random mix of kinds costs no mispredicted
  /// dispatch. FlatReducerTests holds it equal to the plain reducer and to the spec's.
  /// - Throws: ``Rejection`` saying why the event is not possible in this state.
  /// - Complexity: O(1) for every event but Randomize, which is O(number of prompts).
  @inline(__always)
  static func reduce(_ state: inout SessionState, _ event: FlatEvent) throws(Rejection) {
    let kind = event.kind
    guard (kind == .back) != (state.screen == .chooser) else {
      throw .wrongScreen(kind, state.screen)
    }
    if kind == .randomize {
      randomize(&state)
    } else {
      try applyWithoutDrawing(&state, event)
    }
    state.seq &+= 1
  }

  /// Tap, select, go, back and nav, computed for every kind and kept only for this one.
  @inline(__always)
  private static func applyWithoutDrawing(
    _ state: inout SessionState, _ event: FlatEvent
  ) throws(Rejection) {
    let kind = event.kind
    let isTap = kind == .tap
    let isSelect = kind == .select
    let promptCount = state.menu.count
    guard !(isTap || isSelect) || UInt(bitPattern: event.prompt) < UInt(promptCount) else {
      throw .promptOutOfRange(prompt: event.prompt, promptCount: promptCount)
    }
    let slot = event.prompt & 7
    let count = state.menu.optionCount(unchecked: slot)
    guard !isSelect || UInt(bitPattern: event.option) < UInt(count) else {
      throw .optionOutOfRange(prompt: event.prompt, option: event.option, optionCount: count)
    }
    let next = state.selections.unchecked(slot) &+ 1
    let tapped = next == count ? 0 : next
    let chosen = state.selections.replacing(slot, with: isTap ? tapped : event.option)
    state.selections = isTap || isSelect ? chosen : state.selections
    state.screen = kind == .go ? .detail : (kind == .back ? .chooser : state.screen)
    state.navTaps.add(kind == .nav ? 1 : 0, to: event.button)
  }
}
