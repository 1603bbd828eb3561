import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("TimelineJSONWriter: the timeline's JSON lines, in place or appended")
struct TimelineJSONWriterTests {
  @Test(
    "random menus, strict and lenient, with and without a file: a line in place is as appended",
    arguments: [ReplayMode.strict, .lenient])
  func inPlaceIsAppended(mode: ReplayMode) {
    do {
      try PropertyCheck.check(
        seed: 0x7131_0000, count: 12, events: 0...600, menus: .random,
        recordsSelections: mode == .strict
      ) { log in
        let text =
          mode == .lenient
          ? String(
            decoding: MixedLogs.withBadLines(log, seed: log.header.seed, every: 20).bytes,
            as: UTF8.self)
          : log.text
        return [nil, "a \"b\"\u{1B}.jsonl"].allSatisfy { file in
          let appended = try? lines(text, mode: mode, file: file)
          return appended != nil
            && appended == (try? lines(text, mode: mode, file: file, asTimeline: true))
        }
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("skipped and rejected events, and events without t, with the file's name")
  func skippedAndRejected() throws {
    let log = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"type":"back"}
      {"seq":2,"t":0,"type":"select","control":5,"choice":4}
      {"seq":3,"t":9223372036854775807,"type":"nav","button":"menu"}
      {"seq":4,"type":"randomize"}
      {"seq":5,"t":7,"type":"go"}

      """
    let skips = try SkipList(parsing: "4")
    let head = #"{"schema":"event/1","file":"f","#
    let expected = [
      #""seq":1,"event":{"type":"back"},"rejected":"back while on the chooser screen","#
        + #""changes":{}}"#,
      #""seq":2,"t":0,"elapsed_ms":0,"event":{"type":"select","control":5,"choice":4},"#
        + #""changes":{"meal":{"from":"breakfast","to":"dinner"}}}"#,
      #""seq":3,"t":9223372036854775807,"elapsed_ms":9223372036854775807,"#
        + #""event":{"type":"nav","button":"menu"},"changes":{"nav.menu":{"from":0,"to":1}}}"#,
      #""seq":4,"event":{"type":"randomize"},"skipped":true,"changes":{}}"#,
      #""seq":5,"t":7,"elapsed_ms":7,"event":{"type":"go"},"#
        + #""rejected":"t 7 is earlier than the previous t 9223372036854775807","changes":{}}"#,
    ].map { head + $0 }
    #expect(try lines(log, mode: .lenient, skipping: skips, file: "f") == expected)
    #expect(
      try lines(log, mode: .lenient, skipping: skips, file: "f", asTimeline: true) == expected)
  }

  @Test("times of every digit count, at each side of each power of ten")
  func everyDigitCount() throws {
    var times: [Int] = [0, 1, 9]
    var power = 1
    for _ in 1...18 {
      power *= 10
      times += [power - 1, power, power + 1, power * 2]
    }
    times += [Int.max - 1, Int.max]
    times.sort()
    // Go and back in turn, so that every event is applied and takes the fragments' path.
    let lines = times.enumerated().map { index, time in
      let type = index.isMultiple(of: 2) ? "go" : "back"
      return "{\"seq\":\(index + 1),\"t\":\(time),\"type\":\"\(type)\"}"
    }
    let log = (["{\"monsoon\":1,\"seed\":\"2a\"}"] + lines).joined(separator: "\n") + "\n"
    let expected = times.enumerated().map { index, time in
      let (type, from, to) =
        index.isMultiple(of: 2) ? ("go", "chooser", "detail") : ("back", "detail", "chooser")
      return "{\"seq\":\(index + 1),\"t\":\(time),\"elapsed_ms\":\(time),"
        + "\"event\":{\"type\":\"\(type)\"},"
        + "\"changes\":{\"screen\":{\"from\":\"\(from)\",\"to\":\"\(to)\"}}}"
    }
    #expect(try self.lines(log, mode: .lenient, file: nil) == expected)
    #expect(try self.lines(log, mode: .lenient, file: nil, asTimeline: true) == expected)
  }

  /// The writer's lines; with `asTimeline`, read as `timeline` reads them: each applied line
  /// with its head as written (``ReplayCursor/writtenHead``), written straight into memory
  /// of exactly the room the writer asks for, its seq and `t` copied from its head when it has
  /// one.
  private func lines(
    _ text: String, mode: ReplayMode, skipping skips: SkipList = .none, file: String?,
    asTimeline: Bool = false
  ) throws -> [String] {
    guard asTimeline else {
      return try LogFixtures.timelineJSONLines(text, mode: mode, skipping: skips, file: file)
    }
    var cursor = ReplayCursor(reader: try LogFixtures.reader(text), mode: mode, skipping: skips)
    let writer = TimelineJSONWriter(initial: cursor.state, file: file)
    let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: writer.maximumLineCount)
    defer { room.deallocate() }
    room.initialize(repeating: 0xFF)
    var lines: [String] = []
    func write(_ line: TimelineJSONWriter.Item) {
      lines.append(String(decoding: room[..<writer.write(line, into: room)], as: UTF8.self))
    }
    while true {
      guard let fate = try cursor.advance() else { break }
      switch fate {
      case .applied:
        write((cursor.record, after: cursor.moment, head: cursor.writtenHead))
      case .rejected, .skipped:
        var bytes: [UInt8] = []
        let step: ReplayStep =
          fate == .rejected ? .rejected(cursor.record, cursor.problem) : .skipped(cursor.record)
        writer.append(step, after: cursor.moment, to: &bytes)
        lines.append(String(decoding: bytes, as: UTF8.self))
      case .unreadable, .tornTail:
        break
      }
    }
    return lines
  }
}
