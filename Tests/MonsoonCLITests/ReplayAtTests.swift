import Foundation
import MonsoonTestSupport
import Testing

/// `--at N` as docs/log-format.md settles it (section 4, "Replaying up to an event").
@Suite("replay --at: what is read, and past the end")
struct ReplayAtTests {
  private static let head = "{\"monsoon\":1,\"seed\":\"1\"}\n{\"seq\":1,\"type\":\"go\"}\n"

  @Test(
    "strict --at N answers from the lines up to event N; what follows is not read",
    arguments: ["{\"seq\":3,\"type\":\"back\"}", "{\"seq\":2,\"type\":\"bogus\"}", "not json"])
  func strictStopsAtTheEvent(next: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("log.jsonl", Self.head + next + "\n")
    let result = try ToolRunner.run(["replay", path, "--at", "1", "--format", "json"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix(#"{"seq":1,"screen":"detail""#))
  }

  @Test(
    "--at past the end of the log is exit 1 in both modes, naming the last seq that counted",
    arguments: zip([[], ["--lenient"]], [1, 3]))
  func pastTheEnd(mode: [String], lastSeq: Int) throws {
    let directory = try TemporaryDirectory()
    let bad = mode.isEmpty ? "" : "{\"seq\":3,\"type\":\"bogus\"}\n"
    let path = try directory.write("log.jsonl", Self.head + bad)
    let result = try ToolRunner.run(["replay", path, "--at", "7"] + mode)
    #expect(result.status == 1)
    #expect(
      result.standardError.hasSuffix(
        "monsoon-replay: error: \(path): --at 7 is past the end of the log, which ends at "
          + "seq \(lastSeq)\n"))
  }
}
