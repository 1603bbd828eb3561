@testable import MonsoonEvents

/// The reducer as docs/log-format.md states it, written as plainly as possible (a case per
/// kind, divisions for Randomize): the oracle the fast reducer is checked against.
enum SpecReducer {
  /// Applies `event` as the spec says, or throws the rejection it names.
  static func reduce(_ state: inout SessionState, _ event: Event) throws(Rejection) {
    let menu = state.menu
    let expectedScreen: Screen = event == .back ? .detail : .chooser
    guard state.screen == expectedScreen else { throw .wrongScreen(event.kind, state.screen) }
    switch event {
    case .tap(let control):
      guard (0..<menu.count).contains(control) else {
        throw .promptOutOfRange(prompt: control, promptCount: menu.count)
      }
      state.selections[control] = (state.selections[control] + 1) % menu.optionCounts[control]
    case .select(let control, let choice):
      guard (0..<menu.count).contains(control) else {
        throw .promptOutOfRange(prompt: control, promptCount: menu.count)
      }
      guard (0..<menu.optionCounts[control]).contains(choice) else {
        throw .optionOutOfRange(
          prompt: control, option: choice, optionCount: menu.optionCounts[control])
      }
      state.selections[control] = choice
    case .randomize:
      let current = Array(state.selections)
      let digits: [Int]
      switch state.formatVersion {
      case .version1:
        let draw = state.random.bounded(UInt64(menu.combinationCount - 1))
        digits = randomized(current, counts: menu.optionCounts, draw: draw)
      case .version2:
        let draw = state.random.bounded(UInt64(menu.optionCounts.map { $0 - 1 }.reduce(1, *)))
        digits = renewed(current, counts: menu.optionCounts, draw: draw)
      }
      for (control, digit) in digits.enumerated() { state.selections[control] = digit }
    case .go:
      state.screen = .detail
    case .back:
      state.screen = .chooser
    case .nav(let button):
      state.navTaps[button] += 1
    }
    state.seq += 1
  }

  /// The spec's Randomize: the combination numbered `draw`, counting from 0 and skipping the
  /// current one, with control 0 the most significant digit.
  static func randomized(_ selections: [Int], counts: [Int], draw: UInt64) -> [Int] {
    let weights = placeValues(counts)
    let current = zip(selections, weights).reduce(0) { $0 + $1.0 * $1.1 }
    var drawn = Int(draw)
    if drawn >= current { drawn += 1 }
    return digits(of: drawn, counts: counts)
  }

  /// The spec's Randomize of version 2: `draw` is a number whose mixed-radix digits (base
  /// options - 1 for each control, control 0 the most significant) say how many options past
  /// the next one each control moves.
  static func renewed(_ selections: [Int], counts: [Int], draw: UInt64) -> [Int] {
    let steps = digits(of: Int(draw), counts: counts.map { $0 - 1 })
    return counts.indices.map { (selections[$0] + 1 + steps[$0]) % counts[$0] }
  }

  /// The mixed-radix digits of `combination`, control 0 first.
  static func digits(of combination: Int, counts: [Int]) -> [Int] {
    let weights = placeValues(counts)
    return counts.indices.map { combination / weights[$0] % counts[$0] }
  }

  private static func placeValues(_ counts: [Int]) -> [Int] {
    var weights = [Int](repeating: 1, count: counts.count)
    for index in counts.indices.dropLast().reversed() {
      weights[index] = weights[index + 1] * counts[index + 1]
    }
    return weights
  }
}
