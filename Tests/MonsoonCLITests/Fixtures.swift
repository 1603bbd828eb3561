import Foundation

/// The golden logs under Tests/Fixtures.
enum Fixtures {
  /// The names of the valid logs (each `valid/NAME.jsonl` has `valid/NAME.expected.json`).
  static let validNames: [String] = {
    let directory = ToolRunner.fixturesDirectory.appendingPathComponent("valid")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
  }()

  /// One invalid log with the exit status and message it must fail with.
  struct Expectation: Sendable, CustomTestStringConvertible {
    let file: String
    let status: Int32
    let message: String
    var testDescription: String { file }
  }

  /// The invalid logs, from `invalid/expectations.tsv`.
  static let invalid: [Expectation] = {
    let table = ToolRunner.fixturesDirectory.appendingPathComponent("invalid/expectations.tsv")
    let text = (try? String(contentsOf: table, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { row in
      let columns = row.split(separator: "\t", omittingEmptySubsequences: false)
      guard columns.count == 3, let status = Int32(columns[1]) else { return nil }
      return Expectation(file: String(columns[0]), status: status, message: String(columns[2]))
    }
  }()

  /// The text of a fixture file, by path relative to Tests/Fixtures.
  static func text(_ path: String) throws -> String {
    try String(
      contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent(path), encoding: .utf8)
  }
}

import Testing
