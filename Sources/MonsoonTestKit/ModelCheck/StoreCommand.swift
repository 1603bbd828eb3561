public import MonsoonEvents
public import MonsoonTesting

/// One step of a sequential model check of a store.
public enum StoreCommand: Hashable, Sendable, CustomStringConvertible {
  /// Sends an event (one the screen may reject).
  case send(Event)
  /// Hands buffered lines to the file.
  case flush
  /// Closes the store and opens the file again, resuming the session.
  case reopen
  /// Stops as a crash of the machine would: the file keeps what it had on stable storage
  /// and any part of what came after, cut at a point `keep` thousandths of the way through
  /// that unsynced tail (a torn last line when the cut falls inside one), and is reopened.
  case crash(keep: Int)

  /// The command as the report of a failure shows it.
  public var description: String {
    switch self {
    case .send(let event): "send(\(event.words(menu: .standard)))"
    case .flush: "flush"
    case .reopen: "reopen"
    case .crash(let keep): "crash(keep \(keep)‰ of the unsynced tail)"
    }
  }
}

extension Generator where Value == Event {
  /// Events for a store, valid or not: taps and selects of controls and choices that may not
  /// exist, Randomize, Go, Back on either screen, nav taps. A counter-example shrinks toward
  /// a tap of control 0.
  public static var storeEvents: Generator<Event> {
    .weighted([
      (6, Generator<Int>.integers(in: 0...7).map { Event.tap(control: $0) }),
      (
        3,
        Generator<Int>.integers(in: 0...6).zip(.integers(in: 0...5)).map {
          Event.select(control: $0, choice: $1)
        }
      ),
      (2, .constant(.randomize)),
      (2, .constant(.go)),
      (2, .constant(.back)),
      (2, Generator<NavButton>.element(of: NavButton.allCases).map { Event.nav($0) }),
    ])
  }
}

extension Generator where Value == StoreCommand {
  /// Sequential commands: mostly sends, with flushes, reopens and crashes. A counter-example
  /// shrinks toward sends.
  public static var storeCommands: Generator<StoreCommand> {
    .weighted([
      (40, Generator<Event>.storeEvents.map { StoreCommand.send($0) }),
      (2, .constant(.flush)),
      (3, .constant(.reopen)),
      (3, Generator<Int>.integers(in: 0...1_000).map { StoreCommand.crash(keep: $0) }),
    ])
  }
}
