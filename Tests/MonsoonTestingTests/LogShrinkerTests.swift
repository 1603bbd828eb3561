import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("Log shrinker")
struct LogShrinkerTests {
  private static let expressions = [
    "screen=detail and meal=lunch", "nav.search>=1 and flavor=sweet", "amount=\"a lot\"",
    "texture=mushy and heat=spicy", "nav.compass=1 and nav.menu=1 and screen=detail",
  ]

  @Test(
    "the shrunk sample is valid, still satisfies the condition, and is 1-minimal",
    arguments: expressions)
  func sampleIsOneMinimal(expression: String) throws {
    let log = try SessionLog.read(LogReader(MemoryByteSource(SampleSession.log)), mode: .strict) { _ in }
    let condition = try StateCondition(expression, menu: log.header.menu)
    let outcome = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    let shrunk = outcome.log
    let reader = try LogReader(MemoryByteSource(shrunk.text))
    let (replayer, _) = try LogReplayer.replay(reader, mode: .strict) { _ in }
    #expect(condition.evaluate(replayer.state))
    #expect(shrunk.records.map(\.seq) == Array(shrunk.records.indices).map { $0 + 1 })
    #expect(shrunk.header == log.header)
    for removed in shrunk.records.indices {
      var indices = Array(shrunk.records.indices)
      indices.remove(at: removed)
      if let (_, state) = shrunk.subsequence(indices) {
        #expect(!condition.evaluate(state), "event \(removed + 1) of \(expression) can go")
      }
    }
    let byOriginalSeq = Dictionary(uniqueKeysWithValues: log.records.map { ($0.seq, $0) })
    for (record, seq) in zip(shrunk.records, outcome.keptSeqs) {
      #expect(record.time == byOriginalSeq[seq]?.time)
      #expect(record.event == byOriginalSeq[seq]?.event)
      #expect(record.sel != nil)
    }
  }

  @Test("nil when the log does not end where the condition holds")
  func notSatisfied() throws {
    let log = try SessionLog.read(LogReader(MemoryByteSource(SampleSession.log)), mode: .strict) { _ in }
    #expect(
      LogShrinker.shrink(log, until: try StateCondition("nav.calendar=1", menu: .standard).evaluate) == nil)
  }

  @Test("the same log and condition give the same result")
  func deterministic() throws {
    let log = SessionGenerator.log(seed: 0xfeed, events: 400, recordsSelections: true)
    guard let state = log.finalState else {
      Issue.record("invalid generated log")
      return
    }
    let flavor = state.choices[1].option
    let condition = try StateCondition("flavor=\(flavor) and nav.menu>=1", menu: .standard)
    let first = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    let again = try #require(LogShrinker.shrink(log, until: condition.evaluate))
    #expect(first == again)
    #expect(first.log.records.count < 10)
  }
}
