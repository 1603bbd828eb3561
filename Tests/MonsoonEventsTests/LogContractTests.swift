import MonsoonEvents
import Testing

/// The places where the reader once parted from docs/log-format.md (issue 11, "The contract,
/// held exactly"), each held by a case that failed before it was fixed.
@Suite("Log format: the contract, held exactly")
struct LogContractTests {
  private let head = "{\"monsoon\":1,\"seed\":\"1\"}\n"

  @Test(
    "a complete last line without a newline that is JSON but breaks a rule is an error, not torn",
    arguments: [
      ("{\"seq\":1,\"type\":\"go\",\"t\":1.0}", JSONSyntaxError.Kind.notAnInteger),
      ("[]", .unexpectedCharacter("[", expected: "'{'")),
      ("{\"seq\":1,\"type\":\"go\",\"t\":9223372036854775808}", .integerOverflow),
      ("{\"seq\":1,\"type\":\"go\",\"x\":\"\\u0000\"}", .nulEscape),
      ("{\"seq\":1,\"type\":\"go\",\"x\":1,\"x\":2}", .duplicateKey("x")),
    ])
  func validJSONLastLine(line: String, kind: JSONSyntaxError.Kind) throws {
    let found = try #require(problem(head + line))
    #expect(found.line == 2)
    guard case .malformed(let error) = found.kind else {
      Issue.record("expected malformed JSON, got \(found)")
      return
    }
    #expect(error.kind == kind)
    let lenient = try replay(head + line, mode: .lenient)
    #expect(lenient.warnings.map(\.line) == [2])
    #expect(lenient.warnings.allSatisfy { !$0.description.contains("incomplete last line") })
  }

  @Test(
    "a last line without a newline that is not JSON is torn, whatever broke first",
    arguments: [
      "{\"seq\":1.0,\"ty", "{\"seq\":1,\"type\":\"go\",\"t\":1.0", "{\"seq\":1,\"x\":\"\\u0000",
      "[", "{\"seq\":1,\"type\":\"go\"}}",
    ])
  func tornLastLine(line: String) throws {
    let outcome = try replay(head + line)
    #expect(outcome.state.seq == 0)
    #expect(outcome.warnings.count == 1)
    guard case .tornTail(.notJSON) = outcome.warnings.first?.kind else {
      Issue.record("expected a torn tail, got \(outcome.warnings)")
      return
    }
  }

