public import MonsoonEvents

/// Something the user did on the chooser or the detail screen, as a view reports it.
public enum ChooserAction: Hashable, Sendable {
  /// A ring now shows `choice`: a tap moved it on by one, or a picker set it directly.
  case setChoice(control: Int, choice: Int)
  /// VoiceOver's swipe up on a ring.
  case increment(control: Int)
  /// VoiceOver's swipe down on a ring.
  case decrement(control: Int)
  /// Randomize was tapped.
  case randomize
  /// Go was tapped.
  case go
  /// Back was tapped (or the detail screen was dismissed).
  case back
  /// A navigation bar button was tapped.
  case nav(NavButton)

  /// The event that records this action in `state`: a ring moved on by exactly one choice is
  /// a `tap` (what a tap does), any other change a `select`; a swipe down is a `select` of the
  /// previous choice. An action on a ring the state does not have becomes an event the
  /// reducer rejects.
  public func event(in state: SessionState) -> Event {
    switch self {
    case .setChoice(let control, let choice):
      let next = RingAccessibility(control: control, in: state)?.nextChoice
      return choice == next ? .tap(control: control) : .select(control: control, choice: choice)
    case .increment(let control):
      return .tap(control: control)
    case .decrement(let control):
      let previous = RingAccessibility(control: control, in: state)?.previousChoice
      return .select(control: control, choice: previous ?? 0)
    case .randomize: return .randomize
    case .go: return .go
    case .back: return .back
    case .nav(let button): return .nav(button)
    }
  }
}
