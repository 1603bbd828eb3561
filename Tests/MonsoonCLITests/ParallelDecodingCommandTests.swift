import Foundation
import MonsoonEvents
import MonsoonSystem
import MonsoonTestSupport
import MonsoonTesting
import Testing

/// Every command that reads a whole log prints the same bytes, and leaves the same checkpoint
/// index, whether the log is read as a stream or decoded in chunks on helper threads: the
/// environment forces chunks on small logs (`MONSOON_DECODE_THRESHOLD=0`) and makes them
/// small (`MONSOON_DECODE_CHUNK`), with no helper and with one.
@Suite("Commands print the same whether a log is decoded in chunks or read as a stream")
struct ParallelDecodingCommandTests {
  /// Read as a stream: the logs here are far below the default threshold.
  private static let streamed: [String: String?] = [
    "MONSOON_DECODE_THRESHOLD": nil, "MONSOON_DECODE_CHUNK": nil, "MONSOON_DECODE_HELPERS": nil,
  ]
  /// Decoded in chunks: small ones with no helper, larger ones with one.
  private static let chunked: [[String: String?]] = [(300, 0), (4096, 1)].map { size, helpers in
    [
      "MONSOON_DECODE_THRESHOLD": "0", "MONSOON_DECODE_CHUNK": "\(size)",
      "MONSOON_DECODE_HELPERS": "\(helpers)",
    ]
  }

  /// The commands run on each log.
  private static func commands(_ log: String) -> [[String]] {
    [
      ["replay", log, "--format", "json"], ["replay", log], ["replay", log, "--lenient"],
      ["replay", log, "--lenient", "--format", "json"], ["replay", log, "--at", "700"],
      ["replay", log, "--lenient", "--at", "40", "--changes"],
      ["replay", log, "--skip", "5,9-20", "--format", "json"],
      ["timeline", log, "--format", "json"], ["timeline", log, "--lenient"],
      ["follow", log, "--format", "json"], ["follow", log, "--lenient"], ["verify", log],
    ]
  }

  /// The logs: generated in the writer's shape, with `sel`, spaced as another writer might,
  /// and changed in ways each rule catches: lines moved, a time, a seq and a `sel` moved by
  /// one, bad lines, a line over 1 MiB, blank lines, a torn last line, a tail of NULs.
  private static func logs(in directory: TemporaryDirectory) throws -> [String] {
    let plain = SessionGenerator.log(seed: 7, events: 2_000).text
    let withSel = SessionGenerator.log(seed: 8, events: 2_000, recordsSelections: true).text
    var lines = withSel.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.swapAt(30, 31)
    lines[60] = lines[60].replacingOccurrences(of: "\"t\":", with: "\"t\":1")
    lines[90] = lines[90].replacingOccurrences(of: "\"sel\":[", with: "\"sel\":[7,")
    lines[120] = lines[120].replacingOccurrences(of: "\"seq\":119", with: "\"seq\":121")
    lines.insert("not json {", at: 150)
    lines.insert("", at: 200)
    lines.insert("   ", at: 201)
    lines.insert("{\"seq\":1,\"type\":\"go\"}", at: 250)
    lines.insert(String(repeating: "x", count: (1 << 20) + 5), at: 900)
    lines.insert("{\"seq\":1300,\"type\":\"tap\",\"control\":300}", at: 1_000)
    let mutated = lines.joined(separator: "\n")
    return [
      try directory.write("plain.jsonl", plain),
      try directory.write("sel.jsonl", withSel),
      try directory.write("spaced.jsonl", SpacedJSON.spacing(plain)),
      try directory.write("mutated.jsonl", mutated),
      try directory.write("torn.jsonl", plain + "{\"seq\":2001,\"t\":17644"),
      try directory.write("zeros.jsonl", plain + String(repeating: "\0", count: 700)),
    ]
  }

  private static func expectSame(
    _ streamed: ToolRunner.Result, _ chunked: ToolRunner.Result, _ what: String
  ) {
    #expect(chunked.status == streamed.status, "\(what): status")
    #expect(chunked.standardError == streamed.standardError, "\(what): standard error")
    guard chunked.standardOutput != streamed.standardOutput else { return }
    let (a, b) = (
      chunked.standardOutput.split(separator: "\n", omittingEmptySubsequences: false),
      streamed.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    )
    let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(
      a.count, b.count)
    Issue.record(
      """
      \(what): standard output differs at line \(line + 1): \
      \(a.dropFirst(line).first ?? "end") ≠ \(b.dropFirst(line).first ?? "end")
      """)
  }

  @Test("replay, timeline, follow and verify print the same bytes, strict, lenient, --at, --skip")
  func sameOutput() throws {
    let directory = try TemporaryDirectory()
    for log in try Self.logs(in: directory) {
      for arguments in Self.commands(log) {
        let streamed = try ToolRunner.run(arguments, environment: Self.streamed)
        for chunked in Self.chunked {
          let run = try ToolRunner.run(arguments, environment: chunked)
          Self.expectSame(
            streamed, run,
            "\(arguments.joined(separator: " ")) with \(chunked.compactMapValues { $0 })")
        }
      }
    }
  }
}
