import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

/// The projections write a run of lines straight into a sink's memory (``LineRuns``): the
/// bytes must be those of the lines written one at a time, each with its newline, and no
/// piece may ask a sink for more than ``LineRuns/maximumRoom`` bytes (one line aside), even
/// on a menu whose long texts make a line's room tens of kilobytes.
@Suite("A run of a projection's lines: the lines one at a time, in pieces of bounded room")
struct LineRunsTests {
  /// 8 prompts of 8 options of about 3,000 bytes: a line's room is about 50 KB.
  static let longMenu: ChooserMenu = {
    let prompts = (0..<ChooserMenu.maximumPromptCount).map { prompt in
      Prompt(
        id: "prompt \(prompt)",
        options: (0..<ChooserMenu.maximumOptionCount).map { option in
          "option \(option) é\u{1F600}" + String(repeating: "y", count: 3_000)
        })
    }
    return try! ChooserMenu(prompts: prompts)
  }()

  @Test("follow's states", arguments: [ChooserMenu.standard, longMenu])
  func states(menu: ChooserMenu) throws {
    let log = SessionGenerator.log(seed: 0x11_4e5, menu: menu, events: 600)
    var cursor = ReplayCursor(reader: try LogFixtures.reader(log.text), mode: .strict)
    var (states, expected): ([StateFields], [UInt8]) = ([], [])
    while let step = try cursor.next() {
      guard case .applied = step else { continue }
      states.append(cursor.stateFields())
      cursor.state.appendJSONObject(to: &expected)
      expected.append(0x0A)
    }
    let writer = StateJSONWriter(menu: menu)
    var sink = PieceRecordingFollowSink()
    states.withUnsafeBufferPointer { writer.write($0, to: &sink) }
    #expect(sink.pieces.bytes == expected)
    expectBounded(sink.pieces.rooms, lineRoom: writer.maximumLineCount + 1, lines: states.count)
  }

  @Test("timeline's applied lines", arguments: [ChooserMenu.standard, longMenu])
  func appliedLines(menu: ChooserMenu) throws {
    let log = SessionGenerator.log(seed: 0x11_4e6, menu: menu, events: 600)
    var cursor = ReplayCursor(reader: try LogFixtures.reader(log.text), mode: .strict)
    var lines: [AppliedLine] = []
    while let fate = try cursor.advance() {
      if fate == .applied { lines.append(cursor.appliedLine()) }
    }
    let initial = try LogFixtures.reader(log.text).header.initialState
    let oneAtATime = TimelineJSONWriter(initial: initial, file: "a.jsonl")
    var expected: [UInt8] = []
    let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: oneAtATime.maximumLineCount)
    defer { room.deallocate() }
    for line in lines {
      expected += room[..<oneAtATime.write(line, into: room)]
      expected.append(0x0A)
    }
    let writer = TimelineJSONWriter(initial: initial, file: "a.jsonl")
    var sink = PieceRecordingTimelineSink()
    let held = lines.withUnsafeBufferPointer { writer.write($0, to: &sink) }
    #expect(held)
    #expect(sink.pieces.bytes == expected)
    expectBounded(sink.pieces.rooms, lineRoom: writer.maximumLineCount + 1, lines: lines.count)
  }

  /// Each piece asks for at most the bound, or one line's room; on a long menu, a run comes
  /// in several pieces.
  private func expectBounded(_ rooms: [Int], lineRoom: Int, lines: Int) {
    #expect(rooms.allSatisfy { $0 <= max(LineRuns.maximumRoom, lineRoom) })
    #expect(rooms.reduce(0, +) == lines * lineRoom)
    if lineRoom > 20_000 { #expect(rooms.count > 1) }
  }
}

/// The bytes of the lines a projection wrote, and the room each piece asked for.
private struct PieceRecorder {
  var bytes: [UInt8] = []
  var rooms: [Int] = []

  mutating func add(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    rooms.append(maximumCount)
    let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: maximumCount)
    defer { room.deallocate() }
    room.initialize(repeating: 0xFF)
    let count = write(room)
    #expect((0...maximumCount).contains(count))
    bytes += room[..<count]
  }
}

/// A timeline sink that takes only runs of lines written into it.
private struct PieceRecordingTimelineSink: TimelineSink {
  var pieces = PieceRecorder()

  mutating func lines(
    maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> Bool {
    pieces.add(maximumCount: maximumCount, write)
    return true
  }

  mutating func line(_ write: (inout [UInt8]) -> Void) -> Bool {
    Issue.record("a line written alone")
    return false
  }

  mutating func lines(_ bytes: [UInt8]) -> Bool {
    Issue.record("lines written elsewhere")
    return false
  }

  mutating func warn(_ message: String) {
    Issue.record("a warning: \(message)")
  }
}

/// A follow sink that takes only runs of lines written into it.
private struct PieceRecordingFollowSink: FollowSink {
  var pieces = PieceRecorder()

  mutating func lines(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    pieces.add(maximumCount: maximumCount, write)
  }

  mutating func lines(_ bytes: [UInt8]) {
    Issue.record("lines written elsewhere")
  }

  mutating func line(_ text: String) {
    Issue.record("a line of text")
  }

  mutating func warn(_ problem: LogProblem, urgent: Bool) {
    Issue.record("a warning: \(problem)")
  }

  mutating func waiting() {}
}
