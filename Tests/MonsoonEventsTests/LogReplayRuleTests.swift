import MonsoonEvents
import Testing

@Suite("Log format: rules across lines")
struct LogReplayRuleTests {
  private let go = "{\"seq\":1,\"type\":\"go\"}\n"

  @Test("seq starts at 1 and goes up by exactly one in strict mode")
  func strictSeq() throws {
    let first = try #require(problem(header + "{\"seq\":2,\"type\":\"go\"}\n"))
    #expect(first.line == 2)
    #expect(first.kind == .unexpectedSeq(found: 2, expected: 1))
    let gap = try #require(problem(header + go + "{\"seq\":3,\"type\":\"back\"}\n"))
    #expect(gap.line == 3)
    #expect(gap.description == "bad seq 3, expected 2")
    let repeated = try #require(problem(header + go + "{\"seq\":1,\"type\":\"back\"}\n"))
    #expect(repeated.kind == .unexpectedSeq(found: 1, expected: 2))
  }

  @Test("lenient mode allows gaps but skips a seq that does not increase")
  func lenientSeq() throws {
    let text = header + "{\"seq\":2,\"type\":\"tap\",\"control\":0}\n"
      + "{\"seq\":2,\"type\":\"tap\",\"control\":0}\n" + "{\"seq\":9,\"type\":\"tap\",\"control\":0}\n"
    let outcome = try replay(text, mode: .lenient)
    #expect(outcome.state.selections[0] == 2)
    #expect(outcome.state.seq == 9)
    #expect(outcome.warnings.map(\.line) == [3])
    #expect(outcome.warnings.first?.kind == .seqNotIncreasing(found: 2, previous: 2))
  }

