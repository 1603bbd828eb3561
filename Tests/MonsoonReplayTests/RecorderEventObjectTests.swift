import Foundation
import MonsoonEvents
import MonsoonReplay
import Testing

/// A JSON event object given to the recorder may say what the caller believes: the selections
/// after the event (`sel`). A belief that is false is refused with the reason, never silently
/// replaced, and so is a `t`, which the recorder stamps itself.
@Suite("Recorder: what a JSON event object believes")
struct RecorderEventObjectTests {
  typealias Line = LineInput<MemoryByteSource>.Line

  @Test("a sel that matches is recorded; one that does not, or a t, is refused with the reason")
  func beliefs() throws {
    let path = NSTemporaryDirectory() + "monsoon-recorder-" + UUID().uuidString + ".jsonl"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try SessionLogFile.open(path: path, durability: .buffered) { LogHeader(seed: 1) }
    var recorder = Recorder(store: try log.makeStore())
    try recorder.handle(Line.text(#"{"type":"tap","control":1,"sel":[0,1,0,0,0,0]}"#))
    try recorder.handle(Line.text(#"{"type":"tap","control":1,"sel":[0,1,0,0,0,0]}"#))
    try recorder.handle(Line.text(#"{"type":"go","t":1700000000000}"#))
    try recorder.handle(Line.text(#"{"type":"back","sel":[0,0,0,0,0,0]}"#))
    let answers = try recorder.finish()
    #expect(answers.count == 4)
    #expect(answers[0].hasPrefix(#"ok 1 {"seq":1,"screen":"chooser","selections":[0,1,"#))
    #expect(
      answers[1]
        == "rejected: state diverged: the object's sel is [0,1,0,0,0,0] but the event gives "
        + "[0,2,0,0,0,0]")
    #expect(
      answers[2]
        == "rejected: invalid event object: field \"t\" must be left out: the recorder stamps "
        + "events with its clock")
    #expect(answers[3] == "rejected: back while on the chooser screen")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[1].hasSuffix(#""type":"tap","control":1,"sel":[0,1,0,0,0,0]}"#))
  }
}
