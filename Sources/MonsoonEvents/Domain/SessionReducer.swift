/// The only way a ``SessionState`` changes: a pure fold of events.
///
/// ``reduce(_:_:)`` states the rules of docs/log-format.md (section 4) as plainly as they are
/// written there, and is the only place they live: every replay, the store and the shrinker
/// apply events through it.
public enum SessionReducer {
  /// Applies one event to the state, or refuses it and leaves the state exactly as it was.
  ///
  /// An applied event increases ``SessionState/seq`` by one. Randomize makes one bounded draw
  /// from the state's generator and moves, under the rules of the state's
  /// `SessionState.formatVersion`, to a uniformly chosen combination in which every prompt
  /// has a new option (version 2) or to any combination but the current one (version 1). The
  /// reducer never traps, whatever the event.
  /// - Throws: ``Rejection`` saying why the event is not possible in this state.
  /// - Complexity: O(1) for every event but Randomize, which is O(number of prompts).
  public static func reduce(_ state: inout SessionState, _ event: Event) throws(Rejection) {
    let menu = state.menu
    let screen: Screen = event == .back ? .detail : .chooser
    guard state.screen == screen else { throw .wrongScreen(event.kind, state.screen) }
    switch event {
    case .tap(let prompt):
      let options = try optionCount(of: prompt, in: menu)
      let next = state.selections[prompt] + 1
      state.selections[prompt] = next == options ? 0 : next  // the last option wraps to the first
    case .select(let prompt, let option):
      let options = try optionCount(of: prompt, in: menu)
      guard (0..<options).contains(option) else {
        throw .optionOutOfRange(prompt: prompt, option: option, optionCount: options)
      }
      state.selections[prompt] = option
    case .randomize:
      randomize(&state)
    case .go:
      state.screen = .detail
    case .back:
      state.screen = .chooser
    case .nav(let button):
      state.navTaps[button] &+= 1
    }
    state.seq &+= 1
  }

  /// The number of options of a prompt of the menu.
  /// - Throws: ``Rejection/promptOutOfRange(prompt:promptCount:)`` when the menu has no
  ///   such prompt.
  private static func optionCount(of prompt: Int, in menu: ChooserMenu) throws(Rejection)
    -> Int
  {
    guard (0..<menu.count).contains(prompt) else {
      throw .promptOutOfRange(prompt: prompt, promptCount: menu.count)
    }
    return menu.optionCounts[prompt]
  }

  /// Randomize: one bounded draw, whatever the version.
  private static func randomize(_ state: inout SessionState) {
    switch state.formatVersion {
    case .version1: randomizeToAnyOtherCombination(&state)
    case .version2: randomizeEveryPrompt(&state)
    }
  }

  /// Version 1: every combination but the current one is equally likely. One draw among the
  /// others, stepping over the current one.
  private static func randomizeToAnyOtherCombination(_ state: inout SessionState) {
    let menu = state.menu
    let current = menu.combination(of: state.selections)
    var drawn = state.random.bounded(UInt64(menu.combinationCount - 1))
    if drawn >= current { drawn += 1 }
    state.selections = menu.selections(ofCombination: drawn)
  }

  /// Version 2: every prompt moves to one of its other options, every such combination equally
  /// likely. One draw among them: a mixed-radix number whose digit for a prompt of n options
  /// (0 to n - 2, prompt 0 the most significant) is how many options past the next one it
  /// moves.
  private static func randomizeEveryPrompt(_ state: inout SessionState) {
    let menu = state.menu
    let move = state.random.bounded(UInt64(menu.moveCount))
    state.selections = menu.selections(moving: state.selections, by: move)
  }
}
