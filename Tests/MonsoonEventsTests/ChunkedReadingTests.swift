@testable import MonsoonEvents
import MonsoonSystem
import MonsoonTestSupport
import MonsoonTesting
import Testing

/// A log decoded in chunks on other threads and folded in order (``ParallelDecoding``) reads
/// and replays as the streaming reader does: every record, problem, line number, offset, torn
/// tail, step, state and checkpoint, on generated logs and mutated ones, in both scan modes.
@Suite("Decoding in chunks reads and replays every log as the streaming reader does")
struct ChunkedReadingTests {
  /// Chunks from smaller than a line to larger than the log, with no helper (the folding
  /// thread decodes every chunk itself), one and two.
  private static let plans = [
    ParallelDecoding(threshold: 0, chunkSize: 64, helpers: 0),
    ParallelDecoding(threshold: 0, chunkSize: 150, helpers: 1),
    ParallelDecoding(threshold: 0, chunkSize: 700, helpers: 2),
    ParallelDecoding(threshold: 0, chunkSize: 1 << 16, helpers: 1),
  ]

  /// A reader of `bytes`, in chunks when `plan` is given.
  private func reader(
    _ bytes: [UInt8], limit: Int, scanMode: ScanMode, plan: ParallelDecoding?
  ) throws(LogProblem) -> LogReader<FileByteSource> {
    let reader = try LogReader(
      FileByteSource(bytes: bytes), maximumLineLength: limit, scanMode: scanMode)
    if let plan {
      #expect(reader.decodeInParallel(plan) != nil, "the plan reads in chunks")
    }
    return reader
  }

  /// Where the reader stands: the line last read and its offsets.
  private func position(_ reader: LogReader<FileByteSource>) -> String {
    "at \(reader.lineNumber) \(reader.lineStartOffset) \(reader.offsetAfterLine)"
  }

  /// Everything a reader says about `bytes`, one entry a step.
  private func readingTranscript(
    _ bytes: [UInt8], limit: Int, scanMode: ScanMode, plan: ParallelDecoding?
  ) -> [String] {
    let reader: LogReader<FileByteSource>
    do {
      reader = try self.reader(bytes, limit: limit, scanMode: scanMode, plan: plan)
    } catch {
      return ["no header: \(error)"]
    }
    var steps = ["\(reader.header)"]
    while true {
      do {
        guard let record = try reader.next() else { break }
        steps.append("\(record)")
      } catch {
        steps.append("problem: \(error)")
      }
      steps.append(position(reader))
    }
    steps.append(
      "torn: \(String(describing: reader.tornTail)) \(String(describing: reader.tornTailOffset))")
    return steps
  }

  /// Everything a replay of `bytes` says: each step with the state and position after it,
  /// and where it ended; then a whole pass with a checkpoint every few events.
  private func replayTranscript(
    _ bytes: [UInt8], mode: ReplayMode, through lastEvent: Int?, skips: SkipList,
    verifies: Bool, scanMode: ScanMode, plan: ParallelDecoding?
  ) -> [String] {
    var steps: [String] = []
    do {
      let reader = try self.reader(bytes, limit: 1 << 20, scanMode: scanMode, plan: plan)
      var cursor =
        verifies
        ? ReplayCursor(verifying: reader)
        : ReplayCursor(reader: reader, mode: mode, skipping: skips, through: lastEvent)
      while let step = try cursor.next() {
        steps.append("\(step) \(cursor.state) \(position(reader))")
      }
      steps.append(
        "end \(cursor.readToEnd) \(cursor.lastReadSeq) \(cursor.linesRead) \(cursor.skippedCount)")
    } catch {
      steps.append("stopped: \(error)")
    }
    if !verifies {
      steps += projectionTranscript(
        bytes, mode: mode, through: lastEvent, skips: skips, scanMode: scanMode, plan: plan)
    }
    guard skips.isEmpty else { return steps }
    if verifies {
      do {
        let reader = try self.reader(bytes, limit: 1 << 20, scanMode: scanMode, plan: plan)
        let (lines, problems) = LogReplayer.verify(
          reader, checkpointEvery: 3,
          checkpoint: { steps.append("checkpoint \($0) \(position(reader))") },
          problem: { steps.append("problem \($0)") }, warning: { steps.append("warning \($0)") })
        steps.append("verified \(lines) \(problems)")
      } catch {
        steps.append("no header: \(error)")
      }
      return steps
    }
    do {
      let reader = try self.reader(bytes, limit: 1 << 20, scanMode: scanMode, plan: plan)
      var replayer = LogReplayer(header: reader.header, mode: mode)
      let readToEnd = try replayer.replayRest(
        reader, through: lastEvent, checkpointEvery: 3,
        checkpoint: { steps.append("checkpoint \($0) \(position(reader))") },
        warning: { steps.append("warning \($0) after \($1)") })
      steps.append("pass \(readToEnd) \(replayer)")
    } catch {
      steps.append("pass stopped: \(error)")
    }
    do {
      let reader = try self.reader(bytes, limit: 1 << 20, scanMode: scanMode, plan: plan)
      let (replayer, readToEnd) = try LogReplayer.replay(reader, mode: mode, through: lastEvent) {
        steps.append("warning \($0)")
      }
      steps.append("replayed \(readToEnd) \(replayer)")
    } catch {
      steps.append("replay stopped: \(error)")
    }
    return steps
  }

