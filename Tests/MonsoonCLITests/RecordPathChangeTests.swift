import Foundation
import MonsoonTestSupport
import Testing

/// A live `record` acknowledges an event only while its path still names the log it holds:
/// after `mv new log.jsonl` or `: > log.jsonl` it stops instead of acknowledging into an
/// unlinked file or writing at offset 0 of an emptied one.
@Suite("record notices its log replaced, removed or truncated")
struct RecordPathChangeTests {
  enum Change: String, CaseIterable, CustomTestStringConvertible {
    case replaced, removed, truncated
    var testDescription: String { rawValue }
  }

  @Test(
    "the next event is not acknowledged, and record exits 74",
    arguments: Change.allCases, [false, true])
  func changedUnderTheRecorder(change: Change, durable: Bool) throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("log.jsonl")
    let recorder = try RecordingProcess(
      ["-o", path, "--seed", "2a"] + (durable ? ["--durable"] : []))
    recorder.send("go")
    #expect(recorder.answer()?.hasPrefix("ok 1 ") == true)
    let other = #"{"monsoon":1,"seed":"1"}"# + "\n"
    switch change {
    case .replaced:
      let new = try directory.write("new.jsonl", other)
      #expect(rename(new, path) == 0)
    case .removed:
      #expect(unlink(path) == 0)
    case .truncated:
      #expect(truncate(path, 0) == 0)
    }
    recorder.send("back")
    #expect(recorder.answer() == nil)
    #expect(recorder.finish() == 74)
    if change == .replaced { #expect(try directory.read("log.jsonl") == other) }
  }

  @Test("a log that stays put is acknowledged to the end, as before")
  func unchanged() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("log.jsonl")
    let recorder = try RecordingProcess(["-o", path, "--seed", "2a"])
    recorder.send("go")
    #expect(recorder.answer()?.hasPrefix("ok 1 ") == true)
    recorder.send("back")
    #expect(recorder.answer()?.hasPrefix("ok 2 ") == true)
    #expect(recorder.finish() == 0)
  }
}
