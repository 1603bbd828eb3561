import MonsoonEvents
import MonsoonRender
import MonsoonScreen
import MonsoonTesting
import Testing

@Suite("Session history for the viewer")
struct SessionHistoryTests {
  @Test("one step per seq, each holding the state replay gives at that seq")
  func sampleSteps() throws {
    let reader = try LogReader(MemoryByteSource(SampleSession.log))
    let history = try SessionHistory(reader, mode: .strict) { _ in }
    #expect(history.steps.map(\.seq) == Array(0...20))
    for step in history.steps {
      #expect(step.state == (try SampleStates.state(at: step.seq)), "seq \(step.seq)")
      #expect(step.problem == nil)
    }
    #expect(history.steps[0].kind == "start" && history.steps[0].event == nil)
    #expect(history.steps[1].label == "tap flavor → sweet")
    #expect(history.steps[5].label == "select meal → dinner")
    #expect(history.steps[11].kind == "go" && history.steps[11].time == 1_764_410_414_100)
  }

  @Test("lenient: a skipped line and a missing seq keep a step with the reason")
  func lenientGaps() throws {
    let log = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"type":"tap","control":1}
      {"seq":2,"type":"jump"}
      {"seq":4,"type":"go"}

      """
    var warnings: [LogProblem] = []
    let history = try SessionHistory(LogReader(MemoryByteSource(log)), mode: .lenient) {
      warnings.append($0)
    }
    #expect(warnings.map(\.line) == [3])
    #expect(history.steps.map(\.seq) == [0, 1, 2, 3, 4])
    #expect(history.steps[2].problem?.contains("unknown event type 'jump'") == true)
    #expect(history.steps[3].problem == "seq 3 is not in the log")
    #expect(history.steps[2].state == history.steps[1].state)
    #expect(history.steps[3].kind == "skipped")
    #expect(history.steps[4].state.screen == .detail)
  }

  @Test("strict: the first problem stops with its line")
  func strictStops() throws {
    let log = "{\"monsoon\":1,\"seed\":\"2a\"}\n{\"seq\":1,\"type\":\"back\"}\n"
    #expect(throws: HistoryError.self) {
      try SessionHistory(LogReader(MemoryByteSource(log)), mode: .strict) { _ in }
    }
    let reader = try LogReader(MemoryByteSource(log))
    do throws(HistoryError) {
      _ = try SessionHistory(reader, mode: .strict) { _ in }
    } catch {
      guard case .log(let problem) = error else { throw error }
      #expect(problem.line == 2)
      #expect(problem.description.contains("back"))
    }
  }

  @Test("a log with more events than a history holds is refused, with advice")
  func tooLong() throws {
    #expect(SessionHistory.maximumEventCount == 1_000_000)
    let limit = 5_000
    let events = (1...(limit + 1)).map { "{\"seq\":\($0),\"type\":\"nav\",\"button\":\"menu\"}" }
    let log = "{\"monsoon\":1,\"seed\":\"2a\"}\n" + events.joined(separator: "\n") + "\n"
    let fits = "{\"monsoon\":1,\"seed\":\"2a\"}\n" + events.dropLast().joined(separator: "\n")
    let full = try SessionHistory(
      LogReader(MemoryByteSource(fits)), mode: .strict, eventLimit: limit) { _ in }
    #expect(full.steps.count == limit + 1)
    let tooLong = HistoryError.tooLong(seq: limit + 1, line: limit + 2, limit: limit)
    #expect(throws: tooLong) {
      try SessionHistory(
        LogReader(MemoryByteSource(log)), mode: .strict, eventLimit: limit) { _ in }
    }
    #expect(tooLong.description.contains("render --at N"))
  }

  @Test("a seq past the limit is refused by its seq and line, however few the events")
  func seqPastLimit() throws {
    let log =
      "{\"monsoon\":2,\"seed\":\"1\"}\n{\"seq\":1,\"type\":\"go\"}\n"
      + "{\"seq\":9223372036854775807,\"type\":\"back\"}\n"
    #expect(throws: HistoryError.tooLong(seq: .max, line: 3, limit: 5_000)) {
      try SessionHistory(
        LogReader(MemoryByteSource(log)), mode: .lenient, eventLimit: 5_000) { _ in }
    }
  }
}