  /// What a projection reads of `bytes` (`timeline`, `follow`): its applied lines, runs of
  /// packed lines at a time when it can, each with the state after it, the runs taken in turn
  /// into an array (``ReplayCursor/advancePacked(atMost:into:)-(_,[AppliedLine])``, as a
  /// batch for the writing helper) and into memory
  /// (``ReplayCursor/advancePacked(atMost:initializing:)-(_,UnsafeMutablePointer<AppliedLine>)``, as
  /// the writer on the replaying thread takes them); and the other lines' fates. A line's head, when it has
  /// one, must be its seq and `t` as the writer writes them; the states alone, read as
  /// `follow` reads them, must have the screen, selections and nav count the lines hold.
  private func projectionTranscript(
    _ bytes: [UInt8], mode: ReplayMode, through lastEvent: Int?, skips: SkipList,
    scanMode: ScanMode, plan: ParallelDecoding?
  ) -> [String] {
    var steps: [String] = []
    var applied: [AppliedLine] = []
    func add(_ line: AppliedLine) {
      applied.append(line)
      let time = line.hasTime ? line.t : nil
      steps.append(
        """
        applied \(line.seq) \(String(describing: time)) \(line.event.flatEvent) \
        \(line.event.hasTime) \(line.event.hasSel) → \(line.screen) \(line.selections) \
        \(line.navTapCount)
        """)
      guard line.head.count > 0 else { return }
      let head = withUnsafeBytes(of: (line.head.low, line.head.high)) {
        String(decoding: $0.prefix(Int(line.head.count)), as: UTF8.self)
      }
      #expect(head == "\(line.seq)" + (time.map { ",\"t\":\($0)" } ?? ""))
    }
    do {
      let reader = try self.reader(bytes, limit: 1 << 20, scanMode: scanMode, plan: plan)
      var cursor = ReplayCursor(reader: reader, mode: mode, skipping: skips, through: lastEvent)
      var run: [AppliedLine] = []
      let memory = UnsafeMutablePointer<AppliedLine>.allocate(capacity: 5)
      defer { memory.deallocate() }
      var intoMemory = false
      while true {
        run.removeAll(keepingCapacity: true)
        // Runs of a few lines, so that a run ends inside a chunk as well as at its end.
        intoMemory.toggle()
        if intoMemory {
          let count = cursor.advancePacked(atMost: 5, initializing: memory)
          UnsafeBufferPointer(start: memory, count: count).forEach(add)
          if count > 0 { continue }
        } else if cursor.advancePacked(atMost: 5, into: &run) > 0 {
          run.forEach(add)
          continue
        }
        guard let fate = try cursor.advance() else { break }
        switch fate {
        case .applied: add(cursor.appliedLine())
        case .rejected: steps.append("rejected \(cursor.record) \(cursor.problem)")
        case .skipped: steps.append("skipped \(cursor.record)")
        case .unreadable, .tornTail: steps.append("\(fate) \(cursor.problem)")
        }
      }
      steps.append("projected to the end \(cursor.readToEnd) \(cursor.linesRead)")
    } catch {
      steps.append("projection stopped: \(error)")
    }
    let states = followedStates(
      bytes, mode: mode, through: lastEvent, skips: skips, scanMode: scanMode, plan: plan)
    #expect(states.count == applied.count)
    for (line, state) in zip(applied, states) {
      #expect(line.screen == state.screen)
      #expect(line.selections == state.selections.packedIndices)
      let count = line.event.isNav ? state.navTaps.count(ofButtonAt: line.event.buttonIndex) : 0
      #expect(line.navTapCount == count, "the nav count after line \(line.seq)")
    }
    return steps
  }

