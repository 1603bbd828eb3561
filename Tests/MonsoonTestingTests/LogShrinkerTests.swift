import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("Log shrinker")
struct LogShrinkerTests {
  private static let expressions = [
    "screen=detail and meal=lunch", "nav.search>=1 and flavor=sweet", "amount=\"a lot\"",
    "texture=mushy and heat=spicy", "nav.compass=1 and nav.menu=1 and screen=detail",
    "screen=detail and flavor=sweet and nav.compass=1",
  ]

  private static let sample: SessionLog = {
    do {
      return try SessionLog.read(LogReader(MemoryByteSource(SampleSession.log)), mode: .strict) {
        _ in
      }
    } catch {
      preconditionFailure("the sample does not read: \(error)")
    }
  }()

  @Test(
    "the shrunk sample replays, satisfies the condition, is 1-minimal both ways (brute force)",
    arguments: expressions)
  func sampleIsOneMinimal(expression: String) throws {
    let log = Self.sample
    let condition = try StateCondition(expression, menu: log.header.menu)
    let outcome = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    let shrunk = outcome.log
    let reader = try LogReader(MemoryByteSource(shrunk.text))
    let (replayer, _) = try LogReplayer.replay(reader, mode: .strict) { _ in }
    #expect(condition.evaluate(replayer.state))
    #expect(shrunk.records.map(\.seq) == shrunk.records.indices.map { $0 + 1 })
    #expect(shrunk.header == log.header)
    expectOneMinimal(shrunk, condition, simplifying: true)
  }