  @Test("prompt ids are compared code point by code point, with no Unicode normalization")
  func promptIDsByCodePoint() throws {
    let prompts = ["\\u00e9", "e\\u0301", "K", "\\u212a"].map { id in
      "{\"id\":\"\(id)\",\"choices\":[\"a\",\"b\"]}"
    }
    let header =
      "{\"monsoon\":1,\"seed\":\"1\",\"prompts\":[" + prompts.joined(separator: ",") + "]}\n"
    let outcome = try replay(header + "{\"seq\":1,\"type\":\"tap\",\"control\":1}\n")
    let menu = outcome.state.menu
    #expect(menu.count == 4)
    #expect(menu.prompts.map { Array($0.id.unicodeScalars) }
      == ["\u{E9}", "e\u{301}", "K", "\u{212A}"].map { Array($0.unicodeScalars) })
    #expect(Array(outcome.state.selections) == [0, 1, 0, 0])
    let same = header.replacingOccurrences(of: "e\\u0301", with: "\\u00e9")
    let found = try #require(problem(same))
    #expect(found.description == "invalid header: invalid menu: two prompts have the id 'é'")
    let twoKeys = head + "{\"seq\":1,\"type\":\"go\",\"\\u00e9\":1,\"e\\u0301\":2}\n"
    #expect(try replay(twoKeys).state.screen == .detail)
  }

  @Test("a line that is not JSON never had a seq: the event retried after a torn line applies")
  func tornLineInTheMiddleHasNoSeq() throws {
    for torn in ["{\"seq\":1,\"type\":\"go\",", "{\"type\":\"go\",\"seq\":1,", "{\"seq\":1,\"ty"] {
      let outcome = try replay(head + torn + "\n{\"seq\":1,\"type\":\"go\"}\n", mode: .lenient)
      #expect(outcome.state.seq == 1, "after \(torn)")
      #expect(outcome.state.screen == .detail)
      #expect(outcome.warnings.map(\.line) == [2])
    }
  }

  @Test("a JSON line that breaks a rule has the same seq whatever the order of its keys")
  func numberingIgnoresKeyOrder() throws {
    let orders = [
      "{\"seq\":3,\"type\":\"bogus\",\"x\":1,\"x\":2}",
      "{\"x\":1,\"x\":2,\"type\":\"bogus\",\"seq\":3}",
      "{\"seq\":3,\"type\":\"go\",\"control\":1.5}", "{\"control\":1.5,\"type\":\"go\",\"seq\":3}",
    ]
    for line in orders {
      let outcome = try replay(
        head + line + "\n{\"seq\":2,\"type\":\"go\"}\n{\"seq\":4,\"type\":\"go\"}\n",
        mode: .lenient)
      #expect(outcome.warnings.map(\.line) == [2, 3], "with \(line)")
      #expect(outcome.replayer.lastSeq == 4)
      #expect(outcome.state.screen == .detail)
    }
  }

  @Test("in lenient mode a bad line counts only when both its seq and its t pass")
  func badLineCountsOnlyWhenSeqAndTimePass() throws {
    let earlier = head + "{\"seq\":1,\"t\":9,\"type\":\"go\"}\n"
      + "{\"seq\":5,\"t\":5,\"type\":\"bogus\"}\n"
      + "{\"seq\":2,\"type\":\"back\"}\n"
    let skipped = try replay(earlier, mode: .lenient)
    #expect(skipped.state.seq == 2)
    #expect(skipped.state.screen == .chooser)
    let inOrder = earlier.replacingOccurrences(of: "\"t\":5,", with: "\"t\":10,")
    let counted = try replay(inOrder, mode: .lenient)
    #expect(counted.state.seq == 1)
    #expect(counted.state.screen == .detail)
    #expect(counted.replayer.lastTime == 10)
    #expect(counted.warnings.last?.kind == .seqNotIncreasing(found: 2, previous: 5))
    let unreadableTime = earlier.replacingOccurrences(of: "\"t\":5,", with: "\"t\":\"x\",")
    #expect(try replay(unreadableTime, mode: .lenient).state.screen == .chooser)
  }

  @Test("strict replay through event N reads nothing after event N's line")
  func strictReplayStopsAtTheEvent() throws {
    for next in ["{\"seq\":3,\"type\":\"back\"}", "{\"seq\":2,\"type\":\"bogus\"}", "not json"] {
      let text = head + "{\"seq\":1,\"type\":\"go\"}\n" + next + "\n"
      let reader = try LogReader(MemoryByteSource(text))
      let (replayer, readToEnd) = try LogReplayer.replay(reader, mode: .strict, through: 1) {
        Issue.record("warned \($0)")
      }
      #expect(replayer.state.seq == 1, "then \(next)")
      #expect(!readToEnd)
      #expect(reader.lineNumber == 2)
    }
  }

  @Test("strict replay through an event the log skips stops at the line that skips it")
  func strictReplayChecksTheLinesUpToTheEvent() throws {
    let text = head + "{\"seq\":1,\"type\":\"go\"}\n{\"seq\":3,\"type\":\"back\"}\n"
    let reader = try LogReader(MemoryByteSource(text))
    #expect(throws: LogProblem(line: 3, .unexpectedSeq(found: 3, expected: 2), seq: 3)) {
      _ = try LogReplayer.replay(reader, mode: .strict, through: 2) { _ in }
    }
  }

  @Test("lenient replay through event N stops before the first line that counts past N")
  func lenientReplayStopsAtALineThatCounts() throws {
    let text = head + "{\"seq\":1,\"t\":9,\"type\":\"tap\",\"control\":0}\n"
      + "{\"seq\":5,\"t\":5,\"type\":\"go\"}\n{\"seq\":2,\"type\":\"tap\",\"control\":0}\n"
      + "{\"seq\":4,\"type\":\"go\"}\n"
    let reader = try LogReader(MemoryByteSource(text))
    var warnings: [LogProblem] = []
    let (replayer, readToEnd) = try LogReplayer.replay(reader, mode: .lenient, through: 3) {
      warnings.append($0)
    }
    #expect(replayer.state.seq == 2)
    #expect(replayer.state.selections[0] == 2)
    #expect(!readToEnd)
    #expect(warnings.map(\.line) == [3])
  }

  @Test("lenient replay through an event past the end reads the whole log and says so")
  func lenientReplayPastTheEnd() throws {
    let text = head + "{\"seq\":1,\"type\":\"go\"}\n{\"seq\":3,\"type\":\"bogus\"}\n"
    let reader = try LogReader(MemoryByteSource(text))
    let (replayer, readToEnd) = try LogReplayer.replay(reader, mode: .lenient, through: 7) {
      _ in
    }
    #expect(readToEnd)
    #expect(replayer.lastSeq == 3)
  }
}
