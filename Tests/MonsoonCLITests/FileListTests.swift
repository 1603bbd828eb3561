import Foundation
import MonsoonTestSupport
import Testing

/// Logs beyond the argument list: directories and `--files-from` lists for `verify` and
/// `replay --each`.
@Suite("Many files: directories and --files-from")
struct FileListTests {
  /// Every log under Tests/Fixtures, as `find . -name '*.jsonl' | LC_ALL=C sort` lists them.
  private static func fixturesInFindOrder() throws -> [String] {
    let find = Process()
    find.executableURL = URL(fileURLWithPath: "/bin/sh")
    find.arguments = ["-c", "find . -name '*.jsonl' | LC_ALL=C sort"]
    find.currentDirectoryURL = ToolRunner.fixturesDirectory
    let output = Pipe()
    find.standardOutput = output
    try find.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    find.waitUntilExit()
    return text.split(separator: "\n").map(String.init)
  }

  private static func summaryFiles(_ output: String) -> [String] {
    output.split(separator: "\n").map { line in
      String(line[..<(line.range(of: ": ")?.lowerBound ?? line.endIndex)])
    }
  }

  @Test("verify DIR checks every *.jsonl below it in sorted path order, with a total")
  func verifyDirectory() throws {
    let result = try ToolRunner.run(["verify", "."])
    let files = try Self.fixturesInFindOrder()
    #expect(files.count > 20)
    #expect(Self.summaryFiles(result.standardOutput) == files)
    #expect(result.status == 65)
    let total = try #require(result.standardError.split(separator: "\n").last)
    #expect(total.hasPrefix("monsoon-replay: \(files.count) logs checked: "))
  }

  @Test(
    "a directory, a list, a NUL-separated list and the files themselves give the same output",
    arguments: [false, true])
  func sameOutputEveryWay(each: Bool) throws {
    let files = try Self.fixturesInFindOrder()
    let command = each ? ["replay", "--each", "--format", "json"] : ["verify"]
    let named = try ToolRunner.run(command + files)
    let walked = try ToolRunner.run(command + ["."])
    let listed = try ToolRunner.run(
      command + ["--files-from", "-"], input: files.joined(separator: "\n") + "\n")
    let nulListed = try ToolRunner.run(
      command + ["--files-from", "-", "-0"], input: files.joined(separator: "\0") + "\0")
    #expect(!named.standardOutput.isEmpty)
    for other in [walked, listed, nulListed] {
      #expect(other.status == named.status)
      #expect(other.standardOutput == named.standardOutput)
    }
    #expect(walked.standardError == listed.standardError)
  }

  @Test("list entries are paths as they are: spaces, commas and, with -0, newlines")
  func unusualNames() throws {
    let directory = try TemporaryDirectory()
    let log = try Fixtures.text("valid/sample.jsonl")
    let names = ["with space.jsonl", "a,b.jsonl", "new\nline.jsonl"]
    for name in names { try directory.write(name, log) }
    let paths = names.map(directory.file)
    let result = try ToolRunner.run(
      ["verify", "--files-from", "-", "-0"], input: paths.joined(separator: "\0"))
    #expect(result.status == 0)
    // A newline in a name is shown escaped, as every control character is: one line a file.
    let shown = paths.map { $0.replacingOccurrences(of: "\n", with: "\\u{A}") }
    #expect(result.standardOutput == shown.map { "\($0): 20 events, 0 problems\n" }.joined())
    let walked = try ToolRunner.run(["verify", directory.path])
    #expect(walked.standardOutput.contains("/a,b.jsonl: 20 events"))
    #expect(walked.standardOutput.contains("/with space.jsonl: 20 events"))
  }

