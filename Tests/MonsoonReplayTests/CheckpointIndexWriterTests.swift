import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTestSupport
import MonsoonTesting
import Testing

@Suite("Checkpoint index written as the pass goes")
struct CheckpointIndexWriterTests {
  /// One whole pass over a log file whose checkpoints stream to an index file at `indexPath`.
  private func streamedPass(
    _ path: String, to indexPath: String, mode: ReplayMode, interval: Int
  ) throws -> (recorder: CheckpointRecorder, file: OpenedLogFile) {
    let file = try IndexedLogs.open(path)
    let start = file.startCheckpoint(mode: mode)
    var recorder: CheckpointRecorder? = CheckpointRecorder(
      start: start, interval: interval, streamingTo: CheckpointIndexWriter(path: indexPath))
    var replayer = start.replayer
    _ = try replayer.replayRest(file.reader, recording: &recorder) { _ in }
    return (try #require(recorder), file)
  }

  @Test(
    "the streamed file holds exactly the bytes of the index kept in memory",
    arguments: ReplayMode.allCases, [7, 100, 1024])
  func sameBytes(mode: ReplayMode, interval: Int) throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x5717, events: 5_000, recordsSelections: true)
    let bytes = mode == .strict ? log.bytes : IndexedLogs.withBadLines(log, seed: 2).bytes
    let path = directory.file("log.jsonl")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let inMemory = try #require(try IndexedLogs.index(path, mode: mode, interval: interval))
    let indexPath = directory.file("log.index")
    let (recorder, file) = try streamedPass(path, to: indexPath, mode: mode, interval: interval)
    #expect(recorder.checkpoints.count == 1, "streamed checkpoints are not kept in memory")
    #expect(recorder.checkpointCount == inMemory.checkpoints.count)
    let key = try #require(file.indexKey(recorder, mode: mode))
    #expect(file.makeIndex(recorder, mode: mode) == nil)
    try #require(recorder.file).finish(key: key, warnings: recorder.warnings)
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: indexPath)))
    #expect(written == inMemory.encoded())
    #expect(try file.index(at: indexPath, mode: mode, interval: interval) == inMemory)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers.sorted() == ["log.index", "log.jsonl"])
  }

  @Test("a writer given up before it finishes removes its file; a short pass never makes one")
  func abandonedWriterLeavesNothing() throws {
    let directory = try TemporaryDirectory()
    func indexFiles() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
        $0.contains(".index")
      }
    }
    for (events, madeFile) in [(5_000, true), (50, false)] {
      let log = SessionGenerator.log(seed: 0xab, events: events)
      let path = directory.file("log-\(events).jsonl")
      try Data(log.bytes).write(to: URL(fileURLWithPath: path))
      do {
        let (recorder, _) = try streamedPass(
          path, to: directory.file("log-\(events).index"), mode: .strict, interval: 1)
        #expect(try !indexFiles().isEmpty == madeFile, "\(events) events, before giving up")
        withExtendedLifetime(recorder) {}
      }
      #expect(try indexFiles().isEmpty, "\(events) events, after giving up")
    }
  }

  @Test("a writer that cannot create its file throws and leaves the old index in place")
  func unwritableDirectory() throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0xd1, events: 3_000)
    let path = directory.file("log.jsonl")
    try Data(log.bytes).write(to: URL(fileURLWithPath: path))
    let missing = directory.file("no-such-directory/log.index")
    let (recorder, file) = try streamedPass(path, to: missing, mode: .strict, interval: 100)
    let key = try #require(file.indexKey(recorder, mode: .strict))
    #expect(throws: CheckpointIndexError.self) {
      try #require(recorder.file).finish(key: key, warnings: recorder.warnings)
    }
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test("the unfinished files of writers whose process is gone are removed, and only those")
  func abandonedFilesAreRemoved() throws {
    let directory = try TemporaryDirectory()
    let running = ProcessInfo.processInfo.processIdentifier
    let names = [
      "a-strict.index.tmp-\(Int32.max)-1x2y", "b-strict.index.tmp-\(running)-3z",
      "c-strict.index", "notes.txt.tmp-\(Int32.max)-1",
    ]
    for name in names {
      try Data("x".utf8).write(to: URL(fileURLWithPath: directory.file(name)))
    }
    CheckpointIndexWriter.removeAbandonedFiles(in: directory.path)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(left == Array(names.dropFirst()).sorted())
  }
}
