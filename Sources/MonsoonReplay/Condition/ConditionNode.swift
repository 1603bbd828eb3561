import MonsoonEvents

/// A parsed condition: a tree evaluated without allocating.
indirect enum ConditionNode: Hashable, Sendable {
  case or(ConditionNode, ConditionNode)
  case and(ConditionNode, ConditionNode)
  case not(ConditionNode)
  /// The prompt's selection is (or is not) one of the options whose bits are set.
  case option(prompt: Int, options: UInt16, equal: Bool)
  /// The screen is (or is not) this one.
  case screen(Screen, equal: Bool)
  /// The state's seq compares so with the value.
  case seq(Comparison, Int)
  /// The button's tap count compares so with the value.
  case nav(NavButton, Comparison, Int)

  /// Whether the node holds in a state of the menu it was parsed for.
  func evaluate(_ state: SessionState) -> Bool {
    switch self {
    case .or(let left, let right):
      left.evaluate(state) || right.evaluate(state)
    case .and(let left, let right):
      left.evaluate(state) && right.evaluate(state)
    case .not(let operand):
      !operand.evaluate(state)
    case .option(let prompt, let options, let equal):
      (options & (1 << UInt16(state.selections[prompt])) != 0) == equal
    case .screen(let screen, let equal):
      (state.screen == screen) == equal
    case .seq(let comparison, let value):
      comparison.holds(state.seq, value)
    case .nav(let button, let comparison, let value):
      comparison.holds(state.navTaps[button], value)
    }
  }
}
