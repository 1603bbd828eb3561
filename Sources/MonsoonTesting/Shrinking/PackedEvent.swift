import MonsoonEvents

/// An applied event in sixteen bits, with whether its line had `t` and `sel`: kind in bits
/// 0–2, control 3–5, choice 6–8, nav button 9–10, `t` bit 11, `sel` bit 12.
///
/// Every event the reducer applies fits: menus have at most 8 prompts of at most 8 choices.
struct PackedEvent: Hashable {
  let code: UInt16

  init(code: UInt16) {
    self.code = code
  }

  /// Packs an applied event.
  /// - Precondition: its control and choice are below 8.
  init(_ event: Event, hasTime: Bool, hasSel: Bool) {
    let flat = FlatEvent(event)
    precondition(
      (0..<8).contains(flat.control) && (0..<8).contains(flat.choice),
      "only applied events can be packed")
    let kind = UInt16(EventKind.allCases.firstIndex(of: flat.kind) ?? 0)
    let button = UInt16(NavButton.allCases.firstIndex(of: flat.button) ?? 0)
    code =
      kind | UInt16(flat.control) << 3 | UInt16(flat.choice) << 6 | button << 9
      | (hasTime ? 1 << 11 : 0) | (hasSel ? 1 << 12 : 0)
  }

  /// The same event with other flags: how an invented event inherits the line it replaces.
  init(_ event: Event, flagsOf original: PackedEvent) {
    self.init(event, hasTime: original.hasTime, hasSel: original.hasSel)
  }

  var hasTime: Bool { code & 1 << 11 != 0 }
  var hasSel: Bool { code & 1 << 12 != 0 }

  /// The event, in the form the reducer folds.
  var flatEvent: FlatEvent { Self.flatEvents[Int(code & 0x7ff)] }

  var event: Event { flatEvent.event }

  /// Every packable event by its low eleven bits (the two unused kind numbers read as taps).
  static let flatEvents: [FlatEvent] = (0..<2048).map { bits in
    let kinds = EventKind.allCases
    let buttons = NavButton.allCases
    let kindIndex = bits & 7
    let control = bits >> 3 & 7
    let choice = bits >> 6 & 7
    let button = buttons[bits >> 9 & 3]
    let event: Event
    switch kindIndex < kinds.count ? kinds[kindIndex] : .tap {
    case .tap: event = .tap(control: control)
    case .select: event = .select(control: control, choice: choice)
    case .randomize: event = .randomize
    case .go: event = .go
    case .back: event = .back
    case .nav: event = .nav(button)
    }
    return FlatEvent(event)
  }
}
