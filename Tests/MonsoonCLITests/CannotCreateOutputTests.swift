@testable import monsoon_replay
import Foundation
import MonsoonTestSupport
import Testing

/// One exit status for one failure: every command that writes a file exits 73 (EX_CANTCREAT)
/// when the file cannot be created, `record`'s log included.
@Suite("An output that cannot be created: 73 for every command")
struct CannotCreateOutputTests {
  /// Each command that writes a file, with the arguments before its `-o` and the file's
  /// extension.
  static let writers: [(command: String, arguments: [String], extension: String)] = [
    ("record", [], "jsonl"),
    ("html", ["sample.jsonl"], "html"),
    ("render", ["sample.jsonl"], "svg"),
    ("shrink", ["sample.jsonl", "--until", "screen=detail"], "jsonl"),
    ("report", ["sample.jsonl"], "html"),
    ("xcuitest", ["sample.jsonl", "--select-by-taps"], "swift"),
  ]

  @Test("-o into a folder that does not exist exits 73 naming the file, and creates nothing",
    arguments: writers.map(\.command))
  func missingFolder(command: String) throws {
    let writer = try #require(Self.writers.first { $0.command == command })
    let directory = try TemporaryDirectory()
    let missing = directory.file("missing")
    let output = missing + "/out." + writer.extension
    let result = try ToolRunner.run([command] + writer.arguments + ["-o", output])
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("monsoon-replay: error: "))
    #expect(result.standardError.contains(output), "\(result.standardError)")
    #expect(result.standardError.contains("No such file or directory"))
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test("record into a folder's own name exits 73, as it cannot be created there")
  func recordIntoFolder() throws {
    let directory = try TemporaryDirectory()
    let result = try ToolRunner.run(["record", "-o", directory.path])
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains(directory.path), "\(result.standardError)")
  }

  @Test("the list above is every command with -o")
  func everyWriter() {
    var withOutput: Set<String> = []
    for command in Tool.commands where command.acceptedOptions.contains(where: { option in
      option.name == "--output"
    }) {
      withOutput.insert(command.name)
    }
    #expect(withOutput == Set(Self.writers.map(\.command)))
  }
}
