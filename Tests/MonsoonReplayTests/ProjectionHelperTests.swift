import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

/// `timeline` and `follow` in JSON may write their lines on a helper thread
/// (`BatchPipeline`) while the calling thread replays the log: what reaches the sink must not
/// change, line for line, warning for warning, and where `follow` writes out.
@Suite("A projection's helper thread: the same lines, warnings and write-outs as one thread")
struct ProjectionHelperTests {
  /// Logs of several batches (a batch is 2,048 lines), some with bad lines (lenient), one with
  /// a torn tail, one with a line strict replay stops at.
  static let logs: [(name: String, text: String, mode: ReplayMode)] = {
    let plain = SessionGenerator.log(seed: 0x4e1_9e7, events: 5_000).text
    let withSelections = SessionGenerator.log(
      seed: 0x4e1_9e8, events: 2_500, recordsSelections: true
    ).text
    let badLines = String(
      decoding: IndexedLogs.withBadLines(
        SessionGenerator.log(seed: 0x4e1_9e9, events: 4_500), seed: 3, every: 700
      ).bytes, as: UTF8.self)
    let stopsMidway =
      String(plain.split(separator: "\n").prefix(3_000).joined(separator: "\n"))
      + "\n{\"seq\":1,\"type\":\"go\"}\n"
    return [
      ("plain", plain, .strict), ("with sel", withSelections, .strict),
      ("bad lines", badLines, .lenient), ("torn tail", plain + "{\"seq\":5001,\"t\"", .lenient),
      ("strict stops at a bad line", stopsMidway, .strict),
      ("no events", "{\"monsoon\":1,\"seed\":\"1\"}\n", .strict),
    ]
  }()

  @Test("timeline: the same lines and warnings, in order", arguments: logs.indices)
  func timelineSameAsOneThread(log: Int) throws {
    let (name, text, mode) = Self.logs[log]
    for file in [nil, "a \"b\".jsonl"] {
      let alone = timeline(text, mode: mode, file: file, helper: false)
      let helped = timeline(text, mode: mode, file: file, helper: true)
      #expect(helped.events == alone.events, "\(name)")
      #expect(helped.outcome == alone.outcome, "\(name)")
      #expect(alone.events.count > (name == "no events" ? -1 : 1_000), "\(name)")
    }
  }

  @Test("timeline: a sink that refuses a line stops both, with nothing it did not take")
  func timelineRefused() {
    let text = Self.logs[0].text
    for helper in [false, true] {
      let result = timeline(text, mode: .strict, file: nil, helper: helper, accepting: 3_000)
      #expect(result.outcome == "refused")
      let all = timeline(text, mode: .strict, file: nil, helper: false).events
      #expect(Array(all.prefix(result.events.count)) == result.events)
      #expect(result.events.count <= 3_000)
    }
  }

  @Test("follow: the same lines, warnings and write-outs, in order", arguments: logs.indices)
  func followSameAsOneThread(log: Int) throws {
    let (name, text, mode) = Self.logs[log]
    let alone = follow(text, mode: mode, helper: false)
    let helped = follow(text, mode: mode, helper: true)
    #expect(helped.events == alone.events, "\(name)")
    #expect(helped.outcome == alone.outcome, "\(name)")
    #expect(name == "no events" || alone.events.contains("waiting"), "\(name)")
  }

  // MARK: - Running the projections

  private func start(_ text: String, mode: ReplayMode) throws -> ReplayStart {
    ReplayStart(reader: try LogReader(FileByteSource(bytes: Array(text.utf8))), mode: mode)
  }

  private func timeline(
    _ text: String, mode: ReplayMode, file: String?, helper: Bool, accepting limit: Int = .max
  ) -> (events: [String], outcome: String) {
    var sink = RecordingTimelineSink(limit: limit)
    do {
      let end = try TimelineProjection.write(
        try start(text, mode: mode), skipping: .none, format: .json(file: file),
        locate: { "line \($0.line): \($0)" }, to: &sink, helper: helper)
      return (sink.events, end == nil ? "refused" : "read to the end")
    } catch {
      return (sink.events, "failed: \(error)")
    }
  }

  private func follow(_ text: String, mode: ReplayMode, helper: Bool)
    -> (events: [String], outcome: String)
  {
    var sink = RecordingFollowSink()
    do {
      try FollowProjection.write(try start(text, mode: mode), json: true, to: &sink, helper: helper)
      return (sink.events, "read to the end")
    } catch {
      return (sink.events, "failed: \(error)")
    }
  }
}

/// Every line and warning, as text, in the order they came; lines given together are split.
private struct RecordingTimelineSink: TimelineSink {
  let limit: Int
  var events: [String] = []
  private var lineCount = 0

  init(limit: Int) {
    self.limit = limit
  }

  mutating func line(_ write: (inout [UInt8]) -> Void) -> Bool {
    var bytes: [UInt8] = []
    write(&bytes)
    return add(bytes)
  }

  mutating func line(
    maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> Bool {
    var room = [UInt8](repeating: 0, count: maximumCount)
    let count = room.withUnsafeMutableBufferPointer { write($0) }
    return add(Array(room[..<count]))
  }

  mutating func lines(_ bytes: [UInt8]) -> Bool {
    #expect(bytes.last == 0x0A, "lines given together end with a newline")
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
      guard add(Array(line)) else { return false }
    }
    return true
  }

  mutating func warn(_ message: String) {
    events.append("warning: \(message)")
  }

  private mutating func add(_ line: [UInt8]) -> Bool {
    guard lineCount < limit else { return false }
    lineCount += 1
    events.append(String(decoding: line, as: UTF8.self))
    return true
  }
}

/// Every line, warning and write-out (`waiting`), as text, in the order they came.
private struct RecordingFollowSink: FollowSink {
  var events: [String] = []

  mutating func line(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    var room = [UInt8](repeating: 0, count: maximumCount)
    let count = room.withUnsafeMutableBufferPointer { write($0) }
    events.append(String(decoding: room[..<count], as: UTF8.self))
  }

  mutating func line(_ text: String) {
    events.append(text)
  }

  mutating func lines(_ bytes: [UInt8]) {
    #expect(bytes.last == 0x0A, "lines given together end with a newline")
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
      events.append(String(decoding: line, as: UTF8.self))
    }
  }

  mutating func warn(_ problem: LogProblem, urgent: Bool) {
    events.append("warning (\(urgent ? "urgent" : "at the end")): \(problem)")
  }

  mutating func waiting() {
    events.append("waiting")
  }
}
