import Foundation
import MonsoonEvents
import MonsoonTestSupport
import Testing

@Suite("File log sink")
struct FileLogSinkTests {
  @Test("a durable append is in the file when it returns")
  func durableAppendIsWritten() throws {
    let directory = try TemporaryDirectory()
    let sink = try FileLogSink(path: directory.file("log.jsonl"), durability: .durable)
    try sink.append(Array("one\n".utf8))
    #expect(try directory.read("log.jsonl") == "one\n")
    try sink.append(Array("two\n".utf8))
    #expect(try directory.read("log.jsonl") == "one\ntwo\n")
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
  }

  @Test("close writes what is buffered, and later appends fail")
  func closeFlushes() throws {
    let directory = try TemporaryDirectory()
    let sink = try FileLogSink(path: directory.file("log.jsonl"), durability: .buffered)
    try sink.append(Array("one\n".utf8))
    try sink.close()
    #expect(try directory.read("log.jsonl") == "one\n")
    #expect(throws: LogWriteError.self) { try sink.append(Array("two\n".utf8)) }
    try sink.close()
  }

  @Test("a full disk fails the write, and every later one with the same error")
  func fullDiskFails() throws {
    let sink = try FileLogSink(path: "/dev/full", durability: .durable)
    let error = #expect(throws: LogWriteError.self) { try sink.append(Array("one\n".utf8)) }
    #expect(error?.reason == "cannot write /dev/full: No space left on device")
    let again = #expect(throws: LogWriteError.self) { try sink.append(Array("two\n".utf8)) }
    #expect(again == error)
  }

  @Test("a buffered sink reports a full disk on flush")
  func bufferedFullDiskFailsOnFlush() throws {
    let sink = try FileLogSink(path: "/dev/full", durability: .buffered)
    try sink.append(Array("one\n".utf8))
    let error = #expect(throws: LogWriteError.self) { try sink.flush() }
    #expect(error?.reason.contains("No space left on device") == true)
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
