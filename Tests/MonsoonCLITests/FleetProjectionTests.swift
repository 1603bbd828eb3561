import Foundation
import Testing

/// The projections of docs/fleet.md against their golden files: the contract DuckDB and
/// Spark read, so any change to a byte must be one someone meant.
@Suite("Fleet projections match their golden files")
struct FleetProjectionTests {
  /// One golden: the command (run in Tests/Fixtures), the file holding its expected standard
  /// output, and its expected exit status.
  struct Golden: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let file: String
    let status: Int32
    var testDescription: String { file }
  }

  static let goldens = [
    Golden(
      arguments: ["replay", "--each", "--format", "json", "--files-from", "fleet/logs.txt"],
      file: "fleet/session-projection.golden", status: 66),
    Golden(
      arguments: [
        "replay", "--each", "--lenient", "--format", "json", "--files-from",
        "fleet/lenient-logs.txt",
      ], file: "fleet/session-projection-lenient.golden", status: 65),
    Golden(
      arguments: [
        "bisect", "--each", "--until", "screen=detail", "--format", "json", "--files-from",
        "fleet/logs.txt",
      ], file: "fleet/hit-projection.golden", status: 66),
    Golden(
      arguments: ["bisect", "--each", "--until", "screen=detail", "--files-from", "fleet/logs.txt"],
      file: "fleet/hit-projection-text.golden", status: 66),
    Golden(
      arguments: [
        "bisect", "--each", "--until", "nav.menu>=9", "--format", "json", "valid",
        "fleet/no-events.jsonl",
      ], file: "fleet/hit-projection-none.golden", status: 1),
  ]

  @Test("the output is the golden file, byte for byte, with any number of jobs", arguments: goldens)
  func matchesGolden(golden: Golden) throws {
    let url = ToolRunner.fixturesDirectory.appendingPathComponent(golden.file)
    for jobs in ["1", "3"] {
      let result = try ToolRunner.run(golden.arguments + ["--jobs", jobs])
      #expect(result.status == golden.status, "\(result.standardError)")
      if ProcessInfo.processInfo.environment["MONSOON_UPDATE_GOLDENS"] == "1" {
        try Data(result.standardOutput.utf8).write(to: url)
      }
      let expected = try String(contentsOf: url, encoding: .utf8)
      #expect(result.standardOutput == expected, "--jobs \(jobs)")
    }
  }

  @Test("every log named gives exactly one line, in the order named", arguments: goldens)
  func oneLinePerLog(golden: Golden) throws {
    guard let listIndex = golden.arguments.firstIndex(of: "--files-from") else { return }
    let list = try Fixtures.text(golden.arguments[listIndex + 1])
    let names = list.split(separator: "\n").map(String.init)
    let lines = try Fixtures.text(golden.file).split(separator: "\n").map(String.init)
    #expect(lines.count == names.count)
    for (line, name) in zip(lines, names) {
      #expect(line.contains("\"file\":\"\(name)\"") || line.hasPrefix("\(name): "))
    }
  }

  @Test("an error line carries the status and the message verify and replay print")
  func errorLineMatchesReplay() throws {
    for expectation in Fixtures.invalid {
      let path = "invalid/\(expectation.file)"
      let each = try ToolRunner.run(["replay", "--each", "--format", "json", path])
      let alone = try ToolRunner.run(["replay", path])
      #expect(each.status == alone.status)
      let message = alone.standardError.replacingOccurrences(
        of: "monsoon-replay: error: ", with: ""
      ).trimmingCharacters(in: .newlines)
      let line = try JSONSerialization.jsonObject(with: Data(each.standardOutput.utf8))
      let object = try #require(line as? [String: Any])
      #expect(object["schema"] as? String == "session/1")
      #expect(object["file"] as? String == path)
      #expect(object["error"] as? String == message)
      #expect(object["status"] as? Int == Int(alone.status))
    }
  }
}
