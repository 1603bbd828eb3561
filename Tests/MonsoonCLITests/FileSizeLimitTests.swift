import Foundation
import MonsoonTestSupport
import MonsoonTesting
import Testing

/// `ulimit -f` with `SIGXFSZ` at its default, as a user's shell leaves it: a write past the
/// limit must fail with "File too large" and take the tool's path for a full disk, never kill
/// it. (Writing `-o` files under the limit: `OutputFileTests` "an output that cannot be written
/// whole …"; `record`'s first event: `RecordCommandTests` "a full disk exits 74 …".)
@Suite(
  "A file size limit fails the write, never kills the tool",
  .enabled(if: ToolRunner.startsUnderFileSizeLimit, ToolRunner.needsFileSizeLimit))
struct FileSizeLimitTests {
  @Test("a replay under a limit of 0 bytes answers as without one: it writes no file")
  func replayUnderTheLimit() throws {
    let directory = try TemporaryDirectory()
    let log = try directory.write("big.jsonl", SessionGenerator.log(seed: 7, events: 3_000).text)
    let limited = try ToolRunner.run(
      ["replay", log, "--format", "json"], launcher: ToolRunner.fileSizeLimit(0))
    #expect(limited.status == 0)
    #expect(limited.standardError.isEmpty)
    let unlimited = try ToolRunner.run(["replay", log, "--format", "json"])
    #expect(limited.standardOutput == unlimited.standardOutput)
  }

  @Test("record stops with 74 at the limit, every acknowledged event in the log")
  func recordPastTheLimit() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let input = String(repeating: "tap 1\n", count: 3_000)
    let result = try ToolRunner.run(
      ["record", "-o", path, "--seed", "2a"], input: input, launcher: ToolRunner.fileSizeLimit(300))
    #expect(result.status == 74)
    #expect(
      result.standardError.hasPrefix("monsoon-replay: error: cannot write \(path): File too large"))
    let acknowledged = result.standardOutput.split(separator: "\n").count
    #expect(acknowledged > 0)
    let replay = try ToolRunner.run(["replay", path, "--format", "json"])
    #expect(replay.status == 0)
    let seq = replay.standardOutput.dropFirst(#"{"seq":"#.count).prefix { $0.isNumber }
    #expect(Int(seq).map { $0 >= acknowledged } == true, "the log holds \(seq) events")
  }
}