  @Test("the files named come first, then each list in turn; a list may name directories")
  func order() throws {
    let directory = try TemporaryDirectory()
    let first = try directory.write("first.txt", "valid/sample.jsonl\n\ninvalid\n")
    let second = try directory.write("second.txt", "valid/custom-menu.jsonl")
    let result = try ToolRunner.run(
      ["verify", "valid/torn-tail.jsonl", "--files-from", first, "--files-from", second])
    let invalid = try Self.fixturesInFindOrder().filter { $0.hasPrefix("./invalid/") }
      .map { String($0.dropFirst(2)) }
    #expect(
      Self.summaryFiles(result.standardOutput)
        == ["valid/torn-tail.jsonl", "valid/sample.jsonl"] + invalid
        + ["valid/custom-menu.jsonl"])
  }

  @Test(
    "a list that cannot be trusted ends with exit 65 at once, naming the list and the entry",
    .timeLimit(.minutes(1)),
    arguments: [
      (["--files-from", "/dev/zero"], "/dev/zero:1: the line holds a NUL byte (add -0"),
      (["--files-from", "/dev/zero", "-0"], "/dev/zero:1: an empty path"),
    ])
  func endlessList(arguments: [String], message: String) throws {
    let result = try ToolRunner.run(["verify"] + arguments)
    #expect(result.status == 65)
    #expect(result.standardError.contains("monsoon-replay: error: \(message)"))
  }

  @Test("a NUL byte in a newline-separated list points at -0")
  func nulWithoutFlag() throws {
    let result = try ToolRunner.run(
      ["verify", "--files-from", "-"], input: "valid/sample.jsonl\0valid/torn-tail.jsonl\0")
    #expect(result.status == 65)
    #expect(result.standardError.contains("<stdin>:1: the line holds a NUL byte (add -0"))
  }

  @Test(
    "missing lists and logs are each exit 66; a path that is not UTF-8 is opened by its bytes")
  func unreadableEntries() throws {
    let directory = try TemporaryDirectory()
    var list = Data("valid/sample.jsonl\nno-such.jsonl\n".utf8)
    list.append(contentsOf: [0x78, 0xFF, 0x0A])
    list.append(Data("valid/custom-menu.jsonl\n".utf8))
    try list.write(to: URL(fileURLWithPath: directory.file("list.txt")))
    let result = try ToolRunner.run(
      ["verify", "--files-from", "missing-list.txt", "--files-from", directory.file("list.txt")])
    #expect(result.status == 66)
    #expect(
      Self.summaryFiles(result.standardOutput)
        == ["valid/sample.jsonl", "no-such.jsonl", "x\\xFF", "valid/custom-menu.jsonl"])
    #expect(
      result.standardError.contains(
        "monsoon-replay: error: missing-list.txt: No such file or directory"))
    #expect(
      result.standardError.contains(
        "monsoon-replay: error: x\\xFF: No such file or directory"))
    #expect(
      result.standardError.hasSuffix(
        "monsoon-replay: 4 logs checked: 2 valid, 0 invalid, 2 unreadable; 1 other problem "
          + "(see above)\n"))
  }

  @Test(
    "a pipe reached through a directory, a list or an archive is an error for it; the run goes on",
    arguments: ["directory", "list", "archive"])
  func pipeEntry(way: String) throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("logs"), withIntermediateDirectories: true)
    let sample = try String(
      contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent("valid/sample.jsonl"),
      encoding: .utf8)
    try directory.write("logs/a.jsonl", sample)
    #expect(mkfifo(directory.file("logs/p.jsonl"), 0o600) == 0)
    let result: ToolRunner.Result
    let shown: String
    switch way {
    case "directory":
      result = try ToolRunner.run(["verify", directory.file("logs")])
      shown = directory.file("logs/")
    case "list":
      let list = try directory.write(
        "list.txt", directory.file("logs/a.jsonl") + "\n" + directory.file("logs/p.jsonl") + "\n")
      result = try ToolRunner.run(["verify", "--files-from", list])
      shown = directory.file("logs/")
    default:
      var archive = TarArchive()
      archive.add("a.jsonl", Array(sample.utf8))
      archive.add("p.jsonl", [], type: "6")
      try Data(archive.ended).write(to: URL(fileURLWithPath: directory.file("logs.tar")))
      result = try ToolRunner.run(["verify", "--tar", directory.file("logs.tar")])
      shown = ""
    }
    #expect(result.status == 66)
    #expect(
      result.standardOutput
        == "\(shown)a.jsonl: 20 events, 0 problems\n\(shown)p.jsonl: unreadable\n")
    #expect(
      result.standardError
        == "monsoon-replay: error: \(shown)p.jsonl: not a regular file (a pipe)\n"
        + "monsoon-replay: 2 logs checked: 1 valid, 0 invalid, 1 unreadable\n")
    let each = try ToolRunner.run(
      way == "directory"
        ? ["replay", "--each", "--format", "json", directory.file("logs")]
        : way == "list"
          ? ["replay", "--each", "--format", "json", "--files-from", directory.file("list.txt")]
          : ["replay", "--each", "--format", "json", "--tar", directory.file("logs.tar")])
    #expect(
      each.standardOutput.split(separator: "\n").last.map(String.init)
        == #"{"schema":"session/1","file":"\#(shown)p.jsonl","error":"\#(shown)p.jsonl: "#
        + #"not a regular file (a pipe)","status":66}"#)
    #expect(each.status == 66)
  }

  @Test("a pipe named on the command line is read, as verify <(cmd) needs")
  func pipeArgument() throws {
    let result = try ToolRunner.run(
      ["verify"], launcher: ["/bin/bash", "-c", #"exec "$0" "$@" <(cat valid/sample.jsonl)"#])
    #expect(result.standardOutput.hasSuffix(": 20 events, 0 problems\n"))
    #expect(result.status == 0)
  }

  @Test("a directory deeper than PATH_MAX is an error, not also a directory without logs")
  func deeperThanPathMax() throws {
    let directory = try TemporaryDirectory()
    defer {
      // FileManager cannot remove a tree deeper than PATH_MAX; rm can.
      let remove = Process()
      remove.executableURL = URL(fileURLWithPath: "/bin/rm")
      remove.arguments = ["-rf", directory.path + "/deep"]
      try? remove.run()
      remove.waitUntilExit()
    }
    let name = String(repeating: "d", count: 200)
    var descriptor = open(directory.path, O_RDONLY | O_DIRECTORY)
    #expect(mkdirat(descriptor, "deep", 0o700) == 0)
    var next = openat(descriptor, "deep", O_RDONLY | O_DIRECTORY)
    close(descriptor)
    descriptor = next
    for _ in 0..<25 {
      #expect(mkdirat(descriptor, name, 0o700) == 0)
      next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
    }
    close(descriptor)
    let result = try ToolRunner.run(["verify", directory.file("deep")])
    #expect(result.status == 66)
    #expect(result.standardError.contains("File name too long"), "\(result.standardError)")
    #expect(!result.standardError.contains("no .jsonl files below it"))
  }

  @Test("a directory without logs is a warning, not an error")
  func emptyDirectory() throws {
    let directory = try TemporaryDirectory()
    let result = try ToolRunner.run(["verify", directory.path])
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "monsoon-replay: warning: \(directory.path): no .jsonl files below it\n"
        + "monsoon-replay: 0 logs checked: 0 valid, 0 invalid, 0 unreadable\n")
  }

  @Test("replay --each reads directories and lists; an invalid log gives an error line")
  func replayEach() throws {
    let result = try ToolRunner.run(
      ["replay", "--each", "valid", "--files-from", "-", "--format", "json"],
      input: "invalid/bad-seq.jsonl\n")
    #expect(result.status == 65)
    let files = result.standardOutput.split(separator: "\n").map {
      $0.split(separator: ",")[1]
    }
    #expect(
      files
        == Fixtures.validNames.map { "\"file\":\"valid/\($0).jsonl\"" }
        + ["\"file\":\"invalid/bad-seq.jsonl\""])
    #expect(
      result.standardOutput.hasSuffix(
        "{\"schema\":\"session/1\",\"file\":\"invalid/bad-seq.jsonl\",\"error\":"
          + "\"invalid/bad-seq.jsonl:4: bad seq 4, expected 3\",\"status\":65}\n"))
    #expect(result.standardError.contains("invalid/bad-seq.jsonl:4: bad seq 4, expected 3"))
  }

  @Test(
    "each misuse of the new options is a usage error",
    arguments: [
      (["verify", "-0", "valid"], "-0 separates --files-from lists, and none was given"),
      (["verify", "-", "--files-from", "-"],
       "standard input ('-') can be only one of the logs, lists or archives"),
      (["verify", "--files-from", "-", "--files-from", "-"],
       "standard input ('-') can be only one of the logs, lists or archives"),
      (["replay", "--files-from", "list.txt"], "--files-from needs --each"),
      (["replay", "--each"],
       "--each needs logs: files, directories, --files-from lists or --tar archives"),
    ])
  func misuse(arguments: [String], message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("monsoon-replay: error: \(message)\n"))
  }

  @Test(
    "a compressed log below a directory is named on standard error and counted, not read",
    arguments: [
      ["verify"], ["replay", "--each", "--format", "json"], ["timeline", "--format", "json"],
    ])
  func compressedLogIsNamed(command: [String]) throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("fleet/old"), withIntermediateDirectories: true)
    let log = ToolRunner.fixturesDirectory.appendingPathComponent("valid/sample.jsonl").path
    try FileManager.default.copyItem(atPath: log, toPath: directory.file("fleet/a.jsonl"))
    try Data([0x1F, 0x8B, 0x08, 0x00]).write(
      to: URL(fileURLWithPath: directory.file("fleet/old/b.jsonl.gz")))
    let result = try ToolRunner.run(command + [directory.file("fleet")])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("\(directory.file("fleet/a.jsonl"))"))
    #expect(!result.standardOutput.contains("b.jsonl.gz"))
    let warning =
      "monsoon-replay: warning: \(directory.file("fleet/old/b.jsonl.gz")): a compressed log, "
      + "not read (decompress it, or pipe it in: gzip -dc FILE | monsoon-replay COMMAND -)\n"
    #expect(result.standardError.hasPrefix(warning))
    if command == ["verify"] {
      #expect(
        result.standardError.hasSuffix(
          "monsoon-replay: 1 log checked: 1 valid, 0 invalid, 0 unreadable; 1 compressed log "
            + "skipped (see above)\n"))
    }
  }
}
