package import MonsoonEvents

/// An applied event in sixteen bits, with whether its line had `t` and `sel`: kind in bits
/// 0–2, prompt 3–5, option 6–8, nav button 9–10, `t` bit 11, `sel` bit 12. An encoding of
/// ``Event``, not a second set of rules: ``event`` gives the event back.
///
/// Every event the reducer applies fits: menus have at most 8 prompts of at most 8 options.
/// `shrink` keeps its logs in this form, for memory.
package struct PackedEvent: Hashable, Sendable {
  package let code: UInt16

  /// The bit set when the line had `t`.
  static let timeBit: UInt16 = 1 << 11
  /// The bit set when the line had `sel`.
  static let selBit: UInt16 = 1 << 12

  package init(code: UInt16) {
    self.code = code
  }

  /// Packs an applied event.
  /// - Precondition: its prompt and option are below 8.
  package init(_ event: Event, hasTime: Bool, hasSel: Bool) {
    guard let packed = PackedEvent(packing: event, hasTime: hasTime, hasSel: hasSel) else {
      preconditionFailure("only applied events can be packed")
    }
    self = packed
  }

  /// Packs an event, or `nil` when its prompt or option is not below 8 (no menu has such a
  /// prompt or option: the reducer rejects the event).
  package init?(packing event: Event, hasTime: Bool, hasSel: Bool) {
    var (prompt, option, button) = (0, 0, 0)
    switch event {
    case .tap(let tapped): prompt = tapped
    case .select(let selected, let chosen): (prompt, option) = (selected, chosen)
    case .randomize, .go, .back: break
    case .nav(let tapped): button = tapped.index
    }
    guard UInt(bitPattern: prompt) < 8, UInt(bitPattern: option) < 8 else { return nil }
    code =
      UInt16(truncatingIfNeeded: event.kind.index) | UInt16(truncatingIfNeeded: prompt) << 3
      | UInt16(truncatingIfNeeded: option) << 6 | UInt16(truncatingIfNeeded: button) << 9
      | (hasTime ? Self.timeBit : 0) | (hasSel ? Self.selBit : 0)
  }

  /// The same event with other flags: how an invented event inherits the line it replaces.
  package init(_ event: Event, flagsOf original: PackedEvent) {
    self.init(event, hasTime: original.hasTime, hasSel: original.hasSel)
  }

  package var hasTime: Bool { code & Self.timeBit != 0 }
  package var hasSel: Bool { code & Self.selBit != 0 }

  /// The event the code holds (the two unused kind numbers read as taps).
  package var event: Event {
    let kinds = EventKind.allCases
    let kindIndex = Int(truncatingIfNeeded: code & 7)
    let prompt = Int(truncatingIfNeeded: code &>> 3 & 7)
    switch kindIndex < kinds.count ? kinds[kindIndex] : .tap {
    case .tap: return .tap(prompt: prompt)
    case .select: return .select(prompt: prompt, option: Int(truncatingIfNeeded: code &>> 6 & 7))
    case .randomize: return .randomize
    case .go: return .go
    case .back: return .back
    case .nav: return .nav(NavButton.allCases[Int(truncatingIfNeeded: code &>> 9 & 3)])
    }
  }
}
