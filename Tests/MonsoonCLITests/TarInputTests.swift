import Foundation
import MonsoonTestSupport
import Testing

/// `--tar`: many logs as one tar stream, for the projections and `verify` (docs/fleet.md,
/// "Logs in object storage").
@Suite("Many files: --tar archives")
struct TarInputTests {
  /// The valid and invalid fixture logs, by path relative to Tests/Fixtures.
  private static let logs: [String] =
    Fixtures.validNames.map { "valid/\($0).jsonl" }
    + Fixtures.invalid.map { "invalid/\($0.file)" }

  private static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent(path)))
  }

  /// The fixture logs as one archive, each entry named by its path, written in `layout`.
  private static func archive(layout: TarArchive.Layout = .ustar) throws -> [UInt8] {
    var archive = TarArchive()
    archive.add("valid", [], type: "5")
    for log in logs { archive.add(log, try bytes(log), layout: layout) }
    return archive.ended
  }

  /// Runs the tool with `arguments`, `input` on standard input.
  private static func run(_ arguments: [String], input: [UInt8]) throws -> StreamingRun {
    try StreamingRun.run(arguments, head: input, chunk: [], count: 0)
  }

  @Test(
    "each projection and verify give over a tar stream what they give over the files",
    arguments: [
      ["replay", "--each", "--format", "json"],
      ["bisect", "--each", "--until", "screen = detail", "--format", "json"],
      ["timeline", "--format", "json"],
      ["verify"],
      ["replay", "--each", "--lenient", "--format", "json", "--jobs", "1"],
    ])
  func sameAsFiles(command: [String]) throws {
    let files = try ToolRunner.run(command + Self.logs)
    let tar = try Self.run(command + ["--tar", "-"], input: try Self.archive())
    #expect(!files.standardOutput.isEmpty)
    #expect(tar.standardOutput == files.standardOutput)
    #expect(tar.standardError == files.standardError)
    #expect(tar.status == files.status)
  }

  @Test(
    "a name longer than 100 bytes comes whole from a ustar prefix, a GNU long name or a pax path",
    arguments: [TarArchive.Layout.ustar, .gnuLongName, .pax])
  func longNames(layout: TarArchive.Layout) throws {
    let name = "fleet/" + String(repeating: "device-0123456789/", count: 6) + "session-1.jsonl"
    #expect(name.utf8.count > 100)
    var archive = TarArchive()
    archive.add(name, try Self.bytes("valid/sample.jsonl"), layout: layout)
    archive.add("second.jsonl", try Self.bytes("valid/sample.jsonl"), layout: layout)
    let run = try Self.run(
      ["replay", "--each", "--format", "json", "--tar", "-"], input: archive.ended)
    let files = run.standardOutput.split(separator: "\n").map {
      $0.split(separator: ",")[1]
    }
    #expect(files == ["\"file\":\"\(name)\"", "\"file\":\"second.jsonl\""])
    #expect(run.status == 0)
  }

  @Test("an archive named by its path, after the files and lists, in that order")
  func archiveFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/fleet.tar"
    var archive = TarArchive()
    archive.add("in-archive.jsonl", try Self.bytes("valid/sample.jsonl"))
    try Data(archive.ended).write(to: URL(fileURLWithPath: path))
    let run = try ToolRunner.run(
      ["verify", "valid/sample.jsonl", "--tar", path, "--files-from", "-"],
      input: "valid/sample.jsonl\n")
    #expect(
      run.standardOutput
        == """
        valid/sample.jsonl: 20 events, 0 problems
        valid/sample.jsonl: 20 events, 0 problems
        in-archive.jsonl: 20 events, 0 problems

        """)
    #expect(run.status == 0)
  }

  @Test("a link in the archive is skipped with a warning, a directory without a word")
  func notRegular() throws {
    var archive = TarArchive()
    archive.add("logs", [], type: "5")
    archive.add("logs/link.jsonl", [], type: "2")
    archive.add("logs/a.jsonl", try Self.bytes("valid/sample.jsonl"))
    let run = try Self.run(["verify", "--tar", "-"], input: archive.ended)
    #expect(run.standardOutput == "logs/a.jsonl: 20 events, 0 problems\n")
    #expect(
      run.standardError
        == "monsoon-replay: warning: logs/link.jsonl: not a regular file in the archive (type "
        + "'2'): skipped\nmonsoon-replay: 1 log checked: 1 valid, 0 invalid, 0 unreadable\n")
    #expect(run.status == 0)
  }

  /// A bad archive: its bytes, and the message (after `<stdin>: `) it must fail with.
  struct BadArchive: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let message: String
    var testDescription: String { name }
  }

  private static let badArchives: [BadArchive] = {
    let log = Array("{\"monsoon\":1,\"seed\":\"2a\"}\n".utf8)
    var good = TarArchive()
    good.add("a.jsonl", log)
    var badChecksum = good.bytes
    badChecksum[0] = UInt8(ascii: "b")
    var badSize = TarArchive()
    var header = TarArchive.header("b.jsonl", size: 0, type: "0")
    header.replaceSubrange(124..<136, with: Array("zzzzzzzzzzz\0".utf8))
    badSize.append(Self.rechecksummed(header))
    var badPax = TarArchive()
    badPax.append(TarArchive.header("PaxHeaders/x", size: 9, type: "x"))
    badPax.append(Array("99 path=x".utf8) + [UInt8](repeating: 0, count: 503))
    return [
      BadArchive(
        name: "a log, not an archive",
        bytes: Array((String(repeating: "{\"monsoon\":1,\"seed\":\"2a\"}\n", count: 30)).utf8),
        message: "byte 0: bad header checksum: not a tar archive, or a damaged one"),
      BadArchive(
        name: "a header's checksum is wrong", bytes: good.bytes + badChecksum + TarArchive.end,
        message: "byte 1024: bad header checksum: not a tar archive, or a damaged one"),
      BadArchive(
        name: "cut inside an entry", bytes: Array(good.bytes.prefix(520)),
        message: "byte 512: the archive ends inside the entry a.jsonl (26 bytes): it is cut short"
      ),
      BadArchive(
        name: "cut inside a header", bytes: good.bytes + Array(good.bytes.prefix(100)),
        message: "byte 1024: the archive ends inside a header"),
      BadArchive(
        name: "no end-of-archive block", bytes: good.bytes,
        message: "the archive ends without its end-of-archive block: it may be cut short"),
      BadArchive(
        name: "a size that is no number", bytes: good.bytes + badSize.bytes + TarArchive.end,
        message: "byte 1024: the entry's size cannot be read"),
      BadArchive(
        name: "a pax header that cannot be read", bytes: good.bytes + badPax.bytes,
        message: "byte 1024: a pax extended header that cannot be read"),
    ]
  }()

  private static func rechecksummed(_ header: [UInt8]) -> [UInt8] {
    var header = header
    header.replaceSubrange(148..<156, with: Array("        ".utf8))
    let digits = String(header.reduce(0) { $0 + Int($1) }, radix: 8)
    let field = String(repeating: "0", count: 6 - digits.count) + digits + "\0 "
    header.replaceSubrange(148..<156, with: Array(field.utf8))
    return header
  }

  @Test("a bad archive is an error line and exit 65, after the logs before the problem",
    arguments: badArchives)
  func badArchive(_ bad: BadArchive) throws {
    let run = try Self.run(
      ["replay", "--each", "--format", "json", "--tar", "-"], input: bad.bytes)
    #expect(run.status == 65)
    let message = "<stdin>: " + bad.message
    let errorLine =
      "{\"schema\":\"session/1\",\"file\":null,\"error\":\"\(message)\",\"status\":65}"
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.last == errorLine)
    #expect(lines.dropLast().allSatisfy { $0.contains("\"file\":\"a.jsonl\"") })
    #expect(run.standardError.hasSuffix("monsoon-replay: error: \(message)\n"))
  }

  @Test(
    "each misuse of --tar is a usage error",
    arguments: [
      (["verify", "-", "--tar", "-"],
       "standard input ('-') can be only one of the logs, lists or archives"),
      (["verify", "--files-from", "-", "--tar", "-"],
       "standard input ('-') can be only one of the logs, lists or archives"),
      (["replay", "--tar", "-"], "--tar needs --each"),
      (["bisect", "--until", "seq = 1", "--tar", "-"], "--tar needs --each"),
    ])
  func misuse(arguments: [String], message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("monsoon-replay: error: \(message)\n"))
  }
}
