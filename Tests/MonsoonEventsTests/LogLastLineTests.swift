import MonsoonEvents
import Testing

/// The rules of docs/log-format.md that issue 20 settled: NUL bytes, long lines and the last
/// line, and lenient replay through event 0.
@Suite("Log format: NUL bytes, long unterminated lines, lenient --at 0")
struct LogLastLineTests {
  private let go = "{\"seq\":1,\"type\":\"go\"}\n"

  @Test(
    "a line over the limit that holds a NUL byte ends reading in both modes, however long",
    arguments: [300, 5_000, 20_000])
  func longLineWithNUL(length: Int) throws {
    let line = [UInt8](repeating: 0, count: length) + [0x0A]
    let bytes = Array((header + go).utf8) + line + Array("{\"seq\":2,\"type\":\"back\"}\n".utf8)
    for mode in [ReplayMode.strict, .lenient] {
      #expect(throws: LogProblem(line: 3, .notText(limit: 256)), "\(mode)") {
        try replay(bytes: bytes, mode: mode, maximumLineLength: 256)
      }
    }
  }

  @Test("an unterminated last line longer than the limit is a torn tail, in both modes")
  func longUnterminatedLastLine() throws {
    let long = "{\"seq\":2,\"type\":\"back\",\"pad\":\"" + String(repeating: "x", count: 5_000)
    for mode in [ReplayMode.strict, .lenient] {
      let outcome = try replay(header + go + long, mode: mode, maximumLineLength: 256)
      #expect(outcome.state.screen == .detail)
      #expect(outcome.warnings == [LogProblem(line: 3, .tornTail(.tooLong(limit: 256)))])
    }
  }

  @Test(
    "an unterminated last line that is NUL bytes after a partial line is a torn tail",
    arguments: ["", #"{"seq":2,"ty"#, #"{"seq":2,"type":"back"}"#])
  func zerosAtTheEnd(partial: String) throws {
    let bytes = Array((header + go + partial).utf8) + [0, 0, 0, 0]
    for mode in [ReplayMode.strict, .lenient] {
      let outcome = try replay(bytes: bytes, mode: mode)
      #expect(outcome.state.screen == .detail && outcome.state.seq == 1)
      #expect(outcome.warnings.map(\.line) == [3])
      guard case .tornTail? = outcome.warnings.first?.kind else {
        Issue.record("expected a torn tail, got \(outcome.warnings)")
        return
      }
    }
  }

  @Test(
    "a NUL byte anywhere but the zeros that end a last line is an error on its line",
    arguments: [
      Array(#"{"seq":2,"#.utf8) + [0] + Array(#""type":"back"}"#.utf8),
      Array(#"{"seq":2,"type":"back"}"#.utf8) + [0, 0x20],
      [0] + Array(#"{"seq":2,"type":"back"}"#.utf8),
    ])
  func zerosInTheMiddle(line: [UInt8]) throws {
    let bytes = Array((header + go).utf8) + line
    #expect(problem(bytes: bytes)?.line == 3)
    let lenient = try replay(bytes: bytes, mode: .lenient)
    #expect(lenient.warnings.map(\.line) == [3])
    guard case .malformed? = lenient.warnings.first?.kind else {
      Issue.record("expected an error on line 3, not \(lenient.warnings)")
      return
    }
  }

  @Test("lenient replay through event 0 reads on to the first line that counts, warning")
  func lenientThroughZero() throws {
    let text = header + "not json\n{\"seq\":1,\"t\":5,\"type\":\"bogus\"}\n" + go
      + "{\"seq\":2,\"type\":\"back\"}\n"
    var warnings: [LogProblem] = []
    let (lenient, readToEnd) = try LogReplayer.replay(
      LogReader(MemoryByteSource(text)), mode: .lenient, through: 0
    ) { warnings.append($0) }
    #expect(lenient.state.seq == 0 && !readToEnd)
    #expect(warnings.map(\.line) == [2])
    warnings = []
    let (strict, _) = try LogReplayer.replay(
      LogReader(MemoryByteSource(text)), mode: .strict, through: 0
    ) { warnings.append($0) }
    #expect(strict.state.seq == 0 && warnings.isEmpty)
  }
}
