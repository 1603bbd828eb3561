public import MonsoonEvents

/// Makes random sessions that are always valid: every event is one the reducer accepts on the
/// screen the session is on, and `t` never decreases.
///
/// The events follow an ``EventMix``, by default a realistic one: mostly taps and selects,
/// some Randomize, nav taps, and Go followed by Back. Everything is derived from the seed with
/// this package's own generators, so the same seed, menu and mix give the same session on
/// every platform and Swift version.
public struct SessionGenerator: Sendable {
  /// The header of the generated log: the seed given, and the menu unless it is the standard
  /// one.
  package let header: LogHeader
  /// Whether records carry `sel`.
  package let recordsSelections: Bool
  /// How often each kind of event comes.
  package let mix: EventMix
  /// The state after the last generated event.
  package private(set) var state: SessionState
  private var random: Xoshiro256StarStar
  private var time: Int

  /// The `t` of the first generated event: 2025-11-29 10:00:00 UTC, in milliseconds.
  public static let defaultStartTime = 1_764_410_400_000

  /// Creates a generator.
  /// - Parameters:
  ///   - seed: the seed of the log (its header's) and of the option of events.
  ///   - menu: the menu of the session.
  ///   - mix: how often each kind of event comes.
  ///   - recordsSelections: whether records carry `sel`.
  ///   - startTime: the `t` of the first event, in milliseconds since the Unix epoch.
  ///   - formatVersion: the rules the session is recorded under.
  public init(
    seed: UInt64, menu: ChooserMenu = .standard, mix: EventMix = .realistic,
    recordsSelections: Bool = false, startTime: Int = SessionGenerator.defaultStartTime,
    formatVersion: LogFormatVersion = .current
  ) {
    header = LogHeader(
      seed: seed, customMenu: menu == .standard ? nil : menu, formatVersion: formatVersion)
    self.mix = mix
    self.recordsSelections = recordsSelections
    state = header.initialState
    random = Xoshiro256StarStar(seed: seed ^ 0x6d6f_6e73_6f6f_6e21)
    time = startTime
  }

  /// Generates the next event, applies it, and returns its record.
  /// - Complexity: O(number of prompts).
  public mutating func next() -> LogRecord {
    do {
      return try append(nextEvent())
    } catch {
      preconditionFailure("the generator made an event the reducer rejects: \(error)")
    }
  }

  /// Applies a given event and returns its record, stamped like a generated one.
  /// - Throws: `Rejection` when the reducer refuses the event; nothing is recorded then.
  package mutating func append(_ event: Event) throws(Rejection) -> LogRecord {
    try SessionReducer.reduce(&state, event)
    let record = LogRecord(
      line: state.seq + 1, seq: state.seq, time: time, event: event,
      sel: recordsSelections ? state.selections : nil)
    time += draw(60) == 0 ? 8_000 + draw(20_000) : 150 + draw(2_500)
    return record
  }

  /// Generates the next `count` events.
  package mutating func records(_ count: Int) -> [LogRecord] {
    (0..<max(0, count)).map { _ in next() }
  }

  /// A whole log of `count` events from a fresh generator.
  package static func log(
    seed: UInt64, menu: ChooserMenu = .standard, mix: EventMix = .realistic, events count: Int,
    recordsSelections: Bool = false
  ) -> SessionLog {
    var generator = SessionGenerator(
      seed: seed, menu: menu, mix: mix, recordsSelections: recordsSelections)
    return SessionLog(header: generator.header, records: generator.records(count))
  }

  private mutating func nextEvent() -> Event {
    let menu = state.menu
    if state.screen == .detail {
      return .back
    }
    var roll = draw(mix.total)
    if roll < mix.tap { return .tap(prompt: draw(menu.count)) }
    roll -= mix.tap
    if roll < mix.select {
      let prompt = draw(menu.count)
      return .select(prompt: prompt, option: draw(menu.optionCounts[prompt]))
    }
    roll -= mix.select
    if roll < mix.randomize { return .randomize }
    roll -= mix.randomize
    if roll < mix.go { return .go }
    return .nav(NavButton.allCases[draw(NavButton.allCases.count)])
  }

  private mutating func draw(_ bound: Int) -> Int {
    Int(random.bounded(UInt64(bound)))
  }
}
