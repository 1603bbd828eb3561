import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

/// A sink may refuse a line (`timeline` of many logs buffers a log's lines within a budget):
/// the projection then stops, having given the sink nothing after the refused line.
@Suite("A timeline whose sink refuses a line stops there")
struct ProjectionSinkTests {
  @Test("a sink that refuses a line gets the lines before it, and replay stops")
  func timelineRefused() {
    let text = SessionGenerator.log(seed: 0x4e1_9e7, events: 5_000).text
    let result = timeline(text, accepting: 3_000)
    #expect(result.outcome == "refused")
    let all = timeline(text, accepting: .max)
    #expect(all.outcome == "read to the end")
    #expect(Array(all.events.prefix(result.events.count)) == result.events)
    #expect(result.events.count == 3_000)
  }

  private func timeline(_ text: String, accepting limit: Int)
    -> (events: [String], outcome: String)
  {
    var sink = RecordingTimelineSink(limit: limit)
    do {
      let reader = try LogReader(fast: FileByteSource(bytes: Array(text.utf8)))
      let end = try TimelineProjection.write(
        ReplayStart(reader: reader, mode: .strict), skipping: .none, format: .json(file: nil),
        locate: { "line \($0.line): \($0)" }, to: &sink)
      return (sink.events, end == nil ? "refused" : "read to the end")
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
    let bytes = room[..<count]
    #expect(bytes.last == 0x0A, "lines given together end with a newline")
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
      guard add(Array(line)) else { return false }
    }
    return true
  }

  mutating func warn(_ message: String) {
    events.append("warning: \(message)")
  }

  mutating func passOver(_ problem: LogProblem) {
    events.append("passed over: line \(problem.line)")
  }

  private mutating func add(_ line: [UInt8]) -> Bool {
    guard lineCount < limit else { return false }
    lineCount += 1
    events.append(String(decoding: line, as: UTF8.self))
    return true
  }
}
