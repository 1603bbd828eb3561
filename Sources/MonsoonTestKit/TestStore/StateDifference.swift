import MonsoonEvents

/// How some fields moved from one state to another, a line each: `flavor: savory -> sweet`.
struct StateDifference {
  /// One line per field of `only` that differs, in field order.
  let lines: [String]

  init(
    before: ExpectedSessionState, after: ExpectedSessionState,
    only fields: [ExpectedSessionState.Field]
  ) {
    lines = fields.filter { !before.agrees(on: $0, with: after) }.map { field in
      "\(Self.name(field, in: after)): \(Self.value(field, of: before)) -> "
        + Self.value(field, of: after)
    }
  }

  private static func name(_ field: ExpectedSessionState.Field, in state: ExpectedSessionState)
    -> String
  {
    switch field {
    case .seq: "seq"
    case .screen: "screen"
    case .selection(let prompt):
      state.menu.prompts.indices.contains(prompt) ? state.menu.prompts[prompt].id : "\(prompt)"
    case .nav(let button): "nav.\(button.rawValue)"
    case .random: "rng"
    }
  }

  private static func value(_ field: ExpectedSessionState.Field, of state: ExpectedSessionState)
    -> String
  {
    switch field {
    case .seq: String(state.seq)
    case .screen: state.screen.rawValue
    case .selection(let prompt):
      state.menu.prompts.indices.contains(prompt)
        ? state[prompt: state.menu.prompts[prompt].id] : "option \(state.selections[prompt])"
    case .nav(let button): String(state.navTaps[button])
    case .random:
      [state.random.s0, state.random.s1, state.random.s2, state.random.s3]
        .map { String($0, radix: 16) }.joined(separator: " ")
    }
  }
}
