import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("TimelineJSONWriter: the fast timeline JSON is the entries' JSON, byte for byte")
struct TimelineJSONWriterTests {
  @Test(
    "generated logs on random menus, strict and lenient with bad lines, with and without a file",
    arguments: [ReplayMode.strict, .lenient])
  func sameBytesAsEntries(mode: ReplayMode) {
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
          let fast = try? fastLines(text, mode: mode, file: file)
          let asTimeline = try? fastLines(text, mode: mode, file: file, asTimeline: true)
          return fast != nil && fast == (try? entryLines(text, mode: mode, file: file))
            && asTimeline == fast
        }
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("skipped and rejected events, and events without t, take the entries' bytes too")
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
    let fast = try fastLines(log, mode: .lenient, skipping: skips, file: "f")
    #expect(fast == (try entryLines(log, mode: .lenient, skipping: skips, file: "f")))
    #expect(fast == (try fastLines(log, mode: .lenient, skipping: skips, file: "f", asTimeline: true)))
    #expect(fast.count == 5)
    #expect(fast[0].contains("\"rejected\""))
    #expect(fast[3].contains("\"skipped\":true"))
  }

  @Test("times of every digit count, at each side of each power of ten, as the entries write them")
  func everyDigitCount() throws {
    var times: [Int] = [0, 1, 9]
    var power = 1
    for _ in 1...18 {
      power *= 10
      times += [power - 1, power, power + 1, power * 2]
    }
    times += [Int.max - 1, Int.max]
    times.sort()
    // Go and back in turn, so that every event is applied and takes the fast path.
    let lines = times.enumerated().map { index, time in
      let type = index.isMultiple(of: 2) ? "go" : "back"
      return "{\"seq\":\(index + 1),\"t\":\(time),\"type\":\"\(type)\"}"
    }
    let log = (["{\"monsoon\":1,\"seed\":\"2a\"}"] + lines).joined(separator: "\n") + "\n"
    let fast = try fastLines(log, mode: .lenient, file: nil)
    #expect(fast == (try entryLines(log, mode: .lenient, file: nil)))
    #expect(fast == (try fastLines(log, mode: .lenient, file: nil, asTimeline: true)))
    #expect(fast.count == times.count)
    #expect(fast.allSatisfy { !$0.contains("rejected") })
  }

  /// The writer's lines; with `asTimeline`, read as `timeline` reads them: each applied line
  /// with its head as written (``ReplayCursor/appliedLine()``), written straight into memory
  /// of exactly the room the writer asks for, its seq and `t` copied from its head when it has
  /// one.
  private func fastLines(
    _ text: String, mode: ReplayMode, skipping skips: SkipList = .none, file: String?,
    asTimeline: Bool = false
  ) throws -> [String] {
    guard asTimeline else {
      var cursor = ReplayCursor(reader: try LogFixtures.reader(text), mode: mode, skipping: skips)
      let writer = TimelineJSONWriter(initial: cursor.state, file: file)
      var lines: [String] = []
      while let step = try cursor.next() {
        guard step.record != nil else { continue }
        var bytes: [UInt8] = []
        writer.append(step, after: cursor.state, to: &bytes)
        lines.append(String(decoding: bytes, as: UTF8.self))
      }
      return lines
    }
    var cursor = ReplayCursor(reader: try LogFixtures.reader(text), mode: mode, skipping: skips)
    let writer = TimelineJSONWriter(initial: cursor.state, file: file)
    let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: writer.maximumLineCount)
    defer { room.deallocate() }
    room.initialize(repeating: 0xFF)
    var lines: [String] = []
    func write(_ line: AppliedLine) {
      lines.append(String(decoding: room[..<writer.write(line, into: room)], as: UTF8.self))
    }
    while true {
      guard let fate = try cursor.advance() else { break }
      switch fate {
      case .applied:
        write(cursor.appliedLine())
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

  private func entryLines(
    _ text: String, mode: ReplayMode, skipping skips: SkipList = .none, file: String?
  ) throws -> [String] {
    var timeline = SessionTimeline()
    return try LogFixtures.steps(text, mode: mode, skipping: skips).compactMap { observed in
      var bytes: [UInt8] = []
      timeline.entry(for: observed.step, from: observed.before, to: observed.state)?
        .appendJSON(to: &bytes, file: file)
      return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
  }
}
