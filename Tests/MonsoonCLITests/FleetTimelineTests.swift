import Foundation
import Testing

@Suite("timeline over many logs: the per-event projection (docs/fleet.md)")
struct FleetTimelineTests {
  /// Valid logs, a log that fails after two events, one without events, an empty file, a
  /// missing file and a log with a torn tail.
  private static let strictLogs = [
    "valid/sample.jsonl", "valid/custom-menu.jsonl", "invalid/bad-seq.jsonl",
    "fleet-timeline/header-only.jsonl", "invalid/empty.jsonl", "missing.jsonl",
    "valid/torn-tail.jsonl",
  ]

  @Test("the JSON lines over several logs match the golden file byte for byte", arguments: [1, 2])
  func strictGolden(jobs: Int) throws {
    let result = try ToolRunner.run(
      ["timeline", "--format", "json", "--jobs", String(jobs)] + Self.strictLogs)
    #expect(result.status == 66)
    #expect(result.standardOutput == (try Fixtures.text("fleet-timeline/strict.expected")))
    #expect(
      result.standardError.split(separator: "\n") == [
        "monsoon-replay: error: invalid/bad-seq.jsonl:4: bad seq 4, expected 3",
        "monsoon-replay: error: invalid/empty.jsonl:1: the log is empty; it must start with a "
          + "header such as {\"monsoon\":2,\"seed\":\"2a\"}",
        "monsoon-replay: error: missing.jsonl: No such file or directory",
        "monsoon-replay: warning: valid/torn-tail.jsonl:4: incomplete last line (no final "
          + "newline; unexpected end of line, expected ',' or '}') ignored: a write cut short",
      ])
  }

  @Test("a directory read with --lenient matches its golden file; warnings name the file")
  func lenientGolden() throws {
    let result = try ToolRunner.run(["timeline", "--format", "json", "--lenient", "lenient/"])
    #expect(result.status == 0)
    #expect(result.standardOutput == (try Fixtures.text("fleet-timeline/lenient.expected")))
    #expect(
      result.standardError.contains(
        "warning: lenient/key-order.jsonl:2: seqs 1-2 are missing: later lines may diverge; "
          + "malformed JSON"))
  }

  @Test("one log named prints no file; the same log from a list or a directory does")
  func fileKeyOnlyForMany() throws {
    let one = try ToolRunner.run(["timeline", "--format", "json", "valid/sample.jsonl"])
    let listed = try ToolRunner.run(
      ["timeline", "--format", "json", "--files-from", "-"], input: "valid/sample.jsonl\n")
    #expect(one.status == 0 && listed.status == 0)
    #expect(!one.standardOutput.contains("\"file\""))
    #expect(listed.standardOutput == Self.withFile("valid/sample.jsonl", one.standardOutput))
    let directory = try ToolRunner.run(["timeline", "--format", "json", "fleet-timeline"])
    #expect(directory.status == 0 && directory.standardOutput.isEmpty)
  }

  @Test("a list entry that names no log gives an error line with a null file")
  func listProblem() throws {
    let result = try ToolRunner.run(
      ["timeline", "--format", "json", "--files-from", "-"],
      input: "valid/no-final-newline.jsonl\nbad\0path\n")
    #expect(result.status == 65)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(
      lines.last.map(String.init) == "{\"schema\":\"event/1\",\"file\":null,\"error\":\"<stdin>:2: the line holds a "
        + "NUL byte (add -0 for a NUL-separated list, as find -print0 writes); the rest of the "
        + "list is not read\",\"status\":65}")
  }

  @Test("text over many logs heads each log's lines with its name")
  func textHeadings() throws {
    let result = try ToolRunner.run(
      ["timeline", "fleet-timeline/header-only.jsonl", "valid/no-final-newline.jsonl"])
    let single = try ToolRunner.run(["timeline", "valid/no-final-newline.jsonl"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "== fleet-timeline/header-only.jsonl\n== valid/no-final-newline.jsonl\n"
        + single.standardOutput)
  }

  @Test("logs whose lines pass the buffer budget are read again and print the same lines")
  func largeLogs() throws {
    let directory = NSTemporaryDirectory() + "monsoon-fleet-timeline-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // 60,000 events make over 9 MB of JSON lines, more than the 8 MB budget.
    let large = try ToolRunner.run(["gen", "--seed", "1f", "--events", "60000"])
    let small = try ToolRunner.run(["gen", "--seed", "2e", "--events", "30"])
    var paths: [String] = []
    for (index, log) in [large, small, large, small].enumerated() {
      let path = directory + "/\(index).jsonl"
      try log.standardOutput.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    var expected = ""
    for path in paths {
      let single = try ToolRunner.run(["timeline", "--format", "json", path])
      expected += Self.withFile(path, single.standardOutput)
    }
    for jobs in ["1", "2"] {
      let result = try ToolRunner.run(["timeline", "--format", "json", "--jobs", jobs] + paths)
      #expect(result.status == 0)
      #expect(result.standardOutput == expected, "--jobs \(jobs)")
    }
  }

  @Test("--skip takes one log; --jobs needs several")
  func usage() throws {
    let skip = try ToolRunner.run(
      ["timeline", "--skip", "1", "valid/sample.jsonl", "valid/custom-menu.jsonl"])
    #expect(skip.status == 64)
    #expect(try ToolRunner.run(["timeline", "--jobs", "2", "valid/sample.jsonl"]).status == 64)
  }

  /// A single log's JSON lines as a many-log run prints them: `"schema"` and `"file"` first.
  private static func withFile(_ file: String, _ lines: String) -> String {
    lines.split(separator: "\n").map {
      "{\"schema\":\"event/1\",\"file\":\"\(file)\"," + $0.dropFirst() + "\n"
    }.joined()
  }
}
