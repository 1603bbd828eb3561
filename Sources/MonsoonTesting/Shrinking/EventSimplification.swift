import MonsoonEvents

/// One way to say an event more simply, tried by ``LogShrinker`` once no event can be deleted:
/// the events that take its place (and, for a run, the place of the events just before it).
///
/// Each rule makes a log strictly simpler in one order — fewer Randomize, then fewer events,
/// then fewer taps, then smaller choice and button numbers — so simplifying always ends.
/// The rules, in the order they are tried:
/// 1. A visit to the detail screen goes: `go` then `back` are both removed.
/// 2. A run of taps and selects on one control becomes one select of the choice it ends on.
/// 3. Randomize becomes the selects that give the same selections.
/// 4. A tap becomes the select of the choice it lands on.
/// 5. A select picks a lower choice; a nav tap an earlier button.
struct EventSimplification {
  /// How many events just before the simplified one it replaces too.
  let replacesEarlier: Int
  /// The events that take their place.
  let events: [Event]

  /// Every simplification of `event`, in the order to try them.
  /// - Parameters:
  ///   - event: the event to simplify.
  ///   - before: the state before it.
  ///   - after: the state after it.
  ///   - earlier: the events before it that may be replaced with it, nearest first.
  static func all(
    of event: Event, before: SessionState, after: SessionState, earlier: some Sequence<Event>
  ) -> [EventSimplification] {
    var found: [EventSimplification] = []
    var earlierEvents = earlier.makeIterator()
    let previous = earlierEvents.next()
    if event == .back, previous == .go {
      found.append(EventSimplification(replacesEarlier: 1, events: []))
    }
    if let control = event.settledControl, previous?.settledControl == control {
      var run = 1
      while earlierEvents.next()?.settledControl == control { run += 1 }
      let choice = after.selections[control]
      found.append(
        EventSimplification(
          replacesEarlier: run, events: [.select(control: control, choice: choice)]))
    }
    switch event {
    case .randomize:
      let selects = after.selections.indices.filter {
        after.selections[$0] != before.selections[$0]
      }
      .map { Event.select(control: $0, choice: after.selections[$0]) }
      found.append(EventSimplification(replacesEarlier: 0, events: selects))
    case .tap(let control):
      found.append(
        EventSimplification(
          replacesEarlier: 0,
          events: [.select(control: control, choice: after.selections[control])]))
    case .select(let control, let choice):
      for lower in 0..<choice {
        found.append(
          EventSimplification(
            replacesEarlier: 0, events: [.select(control: control, choice: lower)]))
      }
    case .nav(let button):
      for earlierButton in NavButton.allCases.prefix(while: { $0 != button }) {
        found.append(EventSimplification(replacesEarlier: 0, events: [.nav(earlierButton)]))
      }
    case .go, .back:
      break
    }
    return found
  }
}

extension Event {
  /// The control a tap or select sets; `nil` for other events.
  fileprivate var settledControl: Int? {
    switch self {
    case .tap(let control), .select(let control, _): control
    default: nil
    }
  }
}
