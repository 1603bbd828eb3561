import MonsoonEvents

/// Every log one step simpler than a log: each single deletion and each single
/// simplification, enumerated here from the rules as docs state them (not from the shrinker's
/// own code), so that a test can check by brute force that a shrunk log is 1-minimal.
enum OneStepSimpler {
  /// The event lists one deletion or one simplification away from `events`; the ones the
  /// reducer rejects included (a test skips those).
  static func candidates(of events: [Event], header: LogHeader) -> [[Event]] {
    var candidates: [[Event]] = []
    var state = header.initialState
    for (position, event) in events.enumerated() {
      let before = state
      try? SessionReducer.reduce(&state, event)
      let after = state
      func replacing(_ count: Int, with replacement: [Event]) -> [Event] {
        var candidate = events
        candidate.replaceSubrange(position - count + 1...position, with: replacement)
        return candidate
      }
      candidates.append(replacing(1, with: []))
      if event == .back, position > 0, events[position - 1] == .go {
        candidates.append(replacing(2, with: []))
      }
      if let control = settledControl(of: event) {
        var run = 1
        while position - run >= 0, settledControl(of: events[position - run]) == control {
          run += 1
        }
        if run > 1 {
          candidates.append(
            replacing(run, with: [.select(control: control, choice: after.selections[control])]))
        }
      }
      switch event {
      case .randomize:
        let selects = (0..<after.menu.count).filter {
          after.selections[$0] != before.selections[$0]
        }.map { Event.select(control: $0, choice: after.selections[$0]) }
        candidates.append(replacing(1, with: selects))
      case .tap(let control):
        candidates.append(
          replacing(1, with: [.select(control: control, choice: after.selections[control])]))
      case .select(let control, let choice):
        for lower in 0..<choice {
          candidates.append(replacing(1, with: [.select(control: control, choice: lower)]))
        }
      case .nav(let button):
        for earlier in NavButton.allCases.prefix(while: { $0 != button }) {
          candidates.append(replacing(1, with: [.nav(earlier)]))
        }
      case .go, .back:
        break
      }
    }
    return candidates
  }

  /// The final state of `events` from the header's start, or `nil` when one is rejected.
  static func finalState(of events: [Event], header: LogHeader) -> SessionState? {
    var state = header.initialState
    for event in events {
      do {
        try SessionReducer.reduce(&state, event)
      } catch {
        return nil
      }
    }
    return state
  }

  private static func settledControl(of event: Event) -> Int? {
    switch event {
    case .tap(let control), .select(let control, _): control
    default: nil
    }
  }
}
