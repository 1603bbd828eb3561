package import MonsoonEvents

/// Something the user did on the chooser or the detail screen, as a view reports it.
package enum ChooserAction: Hashable, Sendable {
  /// The user chose the option at index `option` of the prompt at index `prompt` on its
  /// ring: a tap moved the ring on by one, or a picker set it directly.
  case choose(prompt: Int, option: Int)
  /// VoiceOver's swipe up on a prompt's ring.
  case increment(prompt: Int)
  /// VoiceOver's swipe down on a prompt's ring.
  case decrement(prompt: Int)
  /// Randomize was tapped.
  case randomize
  /// Go was tapped.
  case go
  /// Back was tapped (or the detail screen was dismissed).
  case back
  /// A navigation bar button was tapped.
  case nav(NavButton)

  /// The event that records this action in `state`: a ring moved on by exactly one option is
  /// a `tap` (what a tap does), any other change a `select`; a swipe down is a `select` of the
  /// previous option. An action on a prompt the state does not have becomes an event the
  /// reducer rejects.
  package func event(in state: SessionState) -> Event {
    switch self {
    case .choose(let prompt, let option):
      let next = RingAccessibility(prompt: prompt, in: state)?.nextOption
      return option == next ? .tap(prompt: prompt) : .select(prompt: prompt, option: option)
    case .increment(let prompt):
      return .tap(prompt: prompt)
    case .decrement(let prompt):
      let previous = RingAccessibility(prompt: prompt, in: state)?.previousOption
      return .select(prompt: prompt, option: previous ?? 0)
    case .randomize: return .randomize
    case .go: return .go
    case .back: return .back
    case .nav(let button): return .nav(button)
    }
  }
}