  /// The states after the applied lines of `bytes`, read as `follow` reads them: runs of
  /// packed lines when it can, in turn into an array
  /// (``ReplayCursor/advancePacked(atMost:into:)-(_,[StateFields])``) and into memory
  /// (``ReplayCursor/advancePacked(atMost:initializing:)-(_,UnsafeMutablePointer<StateFields>)``).
  private func followedStates(
    _ bytes: [UInt8], mode: ReplayMode, through lastEvent: Int?, skips: SkipList,
    scanMode: ScanMode, plan: ParallelDecoding?
  ) -> [StateFields] {
    var states: [StateFields] = []
    do {
      let reader = try self.reader(bytes, limit: 1 << 20, scanMode: scanMode, plan: plan)
      var cursor = ReplayCursor(reader: reader, mode: mode, skipping: skips, through: lastEvent)
      let memory = UnsafeMutablePointer<StateFields>.allocate(capacity: 3)
      defer { memory.deallocate() }
      var intoMemory = false
      while true {
        intoMemory.toggle()
        if intoMemory {
          let count = cursor.advancePacked(atMost: 3, initializing: memory)
          states += UnsafeBufferPointer(start: memory, count: count)
          if count > 0 { continue }
        } else if cursor.advancePacked(atMost: 3, into: &states) > 0 {
          continue
        }
        guard let fate = try cursor.advance() else { break }
        if fate == .applied { states.append(cursor.stateFields()) }
      }
    } catch {}
    return states
  }

  private func expectSameReading(_ bytes: [UInt8], seed: UInt64) {
    for scanMode in ScanMode.allCases {
      for limit in [1 << 20, 64, 100] {
        let stream = readingTranscript(bytes, limit: limit, scanMode: scanMode, plan: nil)
        for plan in Self.plans {
          let chunks = readingTranscript(bytes, limit: limit, scanMode: scanMode, plan: plan)
          guard chunks == stream else {
            let index = firstDifference(chunks, stream)
            Issue.record(
              """
              seed \(seed), \(scanMode), limit \(limit), \(plan): reading differs at step \
              \(index): \(chunks.dropFirst(index).first ?? "end") ≠ \
              \(stream.dropFirst(index).first ?? "end")
              """)
            return
          }
        }
      }
    }
  }

  private func expectSameReplay(_ bytes: [UInt8], seed: UInt64) {
    var random = Xoshiro256StarStar(seed: seed)
    let events = bytes.count / 40
    let skips: [SkipList] = [
      .none,
      (try? SkipList(parsing: "\(1 + random.bounded(UInt64(max(1, events))))")) ?? .none,
    ]
    let lastEvents: [Int?] = [nil, 0, Int(random.bounded(UInt64(max(1, events + 2))))]
    for scanMode in ScanMode.allCases {
      for (mode, verifies) in [(ReplayMode.strict, false), (.lenient, false), (.strict, true)] {
        for lastEvent in verifies ? [nil] : lastEvents {
          for skip in verifies ? [.none] : skips {
            let stream = replayTranscript(
              bytes, mode: mode, through: lastEvent, skips: skip, verifies: verifies,
              scanMode: scanMode, plan: nil)
            for plan in Self.plans {
              let chunks = replayTranscript(
                bytes, mode: mode, through: lastEvent, skips: skip, verifies: verifies,
                scanMode: scanMode, plan: plan)
              guard chunks == stream else {
                let index = firstDifference(chunks, stream)
                Issue.record(
                  """
                  seed \(seed), \(scanMode), \(mode)\(verifies ? " verifying" : ""), through \
                  \(String(describing: lastEvent)), skipping \(skip), \(plan): replay differs \
                  at step \(index): \(chunks.dropFirst(index).first ?? "end") ≠ \
                  \(stream.dropFirst(index).first ?? "end")
                  """)
                return
              }
            }
          }
        }
      }
    }
  }

