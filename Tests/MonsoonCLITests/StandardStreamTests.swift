import Foundation
import MonsoonTestSupport
import Testing

@Suite("Standard streams: closed descriptors, failed writes, closed pipes")
struct StandardStreamTests {
  /// A log with a torn last line, which `record` cuts off with a warning on standard error.
  private static let tornLog =
    #"{"monsoon":1,"seed":"2a"}"# + "\n" + #"{"seq":1,"t":5,"type":"tap","control":1}"# + "\n"
    + #"{"seq":2,"t":6,"ty"#

  @Test(
    "record with standard output or error closed writes neither answers nor warnings into the log",
    arguments: [">&-", "2>&-", "<&-"])
  func closedDescriptors(redirection: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("y.jsonl", Self.tornLog)
    let result = try ToolRunner.run(
      ["record", "-o", path], input: "tap 2\n", launcher: ToolRunner.shell(redirection))
    #expect(result.status == 0)
    let lines = try directory.read("y.jsonl").split(separator: "\n")
    #expect(lines.count == (redirection == "<&-" ? 2 : 3))
    #expect(lines.allSatisfy { $0.hasPrefix("{") }, "\(lines)")
    let verified = try ToolRunner.run(["verify", path])
    #expect(verified.status == 0, "\(verified.standardError)")
  }

  /// One run of every command that writes to standard output.
  static let printingCommands: [[String]] = [
    [], ["sample"], ["--help"], ["replay", "--help"], ["gen", "--seed", "1", "--events", "10"],
    ["gen", "--seed", "1", "--events", "100000"], ["replay", "sample.jsonl"],
    ["replay", "--each", "sample.jsonl", "valid/sample.jsonl"], ["timeline", "sample.jsonl"],
    ["verify", "sample.jsonl", "valid/sample.jsonl"], ["render", "sample.jsonl"],
    ["html", "sample.jsonl"], ["shrink", "sample.jsonl", "--until", "screen=detail"],
    ["bisect", "sample.jsonl", "--until", "screen=detail"], ["follow", "sample.jsonl"],
    ["diff", "sample.jsonl", "valid/custom-menu.jsonl"],
  ]

  @Test(
    "a failed write to standard output exits 74 naming the stream and the reason",
    arguments: printingCommands)
  func fullStandardOutput(arguments: [String]) throws {
    let result = try ToolRunner.run(arguments, launcher: ToolRunner.shell(">/dev/full"))
    #expect(result.status == 74)
    #expect(
      result.standardError.hasSuffix(
        "monsoon-replay: error: standard output: No space left on device\n"),
      "\(result.standardError)")
  }

  @Test("record's answers into a full standard output exit 74, after the events are logged")
  func recordIntoFullOutput() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let result = try ToolRunner.run(
      ["record", "-o", path, "--seed", "1"], input: "tap 1\ntap 2\n",
      launcher: ToolRunner.shell(">/dev/full"))
    #expect(result.status == 74)
    #expect(
      result.standardError == "monsoon-replay: error: standard output: No space left on device\n")
    #expect(try directory.read("s.jsonl").split(separator: "\n").count == 3)
  }

  @Test("warnings waiting for standard error are printed before the failure of standard output")
  func warningsFirst() throws {
    let result = try ToolRunner.run(
      ["replay", "--lenient", "broken.jsonl"], launcher: ToolRunner.shell(">/dev/full"))
    #expect(result.status == 74)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count >= 2)
    #expect(
      lines.dropLast().allSatisfy {
        $0.hasPrefix("monsoon-replay: warning: broken.jsonl:")
          || $0.hasPrefix("broken.jsonl: lenient replay: ")
      })
    #expect(lines.last == "monsoon-replay: error: standard output: No space left on device")
  }

  @Test("a failed write to standard error exits 74 too")
  func fullStandardError() throws {
    let result = try ToolRunner.run(
      ["replay", "--lenient", "broken.jsonl"], launcher: ToolRunner.shell("2>/dev/full"))
    #expect(result.status == 74)
  }
}
