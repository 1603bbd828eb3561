public import MonsoonEvents

/// What VoiceOver says and does for one ring control: an adjustable element whose label is
/// the prompt and whose value is the current choice; swiping up or down cycles the choices.
public struct RingAccessibility: Hashable, Sendable {
  /// The prompt, such as `flavor`.
  public let label: String
  /// The selected choice, such as `sweet`.
  public let value: String
  /// How to change it.
  public let hint: String
  /// The choice a swipe up moves to: the next one, wrapping around, as a tap does.
  public let nextChoice: Int
  /// The choice a swipe down moves to: the previous one, wrapping around.
  public let previousChoice: Int

  /// The hint every ring has.
  public static let standardHint = "Swipe up or down to change the choice."

  /// The element of control `control` in `state`, or `nil` when the state has no such control.
  public init?(control: Int, in state: SessionState) {
    let prompts = state.menu.prompts
    guard prompts.indices.contains(control), state.selections.indices.contains(control) else {
      return nil
    }
    let choices = prompts[control].choices
    let selected = state.selections[control]
    label = prompts[control].id
    value = choices.indices.contains(selected) ? choices[selected] : ""
    hint = Self.standardHint
    nextChoice = Cycle.next.choice(after: selected, count: choices.count)
    previousChoice = Cycle.previous.choice(after: selected, count: choices.count)
  }

  /// A step around a ring: a tap or a swipe up goes to the next choice, a swipe down to the
  /// previous one; both wrap around.
  public enum Cycle: Hashable, Sendable {
    /// The next choice, clockwise: after the last comes the first.
    case next
    /// The previous choice: before the first comes the last.
    case previous

    /// The choice this step leads to from `index` among `count` choices (0 when there are
    /// none).
    public func choice(after index: Int, count: Int) -> Int {
      guard count > 0 else { return 0 }
      let step = self == .next ? 1 : count - 1
      return ((index % count + count) % count + step) % count
    }
  }
}
