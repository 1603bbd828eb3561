import Foundation
import MonsoonSystem
import MonsoonTestSupport
import MonsoonToolSystem
import Testing

/// File names that are not UTF-8 (issue 20 item 3): the tool opens, names and reports a file by
/// its exact bytes, from the command line and from a directory, to the system call.
@Suite("File names that are not UTF-8 keep their bytes")
struct NonUTF8FileNameTests {
  /// A launcher that turns each argument's `\0NNN` escapes into bytes (`printf %b`) before
  /// running the tool in `directory`: `Process` can only pass UTF-8 arguments.
  private static func bytesLauncher(in directory: String) -> [String] {
    [
      "/bin/sh", "-c",
      #"cd "$0" || exit 99; t=$1; shift; n=$#; "#
        + #"for a in "$@"; do b=$(printf '%bX' "$a"); set -- "$@" "${b%X}"; done; "#
        + #"shift $n; exec "$t" "$@""#,
      directory,
    ]
  }

  /// Runs the tool in `directory` with arguments whose `\0NNN` escapes become bytes.
  private static func run(
    _ arguments: [String], in directory: String, input: String? = nil
  ) throws -> ToolRunner.Result {
    try ToolRunner.run(arguments, input: input, launcher: bytesLauncher(in: directory))
  }

  private static func names(in directory: String) throws -> Set<[UInt8]> {
    Set(try DirectoryWalker.names(in: FilePath(directory)))
  }

  private static let logName: [UInt8] = Array("x".utf8) + [0xFF] + Array(".jsonl".utf8)

  @Test("record -o, replay and render -o use the exact name; errors show the byte as \\xFF")
  func commandLine() throws {
    let directory = try TemporaryDirectory()
    let recorded = try Self.run(
      ["record", "-o", "x\\0377.jsonl"], in: directory.path, input: "go\n")
    #expect(recorded.status == 0)
    #expect(try Self.names(in: directory.path) == [Self.logName])

    let replayed = try Self.run(["replay", "x\\0377.jsonl"], in: directory.path)
    #expect(replayed.status == 0)
    #expect(replayed.standardOutput.hasPrefix("seq 1 (go) · screen: detail"))

    let rendered = try Self.run(
      ["render", "-o", "out\\0377.svg", "x\\0377.jsonl"], in: directory.path)
    #expect(rendered.status == 0)
    #expect(
      try Self.names(in: directory.path)
        == [Self.logName, Array("out".utf8) + [0xFF] + Array(".svg".utf8)])

    let missing = try Self.run(["replay", "gone\\0377\\033.jsonl"], in: directory.path)
    #expect(missing.status == 66)
    #expect(
      missing.standardError
        == "monsoon-replay: error: gone\\xFF\\u{1B}.jsonl: No such file or directory\n")
  }

  @Test("a directory's log not named in UTF-8: file with U+FFFD, file_bytes in base64")
  func jsonFileBytes() throws {
    let directory = try TemporaryDirectory()
    let logs = directory.file("logs")
    try FilePath(logs).createDirectories()
    _ = try Self.run(["record", "-o", "logs/x\\0377.jsonl"], in: directory.path, input: "go\n")
    let recorded = try WholeFile.read(
      FilePath(logs).appending(Self.logName).description, limit: 1 << 20)
    try AtomicFileWriter.replace(directory.file("logs/ok.jsonl"), with: recorded)
    let each = try Self.run(["replay", "--each", "logs", "--format", "json"], in: directory.path)
    #expect(each.status == 0)
    let lines = each.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix(#"{"schema":"session/1","file":"logs/ok.jsonl","seq":1,"#))
    // base64 of "logs/x\xFF.jsonl"
    #expect(
      lines[1].hasPrefix(
        #"{"schema":"session/1","file":"logs/x\#u{FFFD}.jsonl","file_bytes":"bG9ncy94/y5qc29ubA==","seq":1,"#
      ))
    let timeline = try Self.run(["timeline", "--format", "json", "logs"], in: directory.path)
    #expect(timeline.standardOutput.contains(#""file_bytes":"bG9ncy94/y5qc29ubA==","seq":1,"#))

    try AtomicFileWriter.replace(
      FilePath(logs).appending(Self.logName).description, with: Array("junk\n".utf8))
    let broken = try Self.run(["replay", "--each", "logs", "--format", "json"], in: directory.path)
    #expect(broken.status == 65)
    #expect(
      broken.standardOutput.contains(
        #""file_bytes":"bG9ncy94/y5qc29ubA==","error":"logs/x\\xFF.jsonl:1: malformed JSON"#))
    #expect(broken.standardError.contains("monsoon-replay: error: logs/x\\xFF.jsonl:1: "))
  }

  @Test("a --files-from list names a log by its bytes, UTF-8 or not")
  func listedByBytes() throws {
    let directory = try TemporaryDirectory()
    _ = try Self.run(["record", "-o", "x\\0377.jsonl"], in: directory.path, input: "go\n")
    let list = Self.logName + [0x0A] + Array("gone".utf8) + [0xFE, 0x0A]
    try AtomicFileWriter.replace(directory.file("list.txt"), with: list)
    let each = try Self.run(
      ["replay", "--each", "--files-from", "list.txt", "--format", "json"], in: directory.path)
    #expect(each.status == 66)
    let lines = each.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    // base64 of "x\xFF.jsonl"
    #expect(
      lines[0].hasPrefix(
        #"{"schema":"session/1","file":"x\#u{FFFD}.jsonl","file_bytes":"eP8uanNvbmw=","seq":1,"#))
    #expect(each.standardError.contains("monsoon-replay: error: gone\\xFE: No such file"))
  }
}
