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

  @Test(
    "an entry that is not a regular file is an error for it (66), a directory is skipped",
    arguments: [("2", "a symbolic link"), ("6", "a pipe"), ("3", "a character device")])
  func notRegular(type: Character, kind: String) throws {
    var archive = TarArchive()
    archive.add("logs", [], type: "5")
    archive.add("logs/odd.jsonl", [], type: type)
    archive.add("logs/a.jsonl", try Self.bytes("valid/sample.jsonl"))
    let run = try Self.run(["verify", "--tar", "-"], input: archive.ended)
    #expect(
      run.standardOutput
        == "logs/odd.jsonl: unreadable\nlogs/a.jsonl: 20 events, 0 problems\n")
    #expect(
      run.standardError
        == "monsoon-replay: error: logs/odd.jsonl: not a regular file (\(kind))\n"
        + "monsoon-replay: 2 logs checked: 1 valid, 0 invalid, 1 unreadable\n")
    #expect(run.status == 66)
  }

  @Test("names that are not UTF-8 keep their bytes: file_bytes tells them apart")
  func nonUTF8Names() throws {
    var archive = TarArchive()
    for byte: UInt8 in [0xE9, 0xE8] {
      var header = TarArchive.header("x?.jsonl", size: 26, type: "0")
      header[1] = byte
      archive.append(Self.rechecksummed(header))
      archive.append(
        Array("{\"monsoon\":1,\"seed\":\"2a\"}\n".utf8) + [UInt8](repeating: 0, count: 486))
    }
    let run = try Self.run(
      ["replay", "--each", "--format", "json", "--tar", "-"], input: archive.ended)
    let files = run.standardOutput.split(separator: "\n").map {
      $0.split(separator: ",").prefix(3).dropFirst().joined(separator: ",")
    }
    #expect(
      files == [0xE9, 0xE8].map { (byte: UInt8) in
        "\"file\":\"x\u{FFFD}.jsonl\",\"file_bytes\":\""
          + Data([UInt8(ascii: "x"), byte] + Array(".jsonl".utf8)).base64EncodedString() + "\""
      })
    #expect(run.status == 0)
    let verify = try Self.run(["verify", "--tar", "-"], input: archive.ended)
    #expect(
      verify.standardOutput
        == "x\\xE9.jsonl: 0 events, 0 problems\nx\\xE8.jsonl: 0 events, 0 problems\n")
  }

  @Test("a NUL byte in a pax path is an error for that entry (65); the next entry is read")
  func nulInPaxPath() throws {
    var archive = TarArchive()
    let record = TarArchive.paxRecord("path", "a\u{0}b.jsonl")
    archive.append(TarArchive.header("PaxHeaders/x", size: record.count, type: "x"))
    archive.append(record + [UInt8](repeating: 0, count: 512 - record.count))
    archive.append(TarArchive.header("ab.jsonl", size: 0, type: "0"))
    archive.add("c.jsonl", try Self.bytes("valid/sample.jsonl"))
    let run = try Self.run(["verify", "--tar", "-"], input: archive.ended)
    #expect(run.standardOutput == "c.jsonl: 20 events, 0 problems\n")
    #expect(
      run.standardError.hasPrefix(
        "monsoon-replay: error: a\\u{0}b.jsonl: the entry's pax path holds a NUL byte, which "
          + "no file name can: a bad entry, not read\n"), "\(run.standardError)")
    #expect(run.status == 65)
  }

  @Test("the archive ends at its end-of-archive blocks: endless zeros after them are not read")
  func endlessZeros() throws {
    var archive = TarArchive()
    archive.add("a.jsonl", try Self.bytes("valid/sample.jsonl"))
    // 1 GiB of zeros: the tool reads the record the end blocks are in, then stops, and the
    // writer's next write fails (no peak memory is then measured).
    let run = try StreamingRun.run(
      ["verify", "--tar", "-"], head: archive.bytes,
      chunk: [UInt8](repeating: 0, count: 1 << 16), count: 1 << 14)
    #expect(run.standardOutput == "a.jsonl: 20 events, 0 problems\n")
    #expect(run.status == 0)
    #expect(run.peakResidentBytes == nil, "the tool read all the zeros")
    let zero = try ToolRunner.run(["verify", "--tar", "/dev/zero"])
    #expect(zero.standardOutput == "")
    #expect(zero.status == 0)
  }

  @Test(
    "a size near 2^63, in a pax record or GNU's base-256 field, is a bad archive (65)",
    arguments: ["pax", "base-256"])
  func hugeSize(form: String) throws {
    var archive = TarArchive()
    var header = TarArchive.header("big.jsonl", size: 0, type: "0")
    if form == "pax" {
      let record = TarArchive.paxRecord("size", "9223372036854775807")
      archive.append(TarArchive.header("PaxHeaders/x", size: record.count, type: "x"))
      archive.append(record + [UInt8](repeating: 0, count: 512 - record.count))
    } else {
      header.replaceSubrange(
        124..<136, with: [0x80, 0, 0, 0, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
      header = Self.rechecksummed(header)
    }
    archive.append(header)
    let offset = form == "pax" ? 1024 : 0
    let run = try Self.run(["verify", "--tar", "-"], input: archive.ended)
    #expect(
      run.standardError.hasPrefix(
        "monsoon-replay: error: <stdin>: byte \(offset): the entry big.jsonl has a size of "
          + "9223372036854775807 bytes, over 64 GiB: not an archive of logs, or a damaged one\n"),
      "\(run.standardError)")
    #expect(run.status == 65)
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
