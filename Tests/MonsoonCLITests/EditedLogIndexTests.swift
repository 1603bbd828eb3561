import Foundation
import MonsoonEvents
import MonsoonTestSupport
import MonsoonTesting
import Testing

@Suite("Logs edited in place with their times put back: an index never changes an answer")
struct EditedLogIndexTests {
  /// Runs the tool with indexes in `directory`, or with indexing off.
  private static func run(
    _ arguments: [String], index directory: TemporaryDirectory?
  ) throws -> ToolRunner.Result {
    try ToolRunner.run(
      arguments, environment: ["MONSOON_INDEX_DIR": directory.map { $0.file("index") } ?? "off"])
  }

  /// Why a command's run with the index differs from its run without, or `nil` when they
  /// print the same bytes and end with the same status.
  private static func difference(
    _ arguments: [String], index directory: TemporaryDirectory
  ) throws -> String? {
    let indexed = try run(arguments, index: directory)
    let plain = try run(arguments, index: nil)
    guard indexed.status != plain.status || indexed.standardOutput != plain.standardOutput
      || indexed.standardError != plain.standardError
    else { return nil }
    return """
      \(arguments.joined(separator: " ")): with the index, status \(indexed.status)
      \(indexed.standardOutput)\(indexed.standardError)without, status \(plain.status)
      \(plain.standardOutput)\(plain.standardError)
      """
  }

  @Test("the issue's edit: one nav button renamed in a 200,000-event log, mtime put back")
  func calendarBecomesCompass() throws {
    let directory = try TemporaryDirectory()
    let generated = try Self.run(["gen", "--seed", "1", "--events", "200000"], index: nil)
    let path = try directory.write("big.jsonl", generated.standardOutput)
    #expect(try Self.run(["replay", path], index: directory).status == 0)
    var bytes = Array(generated.standardOutput.utf8)
    let old = Array(#""button":"calendar"}"#.utf8)
    let first = try #require(bytes.firstRange(of: old))
    bytes.replaceSubrange(first, with: Array(#""button":"compass" }"#.utf8))
    try SameLengthEdit.rewriteKeepingTimes(path, with: bytes)
    for arguments in [
      ["replay", path, "--at", "199999"],
      ["bisect", path, "--until", "nav.calendar>=100", "--after", "150000"],
    ] {
      let difference = try Self.difference(arguments, index: directory)
      #expect(difference == nil, "\(difference ?? "")")
    }
  }

  @Test("two lines of the same length swapped: the log is invalid, with the index as without")
  func swappedLines() throws {
    let directory = try TemporaryDirectory()
    let log = SessionGenerator.log(seed: 0x5a9, events: 5_000)
    let path = try directory.write("log.jsonl", log.text)
    let original = try directory.write("original.jsonl", log.text)
    #expect(try Self.run(["index", path], index: directory).status == 0)
    #expect(try Self.run(["index", original], index: directory).status == 0)
    var bytes = log.bytes
    var random = Xoshiro256StarStar(seed: 0x5a9)
    #expect(SameLengthEdit.swappedLines.apply(to: &bytes, in: 0..<bytes.count / 4, using: &random))
    try SameLengthEdit.rewriteKeepingTimes(path, with: bytes)
    for arguments in [
      ["replay", path, "--at", "4500"], ["bisect", path, "--until", "screen=detail", "--after", "4000"],
      ["diff", path, original], ["diff", original, path],
    ] {
      let difference = try Self.difference(arguments, index: directory)
      #expect(difference == nil, "\(difference ?? "")")
      #expect(try Self.run(arguments, index: directory).status == 65)
    }
  }

  /// Each case runs the tool about twenty times, so a failure is reported with its seed, its
  /// edit and the first command that differs, not shrunk: shrinking would run the tool some
  /// thousand times more. `EditedLogJumpTests` shrinks the same property in the library.
  @Test("random logs edited in random same-length ways, times put back: every answer agrees")
  func randomEdits() throws {
    let directory = try TemporaryDirectory()
    var seeds = SplitMix64(seed: 0xed17_c11)
    for _ in 0..<12 {
      let seed = seeds.next()
      let log = SessionGenerator.log(
        seed: seed, menu: MenuGenerator.menu(seed: seed), events: 3_000 + Int(seed % 2_001))
      let difference = try Self.differenceAfterEdit(log, in: directory)
      #expect(difference == nil, "seed 0x\(String(seed, radix: 16)): \(difference ?? "")")
    }
  }

  /// Writes the log twice (the one to edit and an untouched copy), indexes both, edits the
  /// first in place with its times put back, and runs `replay --at` and `bisect --after` (at a
  /// seq in the last quarter, so that most edits are before the checkpoint a jump resumes
  /// from) and `diff` both ways with the indexes and without: the first difference, or `nil`.
  private static func differenceAfterEdit(
    _ log: SessionLog, in directory: TemporaryDirectory
  ) throws -> String? {
    var random = Xoshiro256StarStar(seed: log.header.seed)
    let path = try directory.write("edited-\(log.header.seed).jsonl", log.text)
    let original = try directory.write("original-\(log.header.seed).jsonl", log.text)
    for file in [path, original] { _ = try run(["index", file], index: directory) }
    var bytes = log.bytes
    let headerEnd = (bytes.firstIndex(of: 0x0A) ?? 0) + 1
    var edits = SameLengthEdit.allCases.shuffled(using: &random)
    var edit = SameLengthEdit.anyByte
    repeat {
      edit = edits.popLast() ?? .anyByte
    } while !edit.apply(to: &bytes, in: headerEnd..<bytes.count, using: &random)
    try SameLengthEdit.rewriteKeepingTimes(path, with: bytes)
    let last = log.records.count
    let seq = { String(Int.random(in: last * 3 / 4...last, using: &random)) }
    let condition = ["screen=detail", "nav.menu>=30", "seq=\(last / 2)"].randomElement(
      using: &random) ?? "screen=detail"
    for arguments in [
      ["replay", path, "--at", seq(), "--format", "json"],
      ["bisect", path, "--until", condition, "--after", seq()],
      ["diff", path, original], ["diff", original, path, "--format", "json"],
    ] {
      if let difference = try difference(arguments, index: directory) {
        return "after a \(edit) edit, \(difference)"
      }
    }
    return nil
  }
}
