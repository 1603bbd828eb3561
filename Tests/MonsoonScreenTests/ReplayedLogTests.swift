import Foundation
import MonsoonEvents
import MonsoonScreen
import MonsoonTestSupport
import MonsoonTesting
import Testing

@Suite("A log opened on the screen at any step")
struct ReplayedLogTests {
  /// What `replay --at seq` answers: the one-call replay its engine shares (`LogReplay`).
  static func replayAt(_ log: SessionLog, _ seq: Int) throws -> SessionState {
    try LogReplay(bytes: log.bytes, through: seq).state
  }

  @Test("every step of the sample log is the state replay --at gives")
  func sampleEveryStep() throws {
    let log = try SessionLog(bytes: Array(SampleSession.log.utf8))
    let replayed = try ReplayedLog(log, name: "sample.jsonl")
    #expect(replayed.lastSeq == 20 && replayed.states.count == 21)
    for seq in 0...20 {
      #expect(try replayed.state(at: seq) == Self.replayAt(log, seq), "seq \(seq)")
    }
    #expect(try replayed.state(at: 20).screen == .detail)
    #expect(ReplayedLog.sample.states == replayed.states && ReplayedLog.sample.name == "sample.jsonl")
  }

  @Test("every step of 200 generated logs, on any menu and from anywhere, is replay --at's state")
  func generatedEveryStep() {
    let shape = SessionShape(
      menus: .menus(MenuShape(prompts: 1...8, text: .unicode)), length: 0...80,
      start: .anywhere, recordsSelections: true)
    let failure = PropertyCheck.run(.sessions(shape), seed: 0x5c4ee7, count: 200) { log in
      let replayed = try ReplayedLog(log, name: "generated")
      for seq in 0...replayed.lastSeq {
        guard try replayed.state(at: seq) == Self.replayAt(log, seq) else {
          throw ReplayMismatch(seq: seq)
        }
      }
    }
    #expect(
      failure == nil,
      "seed \(failure?.hexSeed ?? ""), shrunk log:\n\(failure?.shrunk.text ?? "")")
  }

  struct ReplayMismatch: Error { let seq: Int }

  @Test("a lenient log's gaps show the state of the last event below the seq asked for")
  func lenientGaps() throws {
    let text = """
      {"monsoon":2,"seed":"2a"}
      {"seq":1,"type":"tap","control":1}
      {"seq":2,"type":"nonsense"}
      {"seq":5,"type":"tap","control":1}

      """
    #expect(throws: ReplayedLogError.self) { try ReplayedLog(bytes: Array(text.utf8), name: "gaps") }
    let replayed = try ReplayedLog(bytes: Array(text.utf8), name: "gaps", mode: .lenient)
    #expect(replayed.skippedLines.map(\.line) == [3])
    #expect(try replayed.state(at: 3).selections[1] == 1)
    #expect(try replayed.state(at: 4) == replayed.state(at: 1))
    #expect(try replayed.state(at: 5).selections[1] == 2)
    let bytes = Array(text.utf8)
    for seq in 0...5 {
      let shown = try replayed.state(at: seq)
      let replayAt = try LogReplay(bytes: bytes, through: seq, mode: .lenient).state
      #expect(shown == replayAt, "seq \(seq): \(shown) against \(replayAt)")
    }
  }

  @Test("a lenient log that jumps to the largest seq is shown, but no session carries it on past it")
  func largestSeq() throws {
    let text = """
      {"monsoon":2,"seed":"2a"}
      {"seq":1,"type":"tap","control":1}
      {"seq":9223372036854775807,"type":"go"}

      """
    let replayed = try ReplayedLog(bytes: Array(text.utf8), name: "edge", mode: .lenient)
    #expect(replayed.lastSeq == .max)
    #expect(try replayed.state(at: .max).screen == .detail)
    #expect(throws: ReplayedLogError(log: "edge", .noSeqAfter(line: 3))) {
      try replayed.continuing()
    }
    let session = try replayed.continuing(at: 1)
    #expect(session.state.seq == 1)
  }

  static let goOnly = #"{"monsoon":2,"seed":"1"}"# + "\n" + #"{"seq":1,"type":"go"}"# + "\n"

  @Test(
    "a seq the log cannot show, or a damaged log, is a typed error naming the log and the line",
    arguments: [
      (goOnly, 2, "t.jsonl: seq 2 is past the end of the log, which ends at seq 1"),
      (
        goOnly, -1,
        "t.jsonl: seq -1 is before the start of the log (seq 0 is the state before any event)"
      ),
      (goOnly + #"{"seq":3,"type":"back"}"# + "\n", 1, "t.jsonl:3: bad seq 3, expected 2"),
      (
        goOnly + #"{"seq":2,"type":"tap","control":0}"# + "\n", 1,
        "t.jsonl:3: rejected event: tap while on the detail screen"
      ),
      (
        #"{"monsoon":9,"seed":"1"}"# + "\n", 0,
        "t.jsonl:1: unsupported log version 9; this reader reads versions 1 and 2"
      ),
      (
        "", 0,
        #"t.jsonl:1: the log is empty; it must start with a header such as {"monsoon":2,"seed":"2a"}"#
      ),
    ] as [(String, Int, String)])
  func errors(text: String, seq: Int, message: String) {
    do {
      let replayed = try ReplayedLog(bytes: Array(text.utf8), name: "t.jsonl")
      _ = try replayed.continuing(at: seq)
      Issue.record("no error for seq \(seq)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("read in the background, a log file gives what reading it here gives; so does a failure")
  func readInBackground() async throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("sample.jsonl", SampleSession.log)
    let read = try await ReplayedLog.read(fileAt: path)
    #expect(read.states == (try ReplayedLog(fileAt: path)).states)
    await #expect(throws: ReplayedLogError.self) {
      try await ReplayedLog.read(fileAt: directory.file("missing.jsonl"))
    }
  }

  @Test("a log longer than the screen holds is refused at the line of its first event past the limit")
  func tooLong() throws {
    let limit = ReplayedLog.maximumEvents
    let log = SessionGenerator.log(seed: 7, events: limit + 1)
    do {
      _ = try ReplayedLog(bytes: log.bytes, name: "long.jsonl")
      Issue.record("a log of \(limit + 1) events was read")
    } catch {
      #expect(error.kind == .tooLong(line: limit + 2, limit: limit))
      #expect(error.description.hasPrefix("long.jsonl:\(limit + 2): more than the \(limit) events"))
    }
    #expect(throws: ReplayedLogError.self) { try ReplayedLog(log, name: "long") }
    let exactly = SessionLog(header: log.header, records: Array(log.records.prefix(limit)))
    #expect(try ReplayedLog(bytes: exactly.bytes, name: "full").lastSeq == limit)
  }

  @Test("a log file that is missing, or a directory, names the file")
  func unreadableFile() throws {
    let directory = try TemporaryDirectory()
    for path in [directory.file("missing.jsonl"), directory.path] {
      do {
        _ = try ReplayedLog(fileAt: path)
        Issue.record("no error for \(path)")
      } catch {
        #expect(error.log == path && error.description.hasPrefix(path + ":"), "\(error.description)")
      }
    }
  }

  @Test("a hand-made log whose event is refused, or whose seqs go back, is refused at its line")
  func handMadeLog() {
    let header = LogHeader(seed: 1)
    let refused = SessionLog(
      header: header,
      records: [LogRecord(line: 2, seq: 1, event: .go), LogRecord(line: 3, seq: 2, event: .go)])
    #expect(throws: ReplayedLogError.self) { try ReplayedLog(refused, name: "made") }
    let backwards = SessionLog(
      header: header,
      records: [LogRecord(line: 3, seq: 2, event: .go), LogRecord(line: 3, seq: 2, event: .back)])
    do {
      _ = try ReplayedLog(backwards, name: "made")
      Issue.record("a repeated seq was accepted")
    } catch {
      #expect(error.description == "made:3: bad seq 2: not greater than the previous seq 2")
    }
  }

  @Test("carrying on from a step: the new session's log holds the steps before, replays to the state, and goes on; the file is untouched")
  func continuing() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("sample.jsonl", SampleSession.log)
    let replayed = try ReplayedLog(fileAt: path)
    for seq in [0, 7, 16, 20] {
      let session = try replayed.continuing(at: seq, clock: { 1_800_000_000_000 })
      #expect(session.state == (try replayed.state(at: seq)))
      guard case .bytes(let carried) = try session.exportedLog() else {
        Issue.record("a continuing session is in memory")
        continue
      }
      let prefix = try LogReplay(bytes: carried)
      #expect(prefix.state == session.state, "seq \(seq)")
      let update = try session.perform(
        session.state.screen == .detail ? .back : .randomize, reduceMotion: false)
      #expect(update.state.seq == seq + 1)
      guard case .bytes(let extended) = try session.exportedLog() else { continue }
      let lines = String(decoding: extended, as: UTF8.self).split(separator: "\n")
      #expect(lines.count == seq + 2)
      #expect(lines.last?.hasPrefix("{\"seq\":\(seq + 1),\"t\":1800000000000,") == true)
      #expect(try LogReplay(bytes: extended).state == update.state, "seq \(seq)")
    }
    #expect(try directory.read("sample.jsonl") == SampleSession.log)
  }

  @Test("a continuing session's clock never goes below the last time it carries")
  func continuingClock() throws {
    let replayed = try ReplayedLog(bytes: Array(SampleSession.log.utf8), name: "sample")
    let session = try replayed.continuing(at: 5, clock: { 0 })
    try session.perform(.randomize, reduceMotion: false)
    guard case .bytes(let bytes) = try session.exportedLog() else { return }
    let carried = try SessionLog(bytes: bytes)
    #expect(carried.records[5].time == carried.records[4].time)
  }
}

extension SessionLog {
  /// Reads a whole log from its bytes, keeping the events that replay applies.
  /// - Parameters:
  ///   - bytes: the log's bytes.
  ///   - mode: strict stops at the first problem; lenient reports it to `warning` and drops
  ///     the line.
  ///   - warning: called with each dropped line (lenient) and with a torn last line.
  /// - Throws: ``LogProblem``: in strict mode, the first problem of the log.
  /// - Complexity: O(bytes) time, O(events) memory.
  init(
    bytes: some Sequence<UInt8>, mode: ReplayMode = .strict,
    warning: (LogProblem) -> Void = { _ in }
  ) throws(LogProblem) {
    self = try Self.read(LogReader(MemoryByteSource(bytes)), mode: mode, warning: warning)
  }
}
