import Foundation
import MonsoonEvents
import MonsoonTestSupport
import Testing

@Suite("LogReplay: a log's state in one call")
struct LogReplayTests {
  static let log = """
    {"monsoon":1,"seed":"2a"}
    {"seq":1,"type":"tap","control":1}
    {"seq":2,"type":"tap","control":1}
    {"seq":3,"type":"go"}

    """

  @Test(
    "stop tells the seq asked for from the end of the log",
    arguments: [
      (nil, 3, LogReplay.Stop.endOfLog), (0, 0, .requestedSeq), (2, 2, .requestedSeq),
      (3, 3, .requestedSeq), (4, 3, .endOfLog), (100, 3, .endOfLog),
    ] as [(Int?, Int, LogReplay.Stop)])
  func stops(through: Int?, reachedSeq: Int, stop: LogReplay.Stop) throws {
    let replay = try LogReplay(bytes: Self.log.utf8, through: through)
    #expect(replay.state.seq == reachedSeq)
    #expect(replay.stop == stop)
    #expect(replay.header == LogHeader(seed: 0x2a, formatVersion: .version1))
  }

  @Test("a file is read by path, to the same state as its bytes")
  func fileAndBytesAgree() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("log.jsonl", Self.log)
    let fromFile = try LogReplay(fileAt: path, through: 2)
    #expect(fromFile == (try LogReplay(bytes: Array(Self.log.utf8), through: 2)))
    #expect(fromFile.state.choices[1].option == "umami")
  }

  @Test("a file that cannot be read is a LogProblem on line 0, naming it, with the system's reason")
  func missingFile() {
    let problem = #expect(throws: LogProblem.self) {
      try LogReplay(fileAt: "/nonexistent/tester.jsonl")
    }
    #expect(problem?.line == 0)
    guard case .unreadable(let error) = problem?.kind else {
      Issue.record("not an unreadable input: \(String(describing: problem))")
      return
    }
    #expect(error.kind == .open(errno: ENOENT))
    #expect(
      problem?.description == "cannot read /nonexistent/tester.jsonl: No such file or directory")
  }

  @Test("strict stops at the first problem; lenient skips it, reports it, and goes on")
  func modes() throws {
    let gap = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"type":"tap","control":1}
      {"seq":2,"type":"tap","control":9}
      {"seq":4,"type":"go"}

      """
    let strict = #expect(throws: LogProblem.self) { try LogReplay(bytes: gap.utf8) }
    #expect(strict?.line == 3)
    var warnings: [Int] = []
    let lenient = try LogReplay(bytes: gap.utf8, through: 3, mode: .lenient) {
      warnings.append($0.line)
    }
    #expect(warnings == [3])
    #expect(lenient.state.seq == 1)
    #expect(lenient.stop == .requestedSeq, "seq 3 is missing, but the log goes on past it")
  }
}
