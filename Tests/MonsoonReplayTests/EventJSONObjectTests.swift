import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Events given as JSON objects")
struct EventJSONObjectTests {
  @Test(
    "an object without seq decodes to its event",
    arguments: zip(
      [
        #"{"type":"tap","control":2}"#, #" { "type" : "select", "control":1, "choice":0 } "#,
        #"{"type":"randomize"}"#, #"{"type":"nav","button":"menu","note":[1]}"#,
      ],
      [Event.tap(prompt: 2), .select(prompt: 1, option: 0), .randomize, .nav(.menu)]))
  func decodes(text: String, event: Event) throws {
    #expect(try Event(jsonObject: text) == event)
  }

  @Test("an object with its own seq is refused with a reason")
  func refusesSeq() {
    let problem = #expect(throws: LogProblem.self) {
      try Event(jsonObject: #"{"type":"go","seq":3}"#)
    }
    #expect(
      problem?.kind == .invalidField("seq", expected: "left out: the recorder numbers events"))
  }

  @Test("a malformed object reports the column in the text as given")
  func malformedColumn() {
    let problem = #expect(throws: LogProblem.self) { try Event(jsonObject: #"{"type":go}"#) }
    guard case .malformed(let error)? = problem?.kind else {
      Issue.record("expected a malformed problem, got \(String(describing: problem))")
      return
    }
    #expect(error.column == 9)
  }

  @Test("text that is not an object, or an object without type, is refused")
  func notAnObject() {
    #expect(throws: LogProblem.self) { try Event(jsonObject: "tap 2") }
    #expect(throws: LogProblem.self) { try Event(jsonObject: "{}") }
    #expect(throws: LogProblem.self) { try Event(jsonObject: "") }
  }
}

extension Event {
  /// Decodes an event given as a JSON object without `seq`, such as
  /// `{"type":"select","control":1,"choice":2}`, with the rules of an event line.
  /// - Throws: ``LogProblem`` (on line 1) when the text is not such an object, or carries
  ///   its own `seq`.
  init(jsonObject text: some StringProtocol) throws(LogProblem) {
    self = try Self.record(jsonObject: text).event
  }
}
