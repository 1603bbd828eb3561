import Foundation
import Testing

/// A log of NUL bytes (/dev/zero, or a header followed by `cat /dev/zero`) once made every
/// command read forever, skipping one endless line. A NUL byte is never valid in a log, so
/// reading stops at the line limit with exit 65.
@Suite("Input that is not text fails at once")
struct NotTextInputTests {
  /// Every command that reads a log, in strict and lenient mode.
  static let commands: [[String]] = [
    ["replay"], ["replay", "--lenient"], ["replay", "--at", "1"], ["verify"], ["timeline"],
    ["timeline", "--lenient"], ["follow"], ["follow", "--lenient"],
    ["bisect", "--until", "screen=detail"], ["render", "--at", "1"], ["html"],
    ["shrink", "--until", "screen=detail"],
  ]

  /// The message for a NUL byte in the log's line `line`.
  private static func message(_ name: String, line: Int) -> String {
    "monsoon-replay: error: \(name):\(line): a line longer than 1048576 bytes holds a NUL byte: "
      + "the input is not a text log\n"
  }

  @Test("a header, then 64 MiB of zeros through a pipe: exit 65", arguments: commands)
  func zerosThroughAPipe(command: [String]) throws {
    // The writer may complain of the pipe the tool closed, before or after the tool's message.
    let script = """
      { printf '%s\\n' '{"monsoon":1,"seed":"1"}'; head -c 67108864 /dev/zero; } \
      | timeout 60 "$0" "$@" -
      """
    let result = try ToolRunner.run(command, launcher: ["/bin/sh", "-c", script])
    #expect(result.status == 65, "\(result.standardError)")
    #expect(result.standardError.contains(Self.message("<stdin>", line: 2)))
  }

  @Test(
    "a 1.9 MB line of zeros, which fits the reader's buffer whole, is exit 65 in both modes",
    arguments: [["replay"], ["replay", "--lenient"], ["verify"]])
  func longLineOfZeros(command: [String]) throws {
    let script = """
      { printf '%s\n' '{"monsoon":1,"seed":"1"}'; head -c 1900000 /dev/zero; printf '\n'; } \
      | "$0" "$@" -
      """
    let result = try ToolRunner.run(command, launcher: ["/bin/sh", "-c", script])
    #expect(result.status == 65, "\(result.standardError)")
    #expect(result.standardError.contains(Self.message("<stdin>", line: 2)))
  }

  @Test(
    "/dev/zero as a log: exit 65 at the header's line limit",
    arguments: commands + [["diff", "valid/sample.jsonl"]])
  func deviceOfZeros(command: [String]) throws {
    let result = try ToolRunner.run(
      command + ["/dev/zero"], launcher: ["/usr/bin/timeout", "60"])
    #expect(result.status == 65, "\(result.standardError)")
    #expect(result.standardError.hasSuffix(Self.message("/dev/zero", line: 1)))
  }
}
