import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTestSupport
import MonsoonTesting
import Testing

@Suite("Checkpoint index: kept in a file, used only while it describes the log")
struct CheckpointIndexTests {
  @Test(
    "an index written and read back holds identical checkpoints and warnings",
    arguments: ReplayMode.allCases)
  func roundTrip(mode: ReplayMode) throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x1de, events: 3_000, recordsSelections: true)
    let bytes = mode == .strict ? log.bytes : IndexedLogs.withBadLines(log, seed: 1).bytes
    let path = directory.file("log.jsonl")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let index = try #require(try IndexedLogs.index(path, mode: mode, interval: 100))
    #expect(index.checkpoints.count == 31)
    #expect(index.warnings.isEmpty == (mode == .strict))
    let decoded = try CheckpointIndex(
      decoding: index.encoded(), header: log.header, path: "memory")
    #expect(decoded == index)
    let indexPath = directory.file("log.index")
    try index.write(to: indexPath)
    #expect(try CheckpointIndex.read(from: indexPath, header: log.header) == index)
    #expect(try IndexedLogs.open(path).index(at: indexPath, mode: mode, interval: 100) == index)
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: indexPath)[.size] as? Int)
    #expect(size < 200 * index.checkpoints.count + 100 * index.warnings.count + 200)
  }

  @Test(
    "through the index, the state at any seq equals a full replay; few lines re-read",
    arguments: zip(
      [ReplayMode.strict, .lenient, .strict, .lenient], [64, 64, 1_024, 1_000]))
  func jumpsMatchFullReplay(mode: ReplayMode, interval: Int) throws {
    let directory = try TemporaryDirectory()
    do {
      try PropertyCheck.check(
        seed: 0xc4ec_0000 + UInt64(interval), count: 6, events: 2_000...5_000, menus: .random,
        recordsSelections: mode == .strict
      ) { log in
        (try? jumpsAgree(log, mode: mode, interval: interval, in: directory)) == true
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  /// Whether, for the log and 25 seqs drawn from its seed, jumping with an index gives the
  /// state of a full replay after reading at most `interval` event lines.
  private func jumpsAgree(
    _ log: SessionLog, mode: ReplayMode, interval: Int, in directory: TemporaryDirectory
  ) throws -> Bool {
    let mixed =
      mode == .lenient
      ? IndexedLogs.withBadLines(log, seed: log.header.seed)
      : IndexedLogs.Mixed(bytes: log.bytes, badLines: [])
    let path = directory.file("\(log.header.seed).jsonl")
    try Data(mixed.bytes).write(to: URL(fileURLWithPath: path))
    guard let made = try IndexedLogs.index(path, mode: mode, interval: interval) else {
      return false
    }
    try made.write(to: path + ".index")
    let index = try IndexedLogs.open(path).index(
      at: path + ".index", mode: mode, interval: interval)
    let last = log.records.count
    var random = Xoshiro256StarStar(seed: log.header.seed)
    let seqs =
      [0, 1, interval, last - 1, last] + (0..<20).map { _ in Int(random.bounded(UInt64(last) + 1)) }
    for seq in seqs where seq >= 0 {
      let (replayer, linesRead, checkpoint) = try IndexedLogs.jump(path, to: seq, index: index)
      let expected = try IndexedLogs.fullReplay(mixed.bytes, through: seq, mode: mode)
      let span = (checkpoint.lineNumber + 1)...(checkpoint.lineNumber + max(linesRead, 1))
      let badRead = mixed.badLines.filter { span.contains($0) }.count
      guard replayer == expected, linesRead - badRead <= interval else { return false }
    }
    return true
  }

  @Test("jumping to a late event re-reads the lines after one checkpoint, not the whole log")
  func indexIsUsed() throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x5ca1e, events: 10_000)
    let path = try directory.write("log.jsonl", log.text)
    let index = try #require(try IndexedLogs.index(path, mode: .strict))
    let (replayer, linesRead, checkpoint) = try IndexedLogs.jump(path, to: 9_999, index: index)
    #expect(checkpoint.replayer.lastSeq == 9_216)
    // Replay stops right after event 9,999: the line after it is not read.
    #expect(linesRead == 9_999 - 9_216)
    #expect(
      replayer.state == (try IndexedLogs.fullReplay(log.bytes, through: 9_999, mode: .strict)).state
    )
  }

  @Test(
    "an index is stale once the log is appended to, cut, replaced or given another header",
    arguments: ["append", "truncate", "replace", "header"])
  func staleAfterChange(change: String) throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x57a1e, events: 3_000)
    let path = try directory.write("log.jsonl", log.text)
    let index = try #require(try IndexedLogs.index(path, mode: .strict))
    try index.write(to: path + ".index")
    #expect(throws: Never.self) {
      try IndexedLogs.open(path).index(at: path + ".index", mode: .strict)
    }
    let text = log.text
    switch change {
    case "append":
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("{\"seq\":3001,\"type\":\"tap\",\"control\":0}\n".utf8))
      try handle.close()
    case "truncate":
      try FileHandle(forWritingTo: URL(fileURLWithPath: path)).truncate(atOffset: 5_000)
    case "replace":
      try directory.write("other.jsonl", SessionGenerator.log(seed: 0x57a1e, events: 2_999).text)
      _ = rename(directory.file("other.jsonl"), path)
    default:
      try directory.write(
        "log.jsonl", text.replacingOccurrences(of: "\"57a1e\"", with: "\"57a1f\""))
    }
    let error = try #require(throws: CheckpointIndexError.self) {
      try IndexedLogs.open(path).index(at: path + ".index", mode: .strict)
    }
    guard case .stale = error.kind else {
      Issue.record("expected a stale index, got \(error)")
      return
    }
  }

  @Test("an index for another mode or interval is not used")
  func otherModeOrInterval() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "log.jsonl", SessionGenerator.log(seed: 0x30de, events: 2_000).text)
    let index = try #require(try IndexedLogs.index(path, mode: .strict))
    try index.write(to: path + ".index")
    let file = try IndexedLogs.open(path)
    #expect(throws: CheckpointIndexError.self) {
      try file.index(at: path + ".index", mode: .lenient)
    }
    #expect(throws: CheckpointIndexError.self) {
      try file.index(at: path + ".index", mode: .strict, interval: 512)
    }
    #expect(throws: Never.self) { try file.index(at: path + ".index", mode: .strict) }
  }

  /// Ways to damage an index file, each of which the reader must refuse.
  static let damages = [
    "empty", "garbage", "cut in the head", "cut in a checkpoint", "cut before the checksum",
    "one bit flipped", "another magic", "version 1", "mode 7", "selection out of range",
    "offsets out of order", "generator all zero", "a byte appended", "checkpoint count too big",
    "counts whose bytes overflow",
  ]

  @Test("a damaged, truncated or foreign index file is refused, never trusted", arguments: damages)
  func damagedIndex(damage: String) throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0xda3a6e, events: 3_000)
    let path = try directory.write("log.jsonl", log.text)
    let index = try #require(try IndexedLogs.index(path, mode: .lenient, interval: 500))
    var bytes = index.encoded()
    let checkpoint = 8 * 12
    let second = checkpoint + 8 * 17
    func setWord(_ offset: Int, _ value: UInt64) {
      withUnsafeBytes(of: value.littleEndian) {
        bytes.replaceSubrange(offset..<offset + 8, with: $0)
      }
    }
    switch damage {
    case "empty": bytes = []
    case "garbage": bytes = Array(repeating: 0x41, count: 4_096)
    case "cut in the head": bytes = Array(bytes.prefix(40))
    case "cut in a checkpoint": bytes = Array(bytes.prefix(second + 50))
    case "cut before the checksum": bytes.removeLast(8)
    case "one bit flipped": bytes[second + 3] ^= 0x10
    case "another magic": bytes = IndexedLogs.resealed([0x4e] + bytes.dropFirst())
    case "version 1":
      setWord(8, 1)
      bytes = IndexedLogs.resealed(bytes)
    case "mode 7":
      setWord(64, 7)
      bytes = IndexedLogs.resealed(bytes)
    case "selection out of range":
      setWord(second + 7 * 8, 0x09)
      bytes = IndexedLogs.resealed(bytes)
    case "offsets out of order":
      setWord(second + 8, 3)
      bytes = IndexedLogs.resealed(bytes)
    case "generator all zero":
      for word in 8...11 { setWord(second + word * 8, 0) }
      bytes = IndexedLogs.resealed(bytes)
    case "a byte appended": bytes = IndexedLogs.resealed(bytes.dropLast(8) + [0] + bytes.suffix(8))
    case "counts whose bytes overflow":
      // Found by the index fuzzer: a log size and a count that pass every other check, but
      // whose checkpoints' bytes overflowed when the file's size was worked out.
      setWord(32, 0x52c7_08ad_e1bf_cc57)
      setWord(72, 1)
      setWord(80, 0x0100_0000_0000_0019)
      bytes = IndexedLogs.resealed(bytes)
    default:
      setWord(80, UInt64(Int.max))
      bytes = IndexedLogs.resealed(bytes)
    }
    #expect(throws: CheckpointIndexError.self) {
      try CheckpointIndex(decoding: bytes, header: log.header, path: "damaged")
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path + ".index"))
    #expect(throws: CheckpointIndexError.self) {
      try IndexedLogs.open(path).index(at: path + ".index", mode: .lenient, interval: 500)
    }
  }

  @Test("every truncation of an index file is refused")
  func everyTruncation() throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x7c, events: 1_100)
    let path = try directory.write("log.jsonl", log.text)
    let bytes = try #require(try IndexedLogs.index(path, mode: .strict, interval: 100)).encoded()
    for length in 0..<bytes.count {
      #expect(throws: CheckpointIndexError.self, "cut to \(length) bytes") {
        try CheckpointIndex(decoding: Array(bytes.prefix(length)), header: log.header, path: "cut")
      }
    }
  }

  @Test(
    "a checkpoint the block of events before it does not replay to exactly is not resumed from")
  func resumeSanityCheck() throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x5a7e, events: 3_000)
    let path = try directory.write("log.jsonl", log.text)
    let index = try #require(try IndexedLogs.index(path, mode: .strict, interval: 1_000))
    let file = try IndexedLogs.open(path)
    let good = index.checkpoints[2]
    #expect(file.start(at: good, in: index).checkpoint == good)
    let lineLength = log.text.split(separator: "\n")[good.lineNumber - 1].utf8.count + 1
    var taps = good.replayer.state.navTaps
    taps.search += 1
    let state = try #require(
      SessionState(
        menu: good.replayer.state.menu, formatVersion: good.replayer.state.formatVersion,
        screen: good.replayer.state.screen,
        selections: good.replayer.state.selections, random: good.replayer.state.random,
        navTaps: taps, seq: good.replayer.state.seq))
    for wrong in [
      Checkpoint(
        replayer: good.replayer, lineNumber: good.lineNumber, byteOffset: good.byteOffset - 1),
      Checkpoint(
        replayer: good.replayer, lineNumber: good.lineNumber - 1,
        byteOffset: good.byteOffset - lineLength),
      Checkpoint(
        replayer: LogReplayer(
          state: state, mode: .strict, lastSeq: good.replayer.lastSeq,
          lastTime: good.replayer.lastTime, appliedCount: good.replayer.appliedCount),
        lineNumber: good.lineNumber, byteOffset: good.byteOffset),
    ] {
      var checkpoints = index.checkpoints
      checkpoints[2] = wrong
      let forged = CheckpointIndex(key: index.key, checkpoints: checkpoints, warnings: [])
      let (reader, used) = file.start(at: wrong, in: forged)
      #expect(used == file.startCheckpoint(mode: .strict))
      #expect(reader.lineNumber == file.headerLine)
    }
    #expect(file.start(at: good, in: index).checkpoint == good, "checked again, still good")
  }
}
