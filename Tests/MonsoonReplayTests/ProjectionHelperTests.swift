import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

/// `timeline` and `follow` in JSON may write their lines on a helper thread
/// (`BatchPipeline`) while the calling thread replays the log, the helper decoding chunks of
/// a log read in chunks between its batches: what reaches the sink must not change, line for
/// line, warning for warning, and where `follow` writes out.
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
      decoding: MixedLogs.withBadLines(
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
      #expect(alone.events.count > (name == "no events" ? -1 : 1_000), "\(name)")
      for (helper, chunks) in [(true, false), (true, true), (false, true)] {
        let other = timeline(text, mode: mode, file: file, helper: helper, chunks: chunks)
        #expect(other.events == alone.events, "\(name), helper \(helper), chunks \(chunks)")
        #expect(other.outcome == alone.outcome, "\(name), helper \(helper), chunks \(chunks)")
      }
    }
  }

  @Test("timeline: a sink that refuses a line stops both, with nothing it did not take")
  func timelineRefused() {
    let text = Self.logs[0].text
    for (helper, chunks) in [(false, false), (true, false), (true, true)] {
      let result = timeline(
        text, mode: .strict, file: nil, helper: helper, chunks: chunks, accepting: 3_000)
      #expect(result.outcome == "refused")
      let all = timeline(text, mode: .strict, file: nil, helper: false).events
      #expect(Array(all.prefix(result.events.count)) == result.events)
      #expect(result.events.count <= 3_000)
    }
  }

  @Test("follow: the same lines, warnings and write-outs, in order", arguments: logs.indices)
  func followSameAsOneThread(log: Int) throws {
    let (name, text, mode) = Self.logs[log]
    var streamed: [String] = []
    for chunks in [false, true] {
      let alone = follow(text, mode: mode, helper: false, chunks: chunks)
      let helped = follow(text, mode: mode, helper: true, chunks: chunks)
      #expect(helped.events == alone.events, "\(name), chunks \(chunks)")
      #expect(helped.outcome == alone.outcome, "\(name), chunks \(chunks)")
      // Read in chunks, the lines and warnings are the stream's; no write-out comes before
      // the chunks end (a line always waits in them).
      #expect(name == "no events" || alone.events.contains("waiting") != chunks, "\(name)")
      let withoutWriteOuts = alone.events.filter { $0 != "waiting" }
      if chunks {
        #expect(withoutWriteOuts == streamed, "\(name)")
      } else {
        streamed = withoutWriteOuts
      }
    }
  }

  // MARK: - Running the projections

  /// A start on `text`, read as a stream, or in chunks of 2 KiB with no decoding helper and
  /// room in the pool for a line writer's hands (as a projection's plan leaves them).
  private func start(_ text: String, mode: ReplayMode, chunks: Bool) throws -> ReplayStart {
    let reader = try LogReader(FileByteSource(bytes: Array(text.utf8)))
    if chunks {
      let plan = ParallelDecoding(threshold: 0, chunkSize: 2048, helpers: 0).sparing(1)
      #expect(reader.decodeInParallel(plan) != nil || text.utf8.count < 100, "read in chunks")
    }
    return ReplayStart(reader: reader, mode: mode)
  }

  private func timeline(
    _ text: String, mode: ReplayMode, file: String?, helper: Bool, chunks: Bool = false,
    accepting limit: Int = .max
  ) -> (events: [String], outcome: String) {
    var sink = RecordingTimelineSink(limit: limit)
    do {
      let end = try TimelineProjection.write(
        try start(text, mode: mode, chunks: chunks), skipping: .none, format: .json(file: file),
        locate: { "line \($0.line): \($0)" }, to: &sink, helper: helper)
      return (sink.events, end == nil ? "refused" : "read to the end")
    } catch {
      return (sink.events, "failed: \(error)")
    }
  }

  private func follow(_ text: String, mode: ReplayMode, helper: Bool, chunks: Bool = false)
    -> (events: [String], outcome: String)
  {
    var sink = RecordingFollowSink()
    do {
      try FollowProjection.write(try start(text, mode: mode, chunks: chunks), json: true, to: &sink, helper: helper)
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

  mutating func lines(
    maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> Bool {
    var room = [UInt8](repeating: 0, count: maximumCount)
    let count = room.withUnsafeMutableBufferPointer { write($0) }
    return lines(Array(room[..<count]))
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

  mutating func lines(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    var room = [UInt8](repeating: 0, count: maximumCount)
    let count = room.withUnsafeMutableBufferPointer { write($0) }
    lines(Array(room[..<count]))
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
