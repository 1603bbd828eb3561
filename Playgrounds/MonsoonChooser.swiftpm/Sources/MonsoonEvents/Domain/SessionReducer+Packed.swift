extension SessionReducer {
  /// What each event does on one menu, by its ``PackedEvent`` code: the rules of
  /// ``reduce(_:_:)-(_,Event)`` laid out as a table, so that folding a packed event asks no
  /// question about its kind (docs/performance.md). ``apply(_:to:)`` reads it; the property
  /// test "the packed fold agrees with the reducer" (PackedFoldTests) holds the two equal on
  /// every generated session and on every code.
  struct Transitions: Sendable {
    private let storage: Storage

    /// The table of `menu`.
    init(menu: ChooserMenu) {
      storage = Storage(menu: menu)
    }

    /// One entry per code of eleven bits (kind, prompt, option, button), read by a fold
    /// without a reference count per event; valid while this table lives.
    var entries: UnsafePointer<Transition> { UnsafePointer(storage.entries) }

    /// The entries' memory: written once, when it is made, then only read.
    private final class Storage: @unchecked Sendable {
      // Unchecked, and sound: `entries` is written only in `init`, before the table can be
      // shared, and only read after.
      let entries: UnsafeMutablePointer<Transition>

      init(menu: ChooserMenu) {
        entries = .allocate(capacity: 2048)
        for code in 0..<2048 {
          (entries + code).initialize(to: Transition(code: UInt16(code), menu: menu))
        }
      }

      deinit {
        entries.deallocate()
      }
    }
  }

  /// One event's effect: on the screen, the selections and the navigation taps.
  struct Transition {
    /// The selections' byte the event sets (tap, select), else 0.
    var mask: UInt64 = 0
    /// The screen the event needs, as ``Screen/code``; ``never`` when the menu rejects it
    /// whatever the state (a prompt or option the menu does not have, a code of no kind).
    var screen: UInt8 = Transition.never
    /// The screen after it.
    var after: UInt8 = 0
    /// Eight times the prompt (tap, select).
    var shift: UInt8 = 0
    /// The option each option of the prompt leads to, a byte each, by the option (tap,
    /// select): for a tap the next, 0 after the last; for a select its option, whatever the
    /// option before. So the fold finds the new option with a shift, asking neither the kind
    /// nor whether a tap wraps: on a random mix of taps and selects the compiler made both
    /// questions branches, mispredicted.
    var successors: UInt64 = 0
    /// Whether it is Randomize.
    var isRandomize = false
    /// The taps it adds to each button, a byte each in the bar's order (``NavButton/index``):
    /// 1 in the tapped button's byte for nav, else 0. Added to every count, for the same
    /// reason.
    var navTaps: UInt32 = 0

    static let never: UInt8 = 0xFF

    init(code: UInt16, menu: ChooserMenu) {
      let kindIndex = Int(code & 7)
      guard kindIndex < EventKind.allCases.count else { return }
      let event = PackedEvent(code: code).flatEvent
      let prompt = event.prompt
      switch event.kind {
      case .tap, .select:
        guard prompt < menu.count else { return }
        let options = menu.optionCounts[prompt]
        guard event.kind == .tap || event.option < options else { return }
        mask = 0xFF << (8 * UInt64(prompt))
        shift = UInt8(8 * prompt)
        for before in 0..<options {
          let after = event.kind == .tap ? (before + 1) % options : event.option
          successors |= UInt64(after) << (8 * UInt64(before))
        }
      case .randomize:
        isRandomize = true
      case .nav:
        navTaps = 1 << (8 * UInt32(event.button.index))
      case .go, .back:
        break
      }
      screen = (event.kind == .back ? Screen.detail : .chooser).code
      after = (event.kind == .go ? Screen.detail : .chooser).code
    }
  }

  /// Applies a packed event with the table of the state's menu, when the reducer would apply
  /// it: the same state as ``reduce(_:_:)-(_,Event)`` gives, Randomize by ``randomize(_:)``,
  /// the one place its rule is written.
  /// - Returns: `false`, with the state unchanged, for an event the reducer rejects; the
  ///   caller then asks the reducer why.
  /// - Precondition: `transitions` is the table of `state.menu`.
  @inline(__always)
  static func apply(
    _ event: PackedEvent, to state: inout SessionState, _ transitions: Transitions
  ) -> Bool {
    apply(event, to: &state, transitions.entries)
  }

  /// ``apply(_:to:_:)`` with the table's entries at hand, for a fold over many events.
  @inline(__always)
  static func apply(
    _ event: PackedEvent, to state: inout SessionState, _ transitions: UnsafePointer<Transition>
  ) -> Bool {
    let transition = transitions[Int(event.code & 0x7FF)]
    guard transition.screen == state.screen.code else { return false }
    if transition.isRandomize {
      randomize(&state)
    } else {
      let packed = state.selections.packed
      let shift = UInt64(transition.shift)
      let option = packed &>> shift & 0xFF
      let value = transition.successors &>> (option &<< 3) & 0xFF
      state.selections.packed = packed & ~transition.mask | value &<< shift & transition.mask
    }
    state.screen = Screen(code: transition.after)
    state.navTaps.add(bytes: transition.navTaps)
    state.seq &+= 1
    return true
  }
}

extension Screen {
  /// The screen as a byte, for tables.
  fileprivate var code: UInt8 { self == .chooser ? 0 : 1 }

  fileprivate init(code: UInt8) {
    self = code == 0 ? .chooser : .detail
  }
}
