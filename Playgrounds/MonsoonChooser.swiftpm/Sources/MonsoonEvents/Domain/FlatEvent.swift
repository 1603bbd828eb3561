/// An ``Event`` as the reducer reads it: the kind and the operands as plain fields.
///
/// The log reader decodes every line into this form, and ``SessionReducer`` folds it without a
/// branch per kind, so a random mix of kinds costs no mispredicted dispatch. It holds exactly
/// what the event holds: ``event`` gives back the same event, whatever the operands' values.
struct FlatEvent: Hashable, Sendable {
  /// The event's type.
  let kind: EventKind
  /// The prompt of a tap or select; 0 for every other kind.
  let prompt: Int
  /// The option of a select; 0 for every other kind.
  let option: Int
  /// The button of a nav; ``NavButton/search`` for every other kind.
  let button: NavButton

  /// The flat form of `event`.
  @inline(__always)
  init(_ event: Event) {
    switch event {
    case .tap(let prompt): self.init(kind: .tap, prompt: prompt)
    case .select(let prompt, let option): self.init(kind: .select, prompt: prompt, option: option)
    case .randomize: self.init(kind: .randomize)
    case .go: self.init(kind: .go)
    case .back: self.init(kind: .back)
    case .nav(let button): self.init(kind: .nav, button: button)
    }
  }

  @inline(__always)
  private init(
    kind: EventKind, prompt: Int = 0, option: Int = 0, button: NavButton = .search
  ) {
    self.kind = kind
    self.prompt = prompt
    self.option = option
    self.button = button
  }

  /// The event this flat form holds.
  var event: Event {
    switch kind {
    case .tap: .tap(prompt: prompt)
    case .select: .select(prompt: prompt, option: option)
    case .randomize: .randomize
    case .go: .go
    case .back: .back
    case .nav: .nav(button)
    }
  }
}
