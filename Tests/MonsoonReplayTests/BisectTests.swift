import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Bisect")
struct BisectTests {
  private func first(_ expression: String, in text: String = LogFixtures.short) throws
    -> Bisect.Finding?
  {
    let reader = try LogFixtures.reader(text)
    let condition = try StateCondition(expression, menu: reader.header.menu)
    return try Bisect.first(in: reader, mode: .strict, where: condition) { _ in }.finding
  }

  @Test("the first event after which the condition holds")
  func firstEvent() throws {
    let finding = try #require(try first("screen=detail"))
    #expect(finding.seq == 2)
    #expect(finding.record?.event == .go)
    #expect(finding.state.screen == .detail)
  }

  @Test("seq 0 when it holds before any event")
  func initially() throws {
    let finding = try #require(try first("flavor=savory"))
    #expect(finding.seq == 0)
    #expect(finding.record == nil)
  }

  @Test("the first time, even when it stops holding later")
  func nonMonotone() throws {
    #expect(try first("screen=chooser and flavor=sweet")?.seq == 1)
    #expect(try first("screen=chooser and seq>=2")?.seq == 3)
  }

  @Test("nil when it never holds")
  func never() throws {
    #expect(try first("nav.menu>=2") == nil)
  }

  @Test("the answer is the seq as written in a lenient log with gaps")
  func seqAsWritten() throws {
    let gaps = LogFixtures.short.replacingOccurrences(of: "\"seq\":4", with: "\"seq\":9")
    let reader = try LogFixtures.reader(gaps)
    let condition = try StateCondition("nav.menu=1", menu: .standard)
    let finding = try Bisect.first(in: reader, mode: .lenient, where: condition) { _ in }.finding
    #expect(finding?.seq == 9)
  }

  @Test("reading stops at the answer, so a problem after it does not matter")
  func stopsAtAnswer() throws {
    let broken = LogFixtures.short + "not json\n"
    #expect(try first("screen=detail", in: broken)?.seq == 2)
    #expect(throws: LogProblem.self) { try first("nav.menu>=2", in: broken) }
  }
}
