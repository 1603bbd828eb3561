public import MonsoonEvents

/// A session state as a test expects it, every field writable: what the closure of
/// ``SessionTestStore/send(_:sourceLocation:_:)`` edits to say how an event changes the state.
///
/// The real ``SessionState`` changes only through the reducer; this mirror exists so that a
/// test can write down the state it expects without opening the real one to other changes.
///
/// ```swift
/// store.send(.tap(control: 1)) {
///   $0[prompt: "flavor"] = "sweet"       // by prompt id and choice text
/// }
/// store.send(.select(control: 5, choice: 4)) {
///   $0.selections[5] = 4                 // or by control and choice index
/// }
/// ```
public struct ExpectedSessionState: Hashable, Sendable {
  /// The menu (not writable: no event changes it).
  public let menu: ChooserMenu
  /// The screen.
  public var screen: Screen
  /// The choice index of every control, control 0 first.
  public var selections: [Int]
  /// The nav tap counts.
  public var navTaps: NavTapCounts
  /// The seq of the last applied event.
  public var seq: Int
  /// The generator the next Randomize draws from.
  public var random: Xoshiro256StarStar
  /// Misuses of ``subscript(prompt:)`` to report: an unknown prompt or choice.
  private(set) var mistakes: [String] = []

  /// The mirror of a state.
  public init(_ state: SessionState) {
    menu = state.menu
    screen = state.screen
    selections = Array(state.selections)
    navTaps = state.navTaps
    seq = state.seq
    random = state.random
  }

  /// The chosen option's text of the prompt with this id, such as `$0[prompt: "flavor"]`.
  ///
  /// Setting an id the menu does not have, or a text the prompt does not offer, changes
  /// nothing and is reported as a mistake in the test.
  public subscript(prompt id: String) -> String {
    get {
      guard let control = menu.index(ofPrompt: id), selections.indices.contains(control) else {
        return "(none)"
      }
      let choices = menu.prompts[control].choices
      let index = selections[control]
      return choices.indices.contains(index) ? choices[index] : "choice \(index)"
    }
    set {
      guard let control = menu.index(ofPrompt: id) else {
        mistakes.append(
          "the menu has no prompt '\(id)'; its prompts: "
            + menu.prompts.map(\.id).joined(separator: ", "))
        return
      }
      guard let choice = menu.prompts[control].choices.firstIndex(of: newValue) else {
        mistakes.append(
          "prompt '\(id)' has no choice '\(newValue)'; its choices: "
            + menu.prompts[control].choices.joined(separator: ", "))
        return
      }
      if selections.indices.contains(control) { selections[control] = choice }
    }
  }
}
