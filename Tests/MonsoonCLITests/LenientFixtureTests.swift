import Foundation
import Testing

/// The golden logs under Tests/Fixtures/lenient: how lenient replay goes on after a bad line
/// (docs/log-format.md, section 4), for other implementations to check themselves against.
@Suite("Golden logs replayed leniently")
struct LenientFixtureTests {
  /// One lenient golden log with the lines a lenient replay warns about.
  struct Expectation: Sendable, CustomTestStringConvertible {
    let file: String
    let warnedLines: [Int]
    var testDescription: String { file }
  }

  /// The lenient logs, from `lenient/expectations.tsv`.
  static let expectations: [Expectation] = {
    let table = ToolRunner.fixturesDirectory.appendingPathComponent("lenient/expectations.tsv")
    let text = (try? String(contentsOf: table, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { row in
      let columns = row.split(separator: "\t")
      guard columns.count == 2 else { return nil }
      let lines = columns[1].split(separator: ",").compactMap { Int($0) }
      return Expectation(file: String(columns[0]), warnedLines: lines)
    }
  }()

  @Test("every lenient golden log replays to its state, warning about its lines",
    arguments: expectations)
  func replays(expectation: Expectation) throws {
    #expect(Self.expectations.count >= 4)
    let path = "lenient/" + expectation.file
    let result = try ToolRunner.run(["replay", "--lenient", "--format", "json", path])
    #expect(result.status == 0)
    let expected = try String(
      contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent(
        path.replacingOccurrences(of: ".jsonl", with: ".expected.json")),
      encoding: .utf8)
    #expect(result.standardOutput == expected)
    let prefix = "monsoon-replay: warning: \(path):"
    let warned = result.standardError.split(separator: "\n").compactMap { line in
      line.hasPrefix(prefix)
        ? line.dropFirst(prefix.count).split(separator: ":").first.flatMap { Int($0) } : nil
    }
    #expect(warned == expectation.warnedLines, "\(result.standardError)")
  }
}
