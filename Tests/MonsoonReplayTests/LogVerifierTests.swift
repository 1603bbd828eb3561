import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("Verifier")
struct LogVerifierTests {
  private func verify(_ text: String) throws -> (LogVerifier.Summary, [LogProblem]) {
    var problems: [LogProblem] = []
    let summary = LogVerifier.verify(try LogFixtures.reader(text)) {
      problems.append($0)
    } warning: { _ in
    }
    return (summary, problems)
  }

  @Test("a valid log has no problem")
  func valid() throws {
    let (summary, problems) = try verify(SampleSession.log)
    #expect(summary == LogVerifier.Summary(events: 20, problems: 0))
    #expect(problems.isEmpty)
  }

  @Test("every problem is reported, each on its line, and checking goes on after each")
  func everyProblem() throws {
    let text = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"t":1000,"type":"tap","control":1,"sel":[0,1,0,0,0,0]}
      {"seq":3,"t":2000,"type":"tap","control":1}
      {"seq":4,"t":1500,"type":"go"}
      not json
      {"seq":6,"t":2500,"type":"tap","control":0}
      {"seq":7,"t":2600,"type":"back"}
      {"seq":8,"t":2700,"type":"nav","button":"menu"}
      {"seq":9,"t":2800,"type":"tap","control":2,"sel":[0,0,0,0,0,0]}

      """
    let (summary, problems) = try verify(text)
    #expect(problems.map(\.line) == [3, 4, 5, 6, 9])
    #expect(summary == LogVerifier.Summary(events: 8, problems: 5))
    #expect(problems[0].kind == .unexpectedSeq(found: 3, expected: 2))
    #expect(problems[1].kind == .timeWentBackwards(found: 1500, previous: 2000))
    #expect(problems[3].kind == .rejected(.wrongScreen(.tap, .detail)))
    guard case .diverged = problems[4].kind else {
      Issue.record("expected a divergence, got \(problems[4])")
      return
    }
  }

  @Test(
    "a lost event is reported where it shows, once: verify goes on from the recorded sel",
    arguments: [(3, 2), (9, 2), (15, 2), (5, 1)])
  func lostEvent(lostLine: Int, problemCount: Int) throws {
    var lines = SampleSession.log.split(separator: "\n", omittingEmptySubsequences: false)
    lines.remove(at: lostLine - 1)
    let (summary, problems) = try verify(lines.joined(separator: "\n"))
    #expect(summary == LogVerifier.Summary(events: 19, problems: problemCount))
    #expect(problems.allSatisfy { $0.line == lostLine }, "\(problems)")
    #expect(problems.first?.kind == .unexpectedSeq(found: lostLine, expected: lostLine - 1))
  }

  @Test("a sel that does not fit the menu is reported and not taken: the replay goes on")
  func selThatDoesNotFit() throws {
    let text = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"type":"tap","control":1,"sel":[0,9,0,0,0,0]}
      {"seq":2,"type":"tap","control":1,"sel":[0,2,0,0,0,0]}

      """
    let (summary, problems) = try verify(text)
    #expect(summary == LogVerifier.Summary(events: 2, problems: 1))
    #expect(problems.map(\.line) == [2])
  }
}
