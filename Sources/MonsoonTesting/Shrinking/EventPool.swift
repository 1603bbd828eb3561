import MonsoonEvents

/// The events a log shrink works with: the log's own, then the ones simplification invents
/// (a select in place of a tap, say), each known by a 32-bit id.
struct EventPool {
  /// The log's own events, ids 0 to `log.count - 1`.
  let log: PackedLog
  /// Invented events, from id `log.count` on, with the id of the event each one replaced.
  private var invented: [(event: PackedEvent, origin: UInt32)] = []

  init(_ log: PackedLog) {
    precondition(log.count < Int(UInt32.max), "too many events to shrink")
    self.log = log
  }

  func packed(_ id: UInt32) -> PackedEvent {
    let index = Int(id)
    return index < log.count
      ? PackedEvent(code: log.codes[index]) : invented[index - log.count].event
  }

  /// The event's `t`: its own, or the one of the event it replaced.
  func time(_ id: UInt32) -> Int? {
    let original = origin(id)
    return packed(id).hasTime ? log.times[original] : nil
  }

  /// The index of the log event this event is, or was invented to replace.
  func origin(_ id: UInt32) -> Int {
    var id = id
    while Int(id) >= log.count { id = invented[Int(id) - log.count].origin }
    return Int(id)
  }

  /// The event with this id.
  @inline(__always)
  func event(_ id: UInt32) -> Event {
    packed(id).event
  }

  func isInvented(_ id: UInt32) -> Bool { Int(id) >= log.count }

  /// Adds an event that replaces `origin`, taking its `t` and whether it records `sel`.
  mutating func invent(_ event: Event, replacing origin: UInt32) -> UInt32 {
    let id = UInt32(log.count + invented.count)
    invented.append((PackedEvent(event, flagsOf: packed(origin)), origin))
    return id
  }
}
