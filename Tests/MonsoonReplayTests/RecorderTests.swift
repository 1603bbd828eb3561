import Foundation
import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Recorder")
struct RecorderTests {
  typealias Line = LineInput<MemoryByteSource>.Line

  @Test("answers wait for confirm, which first writes their events to the file")
  func answersWaitForTheLog() throws {
    let path = NSTemporaryDirectory() + "monsoon-recorder-" + UUID().uuidString + ".jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try SessionLogFile.open(path: path, durability: .buffered) { LogHeader(seed: 1) }
    var recorder = Recorder(store: try log.makeStore())
    try recorder.handle(Line.text("tap 1"))
    try recorder.handle(Line.text("  "))
    try recorder.handle(Line.text("back"))
    try recorder.handle(Line.invalidUTF8([0xFF]))
    #expect(recorder.pendingCount == 3)
    #expect(try contents(of: path) == "")
    let answers = try recorder.confirm()
    #expect(answers.count == 3)
    #expect(answers[0].hasPrefix(#"ok 1 {"seq":1,"screen":"chooser","selections":[0,1,"#))
    #expect(answers[1] == "rejected: back while on the chooser screen")
    #expect(answers[2] == "rejected: the line is not valid UTF-8")
    #expect(try contents(of: path).split(separator: "\n").count == 2)
    #expect(try recorder.finish().isEmpty)
  }

  @Test("when the log cannot be written, the held answers are dropped, not printed")
  func failedWriteDropsAnswers() throws {
    // A session log must be a regular file, so the sink writes to /dev/full directly: every
    // write fails as on a full disk.
    let sink = try FileLogSink(path: "/dev/full", durability: .buffered)
    let header = LogHeader(seed: 1)
    let store = SessionStore(
      resuming: header.initialState, writer: LogWriter(continuing: sink, nextSeq: 1))
    var recorder = Recorder(store: store)
    try recorder.handle(Line.text("tap 1"))
    #expect(recorder.pendingCount == 1)
    #expect(throws: LogWriteError.self) { try recorder.confirm() }
    #expect(recorder.pendingCount == 0)
    #expect(throws: LogWriteError.self) { try recorder.handle(Line.text("tap 2")) }
  }

  /// A file's text, read without Data(contentsOf:), which leaks on an empty file under ASan.
  private func contents(of path: String) throws -> String {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
  }
}