  /// The first step where two transcripts differ.
  private func firstDifference(_ a: [String], _ b: [String]) -> Int {
    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
  }

  /// The number after `key` in `line`, and where its digits are.
  private static func number(after key: String, in line: [UInt8]) -> (Int, Range<Int>)? {
    let key = Array(key.utf8)
    guard let start = (0...max(0, line.count - key.count)).first(where: {
      line[$0..<min(line.count, $0 + key.count)].elementsEqual(key)
    }) else { return nil }
    let digits = start + key.count
    let end = line[digits...].firstIndex { !(0x30...0x39).contains($0) } ?? line.count
    guard end > digits, let value = Int(String(decoding: line[digits..<end], as: UTF8.self))
    else { return nil }
    return (value, digits..<end)
  }

  /// A line's `t` set to about the line before's (one less, the same or one more), or its
  /// seq or first `sel` index moved by one: the changes the rules that span lines judge.
  private static func renumbered(_ bytes: [UInt8], random: inout Xoshiro256StarStar) -> [UInt8] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    guard lines.count > 3 else { return bytes }
    let index = 2 + Int(random.bounded(UInt64(lines.count - 3)))
    let shift = Int(random.bounded(3)) - 1
    let (key, base): (String, Int?) =
      switch random.bounded(3) {
      case 0: ("\"t\":", number(after: "\"t\":", in: lines[index - 1])?.0)
      case 1: ("\"seq\":", nil)
      default: ("\"sel\":[", nil)
      }
    guard let (value, digits) = number(after: key, in: lines[index]) else { return bytes }
    lines[index].replaceSubrange(digits, with: Array("\(max(0, (base ?? value) + shift))".utf8))
    return Array(lines.joined(separator: [0x0A]))
  }

  /// A generated log with a few random changes: line ends, NULs, escapes, digits, bytes over
  /// 0x7F, long runs, lines swapped, times, seqs and `sel`s moved; `seed` picks them.
  static func mutatedLog(seed: UInt64, events: Int) -> [UInt8] {
    let alphabet = Array("\n\n\n{}[]\",:0123456789 \\tapsqelgo\r".utf8) + [0x00, 0x80, 0xC3, 0xFF]
    var random = Xoshiro256StarStar(seed: seed)
    var bytes = SessionGenerator.log(
      seed: seed, events: events, recordsSelections: seed % 3 == 0
    ).bytes
    for _ in 0...random.bounded(6) {
      let position = Int(random.bounded(UInt64(bytes.count)))
      let byte = alphabet[Int(random.bounded(UInt64(alphabet.count)))]
      switch random.bounded(7) {
      case 0: bytes[position] = byte
      case 1: bytes.insert(byte, at: position)
      case 2: bytes.insert(contentsOf: repeatElement(byte, count: 70), at: position)
      case 3: if bytes.count > 2 { bytes.remove(at: position) }
      case 4, 5: bytes = renumbered(bytes, random: &random)
      default:
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let (a, b) = (Int(random.bounded(UInt64(lines.count))), Int(random.bounded(3)))
        if a + b < lines.count { lines.swapAt(a, a + b) }
        bytes = Array(lines.joined(separator: [0x0A]))
      }
    }
    if random.bounded(4) == 0 { bytes.removeLast(Int(random.bounded(30))) }
    if random.bounded(8) == 0 { bytes.append(contentsOf: repeatElement(0, count: 9)) }
    return bytes
  }

  @Test("generated logs, in the writer's shape and in another writer's, read the same")
  func generatedLogsRead() {
    for seed: UInt64 in 1...30 {
      let log = SessionGenerator.log(
        seed: seed, events: Int(seed) * 7, recordsSelections: seed % 2 == 0)
      expectSameReading(log.bytes, seed: seed)
      expectSameReading(SpacedJSON.spacing(log.bytes), seed: seed)
    }
  }

  @Test("mutated logs (line ends, NULs, escapes, long lines, torn tails) read the same")
  func mutatedLogsRead() {
    for seed: UInt64 in 1...150 {
      expectSameReading(Self.mutatedLog(seed: seed, events: 30), seed: seed)
    }
  }

  @Test("generated logs replay the same: steps, states, positions, checkpoints")
  func generatedLogsReplay() {
    for seed: UInt64 in 1...20 {
      let log = SessionGenerator.log(
        seed: seed, events: Int(seed) * 9, recordsSelections: seed % 2 == 0)
      expectSameReplay(log.bytes, seed: seed)
    }
  }

  @Test("mutated logs replay the same, strict, lenient and verifying, with --at and --skip")
  func mutatedLogsReplay() {
    for seed: UInt64 in 1...120 {
      expectSameReplay(Self.mutatedLog(seed: seed, events: 40), seed: seed)
    }
  }

  @Test("a packed line whose sel differs, or whose t goes back, is judged as the stream judges it")
  func packedLinesBreakingARule() {
    for seed: UInt64 in 1...6 {
      let log = SessionGenerator.log(seed: seed, events: 60, recordsSelections: true)
      let lines = log.text.split(separator: "\n").map(String.init)
      // An event line in the middle, past the first chunk of the smaller plans.
      let index = 20 + Int(seed) * 5
      guard let sel = lines[index].range(of: "\"sel\":["),
        let time = lines[index].range(of: #""t":[0-9]+"#, options: .regularExpression)
      else {
        Issue.record("seed \(seed): line \(index) has no sel or t: \(lines[index])")
        continue
      }
      var otherSelection = lines
      // The first prompt's option, moved to another valid one (every menu has 2 or more).
      let digit = lines[index][sel.upperBound]
      otherSelection[index].replaceSubrange(
        sel.upperBound...sel.upperBound, with: digit == "0" ? "1" : "0")
      var earlierTime = lines
      earlierTime[index].replaceSubrange(time, with: "\"t\":1")
      for variant in [otherSelection, earlierTime] {
        expectSameReplay(Array((variant.joined(separator: "\n") + "\n").utf8), seed: seed)
      }
    }
  }

  @Test("a chunk of lines too short to hold a valid line hands over to the streaming reader")
  func chunkFullOfLines() {
    var bytes = Array(header.utf8)
    for _ in 0..<200 { bytes += Array("{}\n\n1\n".utf8) }
    bytes += SessionGenerator.log(seed: 3, events: 40).bytes.drop { $0 != 0x0A }.dropFirst()
    expectSameReading(bytes, seed: 0)
    expectSameReplay(bytes, seed: 0)
  }

  @Test("the threshold leaves a small log to the streaming reader")
  func threshold() throws {
    let bytes = SessionGenerator.log(seed: 1, events: 100).bytes
    let small = try LogReader(FileByteSource(bytes: bytes))
    #expect(small.decodeInParallel(ParallelDecoding(threshold: bytes.count, helpers: 0)) == nil)
    let large = try LogReader(FileByteSource(bytes: bytes))
    #expect(large.decodeInParallel(ParallelDecoding(threshold: 1_000, helpers: 0)) == 0)
  }

  @Test("a plan that spares cores for a line writer cuts chunks of at most 128 KiB")
  func sparingShortensChunks() {
    let plan = ParallelDecoding()
    #expect(plan.sparing(0).chunkSize == ParallelDecoding.defaultChunkSize)
    #expect(plan.sparing(1).chunkSize == 128 << 10)
    #expect(plan.sparing(1).sparedCores == 1)
    #expect(ParallelDecoding(chunkSize: 4096).sparing(1).chunkSize == 4096)
  }

  @Test("an applied line as a projection's batch holds it is eighty bytes, as its doc says")
  func appliedLineSize() {
    // Every line of a `timeline` batch crosses from the replaying core to the writing one.
    #expect(MemoryLayout<AppliedLine>.stride == 80)
  }
}
