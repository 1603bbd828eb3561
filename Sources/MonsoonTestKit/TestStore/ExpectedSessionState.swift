public import MonsoonEvents
import MonsoonReplay

/// A session state as a test expects it, every field writable: what the closure of
/// ``SessionTestStore/send(_:sourceLocation:_:)`` edits to say how an event changes the state.
///
/// The real `SessionState` changes only through the reducer; this mirror exists so that a
/// test can write down the state it expects without opening the real one to other changes.
///
/// ```swift
/// store.send(.tap(prompt: 1)) {
///   $0[prompt: "flavor"] = "sweet"       // by prompt id and option text
/// }
/// store.send(.select(prompt: 5, option: 4)) {
///   $0.selections[5] = 4                 // or by prompt and option index
/// }
/// ```
public struct ExpectedSessionState: Hashable, Sendable {
  /// The menu (not writable: no event changes it).
  public let menu: ChooserMenu
  /// The screen.
  public var screen: Screen
  /// The option index of every prompt, prompt 0 first.
  public var selections: [Int]
  /// The nav tap counts.
  public var navTaps: NavTapCounts
  /// The seq of the last applied event.
  public var seq: Int
  /// The generator the next Randomize draws from.
  package var random: Xoshiro256StarStar
  /// Misuses of ``subscript(prompt:)`` to report: an unknown prompt or option.
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
      guard let prompt = menu.index(ofPrompt: id), selections.indices.contains(prompt) else {
        return "(none)"
      }
      let options = menu.prompts[prompt].options
      let index = selections[prompt]
      return options.indices.contains(index) ? options[index] : "option \(index)"
    }
    set {
      guard let prompt = menu.index(ofPrompt: id) else {
        mistakes.append(
          "the menu has no prompt '\(id)'; its prompts: "
            + menu.prompts.map(\.id).joined(separator: ", "))
        return
      }
      guard let option = menu.prompts[prompt].options.firstIndex(of: newValue) else {
        mistakes.append(
          "prompt '\(id)' has no option '\(newValue)'; its options: "
            + menu.prompts[prompt].options.joined(separator: ", "))
        return
      }
      if selections.indices.contains(prompt) { selections[prompt] = option }
    }
  }
}
