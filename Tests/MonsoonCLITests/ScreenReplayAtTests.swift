import Foundation
import MonsoonEvents
import MonsoonScreen
import Testing

@Suite("The screen opened at a step shows what replay --at prints")
struct ScreenReplayAtTests {
  @Test("every step of the sample log, and every valid fixture's last step, as the tool prints it")
  func everyStep() throws {
    let cases = (0...20).map { ("sample.jsonl", $0) }
      + ["valid/custom-menu.jsonl", "valid/prompt-ids-by-code-point.jsonl",
        "valid/crlf-blank-lines-any-order.jsonl"].map { ($0, -1) }
    for (file, asked) in cases {
      let path = ToolRunner.fixturesDirectory.appendingPathComponent(file).path
      let replayed = try ReplayedLog(fileAt: path)
      let seq = asked < 0 ? replayed.lastSeq : asked
      let printed = try ToolRunner.run(["replay", file, "--at", String(seq), "--format", "json"])
      #expect(printed.status == 0, "\(printed.standardError)")
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(printed.standardOutput.utf8)) as? [String: Any])
      let state = try replayed.state(at: seq)
      #expect(json["seq"] as? Int == state.seq, "\(file) seq \(seq)")
      #expect(json["screen"] as? String == state.screen.rawValue, "\(file) seq \(seq)")
      #expect(json["selections"] as? [Int] == Array(state.selections), "\(file) seq \(seq)")
      let nav = json["nav"] as? [String: Int]
      #expect(
        nav == [
          "search": state.navTaps.search, "calendar": state.navTaps.calendar,
          "compass": state.navTaps.compass, "menu": state.navTaps.menu,
        ], "\(file) seq \(seq)")
    }
  }

  @Test("past the end, both say so, naming the log's last seq")
  func pastTheEnd() throws {
    let path = ToolRunner.fixturesDirectory.appendingPathComponent("sample.jsonl").path
    let printed = try ToolRunner.run(["replay", "sample.jsonl", "--at", "21"])
    #expect(printed.status == 1 && printed.standardError.contains("which ends at seq 20"))
    #expect(throws: ReplayedLogError(log: path, .seqPastEnd(21, lastSeq: 20))) {
      try ReplayedLog(fileAt: path).state(at: 21)
    }
  }
}