  @Test("no seq follows the largest: in both modes, any seq after it is not greater")
  func afterLargestSeq() throws {
    let lenient = try replay(
      header + "{\"seq\":9223372036854775807,\"type\":\"go\"}\n{\"seq\":1,\"type\":\"back\"}\n",
      mode: .lenient)
    #expect(lenient.warnings.map(\.kind) == [.seqNotIncreasing(found: 1, previous: .max)])
    for mode in [ReplayMode.strict, .lenient] {
      var replayer = LogReplayer(
        state: LogHeader(seed: 1).initialState, mode: mode, lastSeq: .max)
      #expect(!replayer.counts(seq: 1, time: nil))
      #expect(throws: LogProblem(line: 2, .seqNotIncreasing(found: 1, previous: .max), seq: 1)) {
        try replayer.apply(LogRecord(line: 2, seq: 1, event: .go))
      }
    }
  }

  @Test("t may be missing or equal, never earlier than an earlier t")
  func timeOrder() throws {
    let fine = header + "{\"seq\":1,\"t\":5,\"type\":\"tap\",\"control\":0}\n"
      + "{\"seq\":2,\"type\":\"tap\",\"control\":0}\n" + "{\"seq\":3,\"t\":5,\"type\":\"go\"}\n"
    #expect(try replay(fine).state.seq == 3)
    let backwards = header + "{\"seq\":1,\"t\":5,\"type\":\"go\"}\n"
      + "{\"seq\":2,\"type\":\"back\"}\n" + "{\"seq\":3,\"t\":4,\"type\":\"go\"}\n"
    let found = try #require(problem(backwards))
    #expect(found.line == 4)
    #expect(found.description == "t 4 is earlier than the previous t 5")
  }

  @Test("a rejected event stops strict replay with the reducer's reason")
  func rejectedEvent() throws {
    let found = try #require(problem(header + "{\"seq\":1,\"type\":\"back\"}\n"))
    #expect(found.line == 2)
    #expect(found.description == "rejected event: back while on the chooser screen")
  }

  @Test("a matching sel verifies; a different one is a divergence that changes nothing")
  func selCheck() throws {
    let matching = header + "{\"seq\":1,\"type\":\"tap\",\"control\":2,\"sel\":[0,0,1,0,0,0]}\n"
    #expect(try replay(matching).state.selections[2] == 1)
    let diverging = header + "{\"seq\":1,\"type\":\"tap\",\"control\":2,\"sel\":[0,0,2,0,0,0]}\n"
    let found = try #require(problem(diverging))
    #expect(found.line == 2)
    #expect(
      found.description
        == "state diverged: the log's sel is [0,0,2,0,0,0] but replay gives [0,0,1,0,0,0]")
    let lenient = try replay(diverging + "{\"seq\":2,\"type\":\"go\"}\n", mode: .lenient)
    #expect(Array(lenient.state.selections) == [0, 0, 0, 0, 0, 0])
    #expect(lenient.state.screen == .detail)
  }

  @Test("a sel of the wrong length diverges")
  func selLength() throws {
    let found = try #require(problem(header + "{\"seq\":1,\"type\":\"go\",\"sel\":[0,0]}\n"))
    #expect(found.kind == .diverged(recorded: try #require(Selections([0, 0])),
      replayed: Selections(zerosCount: 6)))
  }

  @Test("blank lines are ignored and keep line numbers true; \\r before \\n is whitespace")
  func blankLinesAndCRLF() throws {
    let text = "{\"monsoon\":1,\"seed\":\"2a\"}\r\n\r\n   \n{\"seq\":1,\"type\":\"go\"}\r\n\n"
      + "{\"seq\":2,\"type\":\"go\"}\r\n"
    let found = try #require(problem(text))
    #expect(found.line == 6)
  }

  @Test("a complete last line without a final newline is accepted")
  func unterminatedCompleteLine() throws {
    let outcome = try replay(header + "{\"seq\":1,\"type\":\"go\"}")
    #expect(outcome.state.screen == .detail)
    #expect(outcome.warnings.isEmpty)
  }

  @Test("a torn last line is ignored with a warning naming its line")
  func tornTail() throws {
    let outcome = try replay(header + go + "{\"seq\":2,\"ty")
    #expect(outcome.state.seq == 1)
    #expect(outcome.warnings.count == 1)
    #expect(outcome.warnings.first?.line == 3)
    #expect(outcome.warnings.first?.description.contains("incomplete last line") == true)
  }

  @Test("a torn line followed by a newline is not a torn tail but an error")
  func tornLineInTheMiddle() throws {
    let found = try #require(problem(header + "{\"seq\":1,\"ty\n" + go))
    #expect(found.line == 2)
  }

  @Test("an unterminated last line that is valid JSON but breaks a rule is an error")
  func unterminatedInvalidEvent() throws {
    let found = try #require(problem(header + "{\"seq\":1,\"type\":\"fly\"}"))
    #expect(found.line == 2)
    #expect(found.kind == .unknownEventType("fly"))
  }

  @Test("lenient mode skips every kind of bad line and replays the rest")
  func lenientSkips() throws {
    let text = header + "{\"seq\":1,\"type\":\"tap\",\"control\":0}\n" + "garbage\n"
      + "{\"seq\":2,\"type\":\"back\"}\n" + "{\"seq\":3,\"type\":\"tap\",\"control\":7}\n"
      + "{\"seq\":4,\"type\":\"tap\",\"control\":0,\"sel\":[5,0,0,0,0,0]}\n"
      + "{\"seq\":5,\"type\":\"tap\",\"control\":0}\n"
    let outcome = try replay(text, mode: .lenient)
    #expect(outcome.warnings.map(\.line) == [3, 4, 5, 6])
    #expect(outcome.state.selections[0] == 2)
    #expect(outcome.state.seq == 5)
  }

  @Test("lenient mode still refuses a log without a valid header")
  func lenientHeader() {
    #expect(problem("{\"monsoon\":3,\"seed\":\"1\"}\n" + go, mode: .lenient)?.line == 1)
  }

  @Test("a line longer than the limit is an error for that line, skipped in lenient mode")
  func longLine() throws {
    let long = "{\"seq\":1,\"type\":\"go\",\"pad\":\"" + String(repeating: "x", count: 300) + "\"}\n"
    do {
      _ = try replay(header + long, maximumLineLength: 256)
      Issue.record("accepted a 330-byte line with a 256-byte limit")
    } catch {
      #expect(error.line == 2)
      #expect(error.kind == .lineTooLong(limit: 256))
    }
    let outcome = try replay(
      header + long + go, mode: .lenient, maximumLineLength: 256)
    #expect(outcome.warnings.map(\.line) == [2])
    #expect(outcome.state.screen == .detail)
  }
}
