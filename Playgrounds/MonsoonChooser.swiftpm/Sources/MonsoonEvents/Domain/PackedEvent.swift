/// An applied event in sixteen bits, with whether its line had `t` and `sel`: kind in bits
/// 0–2, prompt 3–5, option 6–8, nav button 9–10, `t` bit 11, `sel` bit 12.
///
/// Every event the reducer applies fits: menus have at most 8 prompts of at most 8 options.
/// `shrink` keeps its logs in this form, and the log reader's chunks
/// (``DecodedChunk``) hold the lines they decode in it.
struct PackedEvent: Hashable, Sendable {
  let code: UInt16

  /// The bit set when the line had `t`.
  static let timeBit: UInt16 = 1 << 11
  /// The bit set when the line had `sel`.
  static let selBit: UInt16 = 1 << 12

  init(code: UInt16) {
    self.code = code
  }

  /// Packs an applied event.
  /// - Precondition: its prompt and option are below 8.
  init(_ event: Event, hasTime: Bool, hasSel: Bool) {
    let flat = FlatEvent(event)
    guard let packed = PackedEvent(flat, hasTime: hasTime, hasSel: hasSel) else {
      preconditionFailure("only applied events can be packed")
    }
    self = packed
  }

  /// Packs an event in its flat form, or `nil` when its prompt or option is not below 8 (no
  /// menu has such a prompt or option: the reducer rejects the event).
  @inline(__always)
  init?(_ flat: FlatEvent, hasTime: Bool, hasSel: Bool) {
    guard UInt(bitPattern: flat.prompt) < 8, UInt(bitPattern: flat.option) < 8 else {
      return nil
    }
    code =
      UInt16(truncatingIfNeeded: flat.kind.index) | UInt16(truncatingIfNeeded: flat.prompt) << 3
      | UInt16(truncatingIfNeeded: flat.option) << 6
      | UInt16(truncatingIfNeeded: flat.button.index) << 9
      | (hasTime ? Self.timeBit : 0) | (hasSel ? Self.selBit : 0)
  }

  /// The same event with other flags: how an invented event inherits the line it replaces.
  init(_ event: Event, flagsOf original: PackedEvent) {
    self.init(event, hasTime: original.hasTime, hasSel: original.hasSel)
  }

  var hasTime: Bool { code & Self.timeBit != 0 }
  var hasSel: Bool { code & Self.selBit != 0 }

  /// Whether the event is a tap on a nav button.
  var isNav: Bool { Int(truncatingIfNeeded: code & 7) == EventKind.nav.index }

  /// The place of the nav button the event names (``NavButton/index``), read from its bits;
  /// 0 for an event of another kind.
  var buttonIndex: Int { Int(truncatingIfNeeded: code &>> 9 & 3) }

  /// The event, in the form the reducer folds.
  var flatEvent: FlatEvent { Self.flatEvents[Int(code & 0x7ff)] }

  var event: Event { flatEvent.event }

  /// Every packable event by its low eleven bits (the two unused kind numbers read as taps).
  static let flatEvents: [FlatEvent] = (0..<2048).map { bits in
    let kinds = EventKind.allCases
    let buttons = NavButton.allCases
    let kindIndex = bits & 7
    let prompt = bits >> 3 & 7
    let option = bits >> 6 & 7
    let button = buttons[bits >> 9 & 3]
    let event: Event
    switch kindIndex < kinds.count ? kinds[kindIndex] : .tap {
    case .tap: event = .tap(prompt: prompt)
    case .select: event = .select(prompt: prompt, option: option)
    case .randomize: event = .randomize
    case .go: event = .go
    case .back: event = .back
    case .nav: event = .nav(button)
    }
    return FlatEvent(event)
  }
}