  @Test(
    "delete-only keeps the log's own events and times, and is 1-minimal for deletion",
    arguments: expressions)
  func deleteOnlyKeepsEvents(expression: String) throws {
    let log = Self.sample
    let condition = try StateCondition(expression, menu: log.header.menu)
    let outcome = try #require(
      LogShrinker.shrink(
        log, options: LogShrinker.Options(simplifies: false), until: condition.evaluate))
    let byOriginalSeq = Dictionary(uniqueKeysWithValues: log.records.map { ($0.seq, $0) })
    #expect(outcome.simplifiedSeqs.isEmpty)
    for (record, seq) in zip(outcome.log.records, outcome.keptSeqs) {
      #expect(record.event == byOriginalSeq[seq]?.event)
      #expect(record.time == byOriginalSeq[seq]?.time)
    }
    expectOneMinimal(outcome.log, condition, simplifying: false)
  }

  @Test("simplified events take the t of the event they replace; sel is recomputed")
  func simplifiedEventsKeepTime() throws {
    let log = Self.sample
    let condition = try StateCondition("nav.search>=1 and flavor=sweet", menu: log.header.menu)
    let outcome = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    #expect(!outcome.simplifiedSeqs.isEmpty)
    let byOriginalSeq = Dictionary(uniqueKeysWithValues: log.records.map { ($0.seq, $0) })
    var state = log.header.initialState
    for (record, seq) in zip(outcome.log.records, outcome.keptSeqs) {
      try SessionReducer.reduce(&state, record.event)
      #expect(record.time == byOriginalSeq[seq]?.time)
      #expect(record.sel == state.selections)
    }
  }

  @Test("the README's example: a randomize that set flavor becomes 'select flavor = sweet'")
  func readmeExample() throws {
    let log = Self.sample
    let condition = try StateCondition(
      "screen=detail and flavor=sweet and nav.compass=1", menu: log.header.menu)
    let simplified = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    #expect(
      simplified.log.records.map(\.event) == [
        .nav(.compass), .select(prompt: 1, option: 1), .go,
      ])
    #expect(simplified.keptSeqs == [15, 16, 20])
    #expect(simplified.simplifiedSeqs == [16])
    let deleted = try #require(
      LogShrinker.shrink(
        log, options: LogShrinker.Options(simplifies: false), until: condition.evaluate))
    #expect(deleted.log.records.map(\.event) == [.randomize, .nav(.compass), .randomize, .go])
  }

  @Test(
    "each simplification rule on its own, in a log where deletion alone cannot do it",
    arguments: [
      (
        [Event.randomize, .go], "screen=detail and production=\"large batch\" and meal=brunch",
        [Event.select(prompt: 0, option: 3), .select(prompt: 5, option: 1), .go]
      ),
      (
        [.tap(prompt: 0), .tap(prompt: 0), .tap(prompt: 0), .nav(.menu)],
        "production=\"large batch\"", [.select(prompt: 0, option: 3)]
      ),
      (
        [.nav(.search), .go, .back, .nav(.search)], "nav.search=2", [.nav(.search), .nav(.search)]
      ),
      ([.select(prompt: 5, option: 4), .go], "screen=detail", [.go]),
      (
        [.nav(.menu), .select(prompt: 5, option: 4)], "meal!=breakfast",
        [.select(prompt: 5, option: 1)]
      ),
      ([.nav(.menu)], "seq=1", [.nav(.search)]),
    ] as [([Event], String, [Event])])
  func eachRule(events: [Event], expression: String, expected: [Event]) throws {
    let header = LogHeader(seed: 0x5eed)
    let log = SessionLog(
      header: header,
      records: events.enumerated().map { LogRecord(line: $0 + 2, seq: $0 + 1, event: $1) })
    let condition = try StateCondition(expression, menu: header.menu)
    let outcome = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    #expect(outcome.log.records.map(\.event) == expected)
  }

  @Test(
    "on generated logs and menus, the result is 1-minimal both ways (brute force)",
    arguments: 0..<60 as Range<UInt64>)
  func generatedLogsAreOneMinimal(seed: UInt64) throws {
    let menu = seed % 2 == 0 ? ChooserMenu.standard : MenuGenerator.menu(seed: seed)
    let log = SessionGenerator.log(
      seed: seed, menu: menu, events: 10 + Int(seed % 30), recordsSelections: true)
    let final = try #require(log.finalState)
    let prompt = menu.prompts[Int(seed) % menu.count]
    let choice = final.choices[Int(seed) % menu.count].option
    let expression =
      "\(quoted(prompt.id))=\(quoted(choice)) and screen=\(final.screen.rawValue)"
      + " and nav.menu>=\(min(final.navTaps.menu, 2))"
    let condition = try StateCondition(expression, menu: menu)
    let outcome = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    expectOneMinimal(outcome.log, condition, simplifying: true)
  }

  @Test("nil when the log does not end where the condition holds, or does not replay")
  func notSatisfied() throws {
    let condition = try StateCondition("nav.calendar=1", menu: .standard)
    #expect(LogShrinker.shrink(Self.sample, until: condition.evaluate) == nil)
    let invalid = SessionLog(
      header: LogHeader(seed: 1),
      records: [
        LogRecord(line: 2, seq: 1, event: .tap(prompt: 40)),
        LogRecord(line: 3, seq: 2, event: .go),
      ])
    #expect(LogShrinker.shrink(invalid) { _ in true } == nil)
    var search = LogShrinkSearch(invalid)
    #expect(search.next() == nil)
    #expect(search.best == invalid)
  }

  @Test("the same log and condition give the same result")
  func deterministic() throws {
    let log = SessionGenerator.log(seed: 0xfeed, events: 400, recordsSelections: true)
    let state = try #require(log.finalState)
    let flavor = state.choices[1].option
    let condition = try StateCondition("flavor=\(flavor) and nav.menu>=1", menu: .standard)
    let first = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    let again = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    #expect(first == again)
    #expect(first.log.records.count <= 2)
  }

  @Test("kept seqs name the input's own seqs, gaps of a lenient replay included")
  func keptSeqsFollowTheInput() throws {
    var packed = PackedLog(header: LogHeader(seed: 3))
    for (seq, event) in [(1, Event.tap(prompt: 0)), (5, .nav(.menu)), (9, .go)] {
      packed.append(LogRecord(line: seq + 1, seq: seq, time: seq * 10, event: event))
    }
    let condition = try StateCondition("nav.menu=1 and screen=detail", menu: .standard)
    let outcome = try #require(LogShrinker.shrink(packed, until: condition.evaluate))
    #expect(outcome.keptSeqs == [5, 9])
    #expect(outcome.log.records.map(\.time) == [50, 90])
    #expect(outcome.log.records.map(\.seq) == [1, 2])
  }

  @Test("pinned leading events stay as they are")
  func pinnedEventsStay() throws {
    let events: [Event] = [.randomize, .tap(prompt: 2), .nav(.search), .go]
    let log = SessionLog(
      header: LogHeader(seed: 1),
      records: events.enumerated().map { LogRecord(line: $0 + 2, seq: $0 + 1, event: $1) })
    let condition = try StateCondition("screen=detail", menu: .standard)
    let outcome = try #require(
      LogShrinker.shrink(
        log, options: LogShrinker.Options(pinnedEvents: 2), until: condition.evaluate))
    #expect(outcome.log.records.map(\.event) == [.randomize, .tap(prompt: 2), .go])
  }

  /// Checks by brute force that no single deletion (and, when `simplifying`, no single
  /// simplification) of `log` replays and still satisfies `condition`.
  private func expectOneMinimal(
    _ log: SessionLog, _ condition: StateCondition, simplifying: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let events = log.records.map(\.event)
    var candidates = OneStepSimpler.candidates(of: events, header: log.header)
    if !simplifying {
      candidates = events.indices.map { removed in
        var candidate = events
        candidate.remove(at: removed)
        return candidate
      }
    }
    for candidate in candidates {
      if let state = OneStepSimpler.finalState(of: candidate, header: log.header) {
        #expect(
          !condition.evaluate(state),
          "\(candidate) is one step simpler than \(events) and still satisfies \(condition)",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// `text` as a condition's string literal.
  private func quoted(_ text: String) -> String {
    var literal = "\""
    for character in text {
      if character == "\"" || character == "\\" { literal.append("\\") }
      literal.append(character)
    }
    return literal + "\""
  }
}
