import MonsoonEvents

extension SessionHistory.Step {
  /// What happened at this step, in a few words, such as `tap flavor → sweet`.
  public var label: String {
    guard let event else {
      return seq == 0 ? "start: every control on its first choice" : "no event (skipped)"
    }
    let menu = state.menu
    func chosen(_ control: Int) -> String {
      guard menu.prompts.indices.contains(control) else { return "control \(control)" }
      let prompt = menu.prompts[control]
      return "\(prompt.id) → \(prompt.choices[state.selections[control]])"
    }
    switch event {
    case .tap(let control): return "tap " + chosen(control)
    case .select(let control, _): return "select " + chosen(control)
    case .randomize: return "randomize"
    case .go: return "go to the detail screen"
    case .back: return "back to the chooser"
    case .nav(let button): return "nav \(button.rawValue)"
    }
  }

  /// The kind of step as the viewer styles it: `start`, `skipped`, or the event's type.
  public var kind: String {
    guard let event else { return seq == 0 ? "start" : "skipped" }
    return event.kind.rawValue
  }
}
