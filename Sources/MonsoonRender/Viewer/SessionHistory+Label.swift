import MonsoonEvents

extension SessionHistory.Step {
  /// What happened at this step, in a few words, such as `tap flavor → sweet`.
  package var label: String {
    guard let event else {
      return seq == 0 ? "start: first options" : "no event (skipped)"
    }
    let menu = state.menu
    func chosen(_ index: Int) -> String {
      guard menu.prompts.indices.contains(index) else { return "prompt \(index)" }
      let prompt = menu.prompts[index]
      return "\(prompt.id) → \(prompt.options[state.selections[index]])"
    }
    switch event {
    case .tap(let prompt): return "tap " + chosen(prompt)
    case .select(let prompt, _): return "select " + chosen(prompt)
    case .randomize: return "randomize"
    case .go: return "go to the detail screen"
    case .back: return "back to the chooser"
    case .nav(let button): return "nav \(button.rawValue)"
    }
  }

  /// The kind of step as the viewer styles it: `start`, `skipped`, or the event's type.
  package var kind: String {
    guard let event else { return seq == 0 ? "start" : "skipped" }
    return event.kind.rawValue
  }
}
