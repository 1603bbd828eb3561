// package import MonsoonEvents

/// What VoiceOver says and does for one prompt's ring: an adjustable element whose label is
/// the prompt and whose value is the current choice; swiping up or down cycles the options.
///
/// It has no hint: VoiceOver itself says how to adjust an adjustable element, and a hint
/// would say it again.
struct RingAccessibility: Hashable, Sendable {
  /// The prompt, such as `flavor`.
  let label: String
  /// The selected choice, such as `sweet`.
  let value: String
  /// The index of the option a swipe up chooses: the next one, wrapping around, as a tap does.
  let nextOption: Int
  /// The index of the option a swipe down chooses: the previous one, wrapping around.
  let previousOption: Int

  /// The element of the prompt at index `prompt` in `state`, or `nil` when the state has no
  /// such prompt.
  init?(prompt: Int, in state: SessionState) {
    let prompts = state.menu.prompts
    guard prompts.indices.contains(prompt), state.selections.indices.contains(prompt) else {
      return nil
    }
    let options = prompts[prompt].options
    let selected = state.selections[prompt]
    label = prompts[prompt].id
    value = options.indices.contains(selected) ? options[selected] : ""
    nextOption = Cycle.next.option(after: selected, count: options.count)
    previousOption = Cycle.previous.option(after: selected, count: options.count)
  }

  /// A step around a ring: a tap or a swipe up goes to the next option, a swipe down to the
  /// previous one; both wrap around.
  enum Cycle: Hashable, Sendable {
    /// The next option, clockwise: after the last comes the first.
    case next
    /// The previous option: before the first comes the last.
    case previous

    /// The index of the option this step leads to from option `index` among `count` options
    /// (0 when there are none).
    func option(after index: Int, count: Int) -> Int {
      guard count > 0 else { return 0 }
      let step = self == .next ? 1 : count - 1
      return ((index % count + count) % count + step) % count
    }
  }
}
