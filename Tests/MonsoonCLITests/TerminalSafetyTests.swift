import Foundation
import MonsoonTestSupport
import Testing

/// A log is data from anywhere: printed raw, its texts could set the terminal's title, clear
/// its screen or write its clipboard. Human-readable output shows control characters escaped.
@Suite("Terminal safety: no control character from a log reaches the terminal")
struct TerminalSafetyTests {
  /// OSC 0 (window title), a clear screen, a C1 CSI, OSC 52 (clipboard), DEL and a newline.
  static let hostile = [
    "\\u001b]0;owned\\u0007", "\\u001b[2J\\u001b[H", "\\u009b31m", "\\u001b]52;c;b3duZWQ=\\u0007",
    "del\\u007f", "two\\nlines",
  ]

  /// A log whose menu, event types, buttons and keys are full of escape sequences, with a
  /// rejected event, an unknown type and a duplicate key among valid events.
  static let log: String = {
    let prompts = hostile.enumerated().map { index, text in
      "{\"id\":\"p\(index)\(text)\",\"choices\":[\"a\(text)\",\"b\(text)\"]}"
    }
    return "{\"monsoon\":1,\"seed\":\"1\",\"prompts\":[" + prompts.joined(separator: ",") + "]}\n"
      + "{\"seq\":1,\"type\":\"tap\",\"control\":0}\n"
      + "{\"seq\":2,\"type\":\"nav\",\"button\":\"\(hostile[0])\"}\n"
      + "{\"seq\":3,\"type\":\"\(hostile[1])\"}\n"
      + "{\"seq\":4,\"type\":\"select\",\"control\":1,\"choice\":1,\"k\(hostile[2])\":1,"
      + "\"k\(hostile[2])\":2}\n"
      + "{\"seq\":5,\"type\":\"randomize\"}\n"
  }()

  /// Every command with human-readable output, in both modes where it has them.
  static let commands: [[String]] = [
    ["replay"], ["replay", "--lenient"], ["replay", "--lenient", "--at", "5"], ["verify"],
    ["timeline"], ["timeline", "--lenient"], ["follow"], ["follow", "--lenient"],
    ["bisect", "--lenient", "--until", "seq>=5"], ["bisect", "--lenient", "--until", "p0=zzz"],
    ["diff", "--lenient", "valid/sample.jsonl"], ["replay", "--lenient", "--skip", "1"],
  ]

  @Test("human output and error messages show control characters escaped", arguments: commands)
  func escaped(command: [String]) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("hostile.jsonl", Self.log)
    let arguments = command + [path]
    let result = try ToolRunner.run(arguments)
    let printed = Data((result.standardOutput + result.standardError).utf8)
    #expect(
      !Self.holdsControl(printed),
      "\(arguments): \(result.standardOutput)\(result.standardError)")
    #expect(
      (result.standardOutput + result.standardError).contains("\\u{1B}"),
      "\(arguments) shows no text of the log: \(result.standardOutput)\(result.standardError)")
  }

  @Test("record's answers show the rejected text escaped")
  func recordAnswers() throws {
    let directory = try TemporaryDirectory()
    let input = "tap\u{1B}[2J 1\n{\"type\":\"nav\",\"button\":\"\u{1B}]0;x\u{07}\"}\n"
    let result = try ToolRunner.run(
      ["record", "-o", directory.file("log.jsonl"), "--seed", "1"], input: input)
    #expect(result.status == 0)
    #expect(!Self.holdsControl(Data((result.standardOutput + result.standardError).utf8)))
    #expect(result.standardOutput.contains("rejected: unknown command 'tap\\u{1B}[2J'"))
  }

  @Test(
    "a file name with escape sequences is shown escaped in summaries and headings",
    arguments: [["verify"], ["replay", "--each"]])
  func fileNames(command: [String]) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "log\u{1B}]0;owned\u{07}.jsonl", "{\"monsoon\":1,\"seed\":\"1\"}\n")
    let result = try ToolRunner.run(command + [path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!Self.holdsControl(Data((result.standardOutput + result.standardError).utf8)))
    #expect(result.standardOutput.contains("log\\u{1B}]0;owned\\u{7}.jsonl"))
  }

  /// Whether bytes hold a control character other than the line break that ends each line:
  /// C0, DEL, or C1 (U+0080–U+009F, as UTF-8).
  static func holdsControl(_ bytes: Data) -> Bool {
    let bytes = Array(bytes)
    for (index, byte) in bytes.enumerated() {
      if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return true }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        return true
      }
    }
    return false
  }
}
