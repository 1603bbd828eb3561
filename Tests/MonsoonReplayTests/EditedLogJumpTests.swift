import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTestSupport
import MonsoonTesting
import Testing

@Suite("Logs edited in place: the index is stale, and a checkpoint is checked against its block")
struct EditedLogJumpTests {
  @Test(
    "an edit of the same length with the modification time put back makes the index stale",
    arguments: SameLengthEdit.allCases)
  func changeTimeRevealsTheEdit(edit: SameLengthEdit) throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0xed17, events: 3_000)
    let path = try directory.write("log.jsonl", log.text)
    let index = try #require(try IndexedLogs.index(path, mode: .strict))
    try index.write(to: path + ".index")
    var bytes = log.bytes
    var random = Xoshiro256StarStar(seed: 0xed17)
    #expect(edit.apply(to: &bytes, in: bytes.count / 2..<bytes.count, using: &random))
    try SameLengthEdit.rewriteKeepingTimes(path, with: bytes)
    let modified = { (path: String) in
      try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
    #expect(try modified(path) == modified(path), "the modification time was put back")
    let error = try #require(throws: CheckpointIndexError.self) {
      try IndexedLogs.open(path).index(at: path + ".index", mode: .strict)
    }
    #expect(
      error.kind
        == .stale("the log changed since (its size, modification or change time, device or inode)"))
  }

  @Test("a log opened a moment after it was written is not indexed until it settles")
  func racilyCleanLogIsNotIndexed() throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x5e77, events: 2_000)
    var fresh: OpenedLogFile?
    for _ in 0..<5 where fresh == nil {
      let path = try directory.write("log.jsonl", log.text)
      let file = try OpenedLogFile(path: path, source: try FileByteSource(path: path))
      if !file.isSettled { fresh = file }
    }
    let file = try #require(fresh, "5 logs opened right after they were written had all settled")
    func key(_ file: OpenedLogFile) throws -> CheckpointIndex.Key? {
      let start = file.startCheckpoint(mode: .strict)
      var recorder: CheckpointRecorder? = CheckpointRecorder(start: start)
      var replayer = start.replayer
      _ = try replayer.replayRest(file.reader, recording: &recorder) { _ in }
      return try file.indexKey(#require(recorder), mode: .strict)
    }
    #expect(try key(file) == nil)
    let settled = try file.settled(waitingAtMost: 3_000)
    #expect(settled.isSettled)
    #expect(try key(settled) != nil)
  }

  @Test(
    "without the change time, an edit from the checkpoint's own block on never changes a jump",
    arguments: ReplayMode.allCases)
  func blockCheckCatchesEdits(mode: ReplayMode) throws {
    let directory = try TemporaryDirectory()
    do {
      try PropertyCheck.check(
        seed: 0xb10c_0000 &+ (mode == .strict ? 0 : 1), count: 40, events: 1_200...3_000,
        menus: .random
      ) { log in
        (try? jumpAgreesAfterEdit(log, mode: mode, in: directory)) == true
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  /// Indexes the log (every 100 events), edits it in place in the block before a random
  /// checkpoint (half the time) or anywhere after the block's start, and jumps with the old index into the file as it is now, as a
  /// file system that keeps no change time would allow: the answer (state and warnings, or
  /// the error) must be that of a replay of the edited bytes from the start.
  private func jumpAgreesAfterEdit(
    _ log: SessionLog, mode: ReplayMode, in directory: TemporaryDirectory
  ) throws -> Bool {
    var random = Xoshiro256StarStar(seed: log.header.seed)
    let original =
      mode == .lenient ? IndexedLogs.withBadLines(log, seed: log.header.seed).bytes : log.bytes
    let path = directory.file("\(log.header.seed).jsonl")
    try Data(original).write(to: URL(fileURLWithPath: path))
    guard let index = try IndexedLogs.index(path, mode: mode, interval: 100),
      index.checkpoints.count > 2
    else { return true }
    let position = Int.random(in: 1..<index.checkpoints.count, using: &random)
    let checkpoint = index.checkpoints[position]
    let blockStart = index.checkpoints[position - 1].byteOffset
    var edited = original
    let edit = SameLengthEdit.allCases.randomElement(using: &random) ?? .digit
    let region =
      Bool.random(using: &random)
      ? blockStart..<checkpoint.byteOffset : blockStart..<edited.count
    guard edit.apply(to: &edited, in: region, using: &random) else {
      return true
    }
    try Data(edited).write(to: URL(fileURLWithPath: path))
    let target = checkpoint.replayer.lastSeq + Int.random(in: 0..<100, using: &random)
    return try jumpAnswer(path, through: target, from: checkpoint, index: index)
      == fullAnswer(edited, through: target, mode: mode)
  }

  /// What a replay through `seq` ends with: the replayer and every warning, or the problem.
  private enum Answer: Equatable {
    case state(LogReplayer, warnings: [String])
    case failed(LogProblem)
  }

  private func jumpAnswer(
    _ path: String, through seq: Int, from checkpoint: Checkpoint, index: CheckpointIndex
  ) throws -> Answer {
    let file = try IndexedLogs.open(path)
    let (reader, used) = file.start(at: checkpoint, in: index)
    var warnings = index.warnings(before: used).map { "\($0.line): \($0.message)" }
    var replayer = used.replayer
    var recorder: CheckpointRecorder?
    do {
      _ = try replayer.replayRest(reader, through: seq, recording: &recorder) {
        warnings.append("\($0.line): \($0.description)")
      }
    } catch {
      return .failed(error)
    }
    return .state(replayer, warnings: warnings)
  }

  private func fullAnswer(_ bytes: [UInt8], through seq: Int, mode: ReplayMode) throws -> Answer {
    var warnings: [String] = []
    do {
      let reader = try LogReader(MemoryByteSource(bytes))
      let (replayer, _) = try LogReplayer.replay(reader, mode: mode, through: seq) {
        warnings.append("\($0.line): \($0.description)")
      }
      return .state(replayer, warnings: warnings)
    } catch {
      return .failed(error)
    }
  }
}
