import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("SessionSummary: the per-session projection's counts")
struct SessionSummaryTests {
  /// The summary of a replay of `bytes`, and the replayed state.
  private static func summarize(
    _ bytes: [UInt8], mode: ReplayMode
  ) throws -> (SessionSummary, SessionState) {
    let reader = try LogReader(MemoryByteSource(bytes))
    var cursor = ReplayCursor(reader: reader, mode: mode)
    var summary = SessionSummary(headerFields: reader.headerFields)
    while let step = try cursor.next() { summary.add(step) }
    return (summary, cursor.state)
  }

  @Test("on generated logs, the counts are those of the log's records")
  func countsMatchRecords() throws {
    do {
      try PropertyCheck.check(seed: 0x5_0aa_a4e, count: 60, events: 0...80, menus: .random) {
        log in
        guard let (summary, _) = try? Self.summarize(log.bytes, mode: .strict) else {
          return false
        }
        let times = log.records.compactMap(\.time)
        return summary.events == log.records.count && summary.rejected == 0
          && summary.firstTime == times.first && summary.lastTime == times.last
          && EventKind.allCases.allSatisfy { kind in
            summary.count(of: kind) == log.records.filter { $0.event.kind == kind }.count
          }
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("a rejected event (lenient) counts as rejected, not as an event or a kind")
  func rejectedEvents() throws {
    let text = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"t":5,"type":"go"}
      {"seq":2,"t":6,"type":"tap","control":0}
      {"seq":3,"t":7,"type":"back"}

      """
    let (summary, state) = try Self.summarize(Array(text.utf8), mode: .lenient)
    #expect(summary.events == 2)
    #expect(summary.rejected == 1)
    #expect(summary.count(of: .tap) == 0)
    #expect(summary.count(of: .go) == 1 && summary.count(of: .back) == 1)
    #expect(summary.firstTime == 5 && summary.lastTime == 7)
    #expect(state.screen == .chooser)
  }

  @Test("a log without events has no times and every count 0")
  func noEvents() throws {
    let header = Array("{\"monsoon\":1,\"seed\":\"2a\"}\n".utf8)
    let (summary, _) = try Self.summarize(header, mode: .strict)
    #expect(summary == SessionSummary())
    #expect(summary.firstTime == nil && summary.lastTime == nil)
    #expect(EventKind.allCases.allSatisfy { summary.count(of: $0) == 0 })
  }

  @Test("skipped lines, a torn tail and a NUL tail are counted apart from rejected events")
  func damageCounts() throws {
    let text = """
      {"monsoon":1,"seed":"2a","device":"iPhone15,2"}
      {"seq":1,"t":5,"type":"go"}
      not json
      {"seq":1,"t":6,"type":"back"}
      {"seq":2,"t":7,"type":"tap","control":0}
      {"seq":3,"t":4,"type":"back"}
      {"seq":4,"t":8,"type":"back"}
      {"seq":5,"t":9,"ty
      """
    let (torn, _) = try Self.summarize(Array(text.utf8), mode: .lenient)
    #expect(torn.events == 2 && torn.rejected == 1)
    #expect(torn.skippedLines == 3)
    #expect(torn.tornTails == 1 && torn.nulTails == 0)
    let (zeros, _) = try Self.summarize(Array(text.utf8) + [0, 0, 0, 0], mode: .lenient)
    #expect(zeros.tornTails == 1 && zeros.nulTails == 1 && zeros.skippedLines == 3)
    let written = JSONWriter.text { json in
      json.beginObject()
      zeros.writeLogMembers(to: &json)
      json.endObject()
    }
    #expect(
      written
        == #"{"header":{"device":"iPhone15,2"},"skipped_lines":3,"torn_tail":1,"nul_tail":1}"#)
  }

  @Test("a whole log counts no damage, strictly or leniently")
  func noDamage() throws {
    let text = "{\"monsoon\":1,\"seed\":\"2a\"}\n{\"seq\":1,\"t\":5,\"type\":\"go\"}\n"
    for mode in [ReplayMode.strict, .lenient] {
      let (summary, _) = try Self.summarize(Array(text.utf8), mode: mode)
      #expect(summary.skippedLines == 0 && summary.tornTails == 0 && summary.nulTails == 0)
      #expect(summary.headerFields == Array("{}".utf8))
    }
  }
}
