import Dispatch
import Foundation
import MonsoonEvents
import MonsoonSystem
import MonsoonTestSupport
import Testing

@Suite("File log sink")
struct FileLogSinkTests {
  @Test("a durable line is in the file, flushed to stable storage, once flush returns")
  func durableFlushWritesAndSynchronizes() throws {
    let directory = try TemporaryDirectory()
    let sink = try FileLogSink(path: directory.file("log.jsonl"), durability: .durable)
    try sink.append(Array("one\n".utf8))
    try sink.flush()
    #expect(try directory.read("log.jsonl") == "one\n")
    #expect(sink.synchronizationCount >= 1)
    try sink.append(Array("two\n".utf8))
    try sink.flush()
    #expect(try directory.read("log.jsonl") == "one\ntwo\n")
  }

  @Test(
    "appending never waits for the disk: with the writer held, 1,000 lines queue, then share a flush",
    arguments: LogDurability.allCases)
  func appendsDoNotWaitForTheWriter(durability: LogDurability) async throws {
    let directory = try TemporaryDirectory()
    let gate = Gate()
    let sink = try FileLogSink(
      path: directory.file("log.jsonl"), durability: durability,
      beforeEachBatch: { gate.pass() })
    try sink.append(Array("first\n".utf8))
    gate.waitUntilHeld()
    for index in 0..<1_000 { try sink.append(Array("line \(index)\n".utf8)) }
    #expect(try directory.read("log.jsonl") == "", "the writer is held: nothing is written yet")
    gate.open()
    try await sink.synchronize()
    let lines = try directory.read("log.jsonl").split(separator: "\n")
    #expect(lines.count == 1_001)
    #expect(lines.last == "line 999")
    #expect(sink.synchronizationCount <= 2, "the 1,000 queued lines share one flush")
  }

  @Test("callers waiting for stable storage together share flushes")
  func waitersShareFlushes() async throws {
    let directory = try TemporaryDirectory()
    let gate = Gate()
    let sink = try FileLogSink(
      path: directory.file("log.jsonl"), durability: .durable, beforeEachBatch: { gate.pass() })
    try sink.append(Array("first\n".utf8))
    gate.waitUntilHeld()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<20 {
        try sink.append(Array("line \(index)\n".utf8))
        group.addTask { try await sink.synchronize() }
      }
      gate.open()
      try await group.waitForAll()
    }
    #expect(try directory.read("log.jsonl").split(separator: "\n").count == 21)
    #expect(sink.synchronizationCount <= 2)
  }

  @Test("a buffered append waits in memory, then reaches the file within the flush interval")
  func bufferedAppendIsFlushedInTime() throws {
    let directory = try TemporaryDirectory()
    let sink = try FileLogSink(path: directory.file("log.jsonl"), durability: .buffered)
    try sink.append(Array("one\n".utf8))
    #expect(try directory.read("log.jsonl") == "")
    let start = ContinuousClock.now
    while try directory.read("log.jsonl").isEmpty, ContinuousClock.now - start < .seconds(5) {
      usleep(2_000)
    }
    #expect(try directory.read("log.jsonl") == "one\n")
    #expect(ContinuousClock.now - start < .milliseconds(400))
    #expect(sink.synchronizationCount == 0, "buffered lines are not flushed to disk one by one")
  }

  @Test("an empty append is nothing to write: flush returns, the writer rests", .timeLimit(.minutes(1)))
  func emptyAppend() throws {
    let directory = try TemporaryDirectory()
    let sink = try FileLogSink(path: directory.file("log.jsonl"), durability: .buffered)
    try sink.append(Array("one\n".utf8))
    try sink.append([])
    try sink.flush()
    try sink.append([])
    try sink.flush()
    #expect(try directory.read("log.jsonl") == "one\n")
    try sink.close()
  }

  @Test("close writes what is queued, and later appends fail; closing again does nothing")
  func closeFlushes() throws {
    let directory = try TemporaryDirectory()
    let sink = try FileLogSink(path: directory.file("log.jsonl"), durability: .buffered)
    try sink.append(Array("one\n".utf8))
    try sink.close()
    #expect(try directory.read("log.jsonl") == "one\n")
    #expect(sink.synchronizationCount == 1)
    let error = #expect(throws: LogWriteError.self) { try sink.append(Array("two\n".utf8)) }
    #expect(error?.reason.hasSuffix("log.jsonl is closed") == true)
    try sink.close()
  }

  @Test("a full disk fails the write: flush reports it, and every later append the same")
  func fullDiskFails() throws {
    let sink = try FileLogSink(path: "/dev/full", durability: .durable)
    try sink.append(Array("one\n".utf8))
    let error = #expect(throws: LogWriteError.self) { try sink.flush() }
    #expect(error?.reason == "cannot write /dev/full: No space left on device")
    let again = #expect(throws: LogWriteError.self) { try sink.append(Array("two\n".utf8)) }
    #expect(again == error)
    let closing = #expect(throws: LogWriteError.self) { try sink.close() }
    #expect(closing == error)
  }

  @Test("a buffered sink reports a full disk on flush, and to a caller waiting for the disk")
  func bufferedFullDiskFailsOnFlush() async throws {
    let sink = try FileLogSink(path: "/dev/full", durability: .buffered)
    try sink.append(Array("one\n".utf8))
    let error = #expect(throws: LogWriteError.self) { try sink.flush() }
    #expect(error?.reason.contains("No space left on device") == true)
    let waiting = await #expect(throws: LogWriteError.self) { try await sink.synchronize() }
    #expect(waiting == error)
  }

  @Test("a file that cannot be opened names the path and the reason")
  func unopenableFile() {
    let error = #expect(throws: LogWriteError.self) {
      try FileLogSink(path: "/nonexistent-dir/log.jsonl", durability: .durable)
    }
    #expect(
      error?.reason
        == "cannot open /nonexistent-dir/log.jsonl for writing: No such file or directory")
  }
}

/// Holds the sink's writer thread at its first batch until the test opens it.
private final class Gate: Sendable {
  private let held = DispatchSemaphore(value: 0)
  private let opened = DispatchSemaphore(value: 0)
  private let passes = LockedValue(0)

  /// Called by the writer before each batch: the first one waits for ``open()``.
  func pass() {
    let pass = passes.withLock { count in
      count += 1
      return count
    }
    guard pass == 1 else { return }
    held.signal()
    opened.wait()
  }

  func waitUntilHeld() {
    held.wait()
  }

  func open() {
    opened.signal()
  }
}
