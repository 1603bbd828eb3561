import Foundation
import MonsoonTestSupport
import Testing

@Suite("-o files: atomic, never the input; --menu files: bounded; empty names")
struct OutputFileTests {
  /// The commands that write a document with `-o`, and what they need besides.
  static let writers: [[String]] = [
    ["render"], ["html"], ["shrink", "--until", "screen=detail"], ["xcuitest", "--select-by-taps"],
    ["report"],
  ]

  /// A directory holding a copy of the sample log as `s.jsonl`.
  private func directoryWithLog() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let sample = try String(
      contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent("sample.jsonl"),
      encoding: .utf8)
    try directory.write("s.jsonl", sample)
    return directory
  }

  @Test(
    "an output that is the input, by name, symbolic or hard link or standard input, is refused",
    arguments: writers, ["same", "symbolic", "hard", "stdin"])
  func outputIsInput(command: [String], alias: String) throws {
    let directory = try directoryWithLog()
    let log = directory.file("s.jsonl")
    let before = try directory.read("s.jsonl")
    var input = log
    var output = log
    var launcher: [String] = []
    switch alias {
    case "symbolic":
      output = directory.file("link.jsonl")
      try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: log)
    case "hard":
      output = directory.file("hard.jsonl")
      try FileManager.default.linkItem(atPath: log, toPath: output)
    case "stdin":
      input = "-"
      launcher = ToolRunner.shell("<" + log)
    default: break
    }
    let result = try ToolRunner.run(
      [command[0], input, "-o", output] + command.dropFirst(), launcher: launcher)
    #expect(result.status == 64)
    let inputName = input == "-" ? "<stdin>" : input
    #expect(
      result.standardError.hasPrefix(
        "monsoon-replay: error: the output '\(output)' is the input '\(inputName)'; "
          + "write to another file\n"))
    #expect(try directory.read("s.jsonl") == before)
  }

  @Test(
    "report refuses an output that is its list, its archive, or a log in a folder or a list",
    arguments: ["list", "archive", "folder", "listed", "listed link"])
  func reportOutputIsAnyInput(source: String) throws {
    let directory = try directoryWithLog()
    let log = directory.file("s.jsonl")
    let sample = try directory.read("s.jsonl")
    var archive = TarArchive()
    archive.add("s.jsonl", Array(sample.utf8))
    try Data(archive.ended).write(to: URL(fileURLWithPath: directory.file("a.tar")))
    try directory.write("l.txt", log + "\n")
    if source == "listed link" {
      try FileManager.default.createSymbolicLink(
        atPath: directory.file("link.jsonl"), withDestinationPath: log)
    }
    let (arguments, output, message): ([String], String, String) =
      switch source {
      case "list":
        (["--files-from", directory.file("l.txt")], directory.file("l.txt"),
         "--files-from list '\(directory.file("l.txt"))'")
      case "archive":
        (["--tar", directory.file("a.tar")], directory.file("a.tar"),
         "--tar archive '\(directory.file("a.tar"))'")
      case "folder": ([directory.path], log, "input '\(directory.path)/s.jsonl'")
      case "listed": (["--files-from", directory.file("l.txt")], log, "input '\(log)'")
      default:
        (["--files-from", directory.file("l.txt")], directory.file("link.jsonl"),
         "input '\(log)'")
      }
    let before = try directory.read(String(output.split(separator: "/").last ?? ""))
    let result = try ToolRunner.run(["report", "-o", output] + arguments)
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "monsoon-replay: error: the output '\(output)' is the \(message); write to another "
          + "file\n"))
    #expect(try directory.read(String(output.split(separator: "/").last ?? "")) == before)
    #expect(try directory.read("s.jsonl") == sample)
  }

  @Test(
    "record resumes its own log, but refuses an output that is its --menu file or standard input")
  func recordOutputIsItsMenuOrInput() throws {
    let directory = try TemporaryDirectory()
    let menu = try directory.write("m.json", #"{"prompts":[{"id":"a","choices":["x","y"]}]}"#)
    let withMenu = try ToolRunner.run(["record", "--menu", menu, "-o", menu], input: "go\n")
    #expect(withMenu.status == 64)
    #expect(
      withMenu.standardError.hasPrefix(
        "monsoon-replay: error: the output '\(menu)' is the --menu file '\(menu)'; write to "
          + "another file\n"))
    #expect(try directory.read("m.json") == #"{"prompts":[{"id":"a","choices":["x","y"]}]}"#)
    let log = try directory.write("s.jsonl", #"{"monsoon":2,"seed":"1"}"# + "\n")
    let fromLog = try ToolRunner.run(
      ["record", "-o", log], launcher: ToolRunner.shell("<" + log))
    #expect(fromLog.status == 64)
    #expect(
      fromLog.standardError.hasPrefix(
        "monsoon-replay: error: the output '\(log)' is the input '<stdin>'; write to "
          + "another file\n"))
    let resumed = try ToolRunner.run(["record", "-o", log], input: "go\n")
    #expect(resumed.status == 0 && resumed.standardOutput.hasPrefix("ok 1"))
  }

  @Test(
    "an output that cannot be written whole leaves the previous file as it was, and no other",
    .enabled(if: ToolRunner.startsUnderFileSizeLimit, ToolRunner.needsFileSizeLimit),
    arguments: writers)
  func atomicOutput(command: [String]) throws {
    let directory = try directoryWithLog()
    let output = try directory.write("out", "the previous output\n")
    // No file may grow, as on a full disk.
    let result = try ToolRunner.run(
      [command[0], directory.file("s.jsonl"), "-o", output] + command.dropFirst(),
      launcher: ToolRunner.fileSizeLimit(0))
    #expect(result.status == 74)
    #expect(
      result.standardError.hasSuffix(
        "monsoon-replay: error: cannot write '\(output)': File too large\n"))
    #expect(try directory.read("out") == "the previous output\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["out", "s.jsonl"])
  }

  @Test("a dangling symbolic link has its target created; a loop of links is refused with 73")
  func symbolicLinksThatLeadNowhere() throws {
    let directory = try directoryWithLog()
    let log = directory.file("s.jsonl")
    let dangling = directory.file("dangling.svg")
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "new.svg")
    let written = try ToolRunner.run(["render", log, "-o", dangling])
    #expect(written.status == 0)
    #expect(try directory.read("new.svg").hasPrefix("<svg"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "new.svg")
    let loop = directory.file("loop.svg")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "back.svg")
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("back.svg"), withDestinationPath: "loop.svg")
    let looped = try ToolRunner.run(["render", log, "-o", loop])
    #expect(looped.status == 73)
    #expect(
      looped.standardError
        == "monsoon-replay: error: cannot write '\(loop)': Too many levels of symbolic links\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: loop) == "back.svg")
  }

  /// Runs the tool as user nobody (65534), which tests running as root need: root may write
  /// any file.
  static let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

  @Test("a file the user could not open for writing is refused with 73 and left as it was")
  func readOnlyOutput() throws {
    let directory = try directoryWithLog()
    let output = try directory.write("ro.svg", "read only")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: output)
    var launcher: [String] = []
    if getuid() == 0 {
      for path in [directory.path, output] {
        try FileManager.default.setAttributes([.ownerAccountID: 65_534], ofItemAtPath: path)
      }
      launcher = Self.asNobody
    }
    let result = try ToolRunner.run(
      ["render", directory.file("s.jsonl"), "-o", output], launcher: launcher)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "monsoon-replay: error: cannot write '\(output)': you may not write to it "
        + "(mode 444); it was left as it was\n")
    #expect(try directory.read("ro.svg") == "read only")
  }

  @Test(
    "another user's file in a directory others may write is refused with 73, not taken over",
    .enabled(if: getuid() == 0, "only root can run the tool as another user (setpriv)"),
    arguments: [(0o777, false), (0o1777, true)])
  func otherUsersOutput(directoryMode: Int, runAsRoot: Bool) throws {
    let directory = try directoryWithLog()
    let output = try directory.write("theirs.svg", "someone else's")
    try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: output)
    // As nobody, root's file; as root, nobody's.
    if runAsRoot {
      try FileManager.default.setAttributes([.ownerAccountID: 65_534], ofItemAtPath: output)
    }
    try FileManager.default.setAttributes(
      [.posixPermissions: directoryMode], ofItemAtPath: directory.path)
    let result = try ToolRunner.run(
      ["render", directory.file("s.jsonl"), "-o", output],
      launcher: runAsRoot ? [] : Self.asNobody)
    let owner = runAsRoot ? 65_534 : 0
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "monsoon-replay: error: cannot write '\(output)': it belongs to user \(owner), "
        + "in a directory others may write; it was left as it was\n")
    #expect(try directory.read("theirs.svg") == "someone else's")
    let attributes = try FileManager.default.attributesOfItem(atPath: output)
    #expect(attributes[.ownerAccountID] as? Int == owner)
  }

  @Test("an output replaces the file, keeps its permissions, and writes through a symbolic link")
  func replacedOutput() throws {
    let directory = try directoryWithLog()
    let target = try directory.write("target.svg", "old")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
    let link = directory.file("link.svg")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let result = try ToolRunner.run(["render", directory.file("s.jsonl"), "-o", link])
    #expect(result.status == 0)
    #expect(try directory.read("target.svg").hasPrefix("<svg"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    let permissions = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions]
    #expect(permissions as? Int == 0o600)
  }

  @Test("a device as output is written in place: /dev/null takes it, /dev/full fails with 74")
  func deviceOutput() throws {
    let accepted = try ToolRunner.run(["render", "sample.jsonl", "-o", "/dev/null"])
    #expect(accepted.status == 0)
    let full = try ToolRunner.run(["html", "sample.jsonl", "-o", "/dev/full"])
    #expect(full.status == 74)
    #expect(
      full.standardError
        == "monsoon-replay: error: cannot write '/dev/full': No space left on device\n")
  }

  @Test(
    "a menu that is a device, too large, or a pipe that never ends fails at once, in bounded memory",
    .timeLimit(.minutes(1)),
    arguments: ["gen", "record"])
  func boundedMenus(command: String) throws {
    let directory = try TemporaryDirectory()
    let arguments =
      command == "gen"
      ? ["gen", "--seed", "1", "--events", "1"]
      : ["record", "-o", directory.file("r.jsonl"), "--seed", "1"]
    let device = try ToolRunner.run(arguments + ["--menu", "/dev/zero"])
    #expect(device.status == 66)
    #expect(
      device.standardError
        == "monsoon-replay: error: /dev/zero: a character device, not a regular file\n")
    let large = try directory.write(
      "large.json",
      #"{"prompts":[{"id":"a","choices":["x","y"]}]}"# + String(repeating: " ", count: 1 << 20))
    let tooLarge = try ToolRunner.run(arguments + ["--menu", large])
    #expect(tooLarge.status == 65)
    #expect(
      tooLarge.standardError
        == "monsoon-replay: error: \(large): larger than the limit of 1 MiB\n")
    let endless = try ToolRunner.run(
      arguments + ["--menu", "/dev/stdin"],
      launcher: ["/bin/sh", "-c", #"cat /dev/zero 2>/dev/null | "$0" "$@""#])
    #expect(endless.status == 65)
    #expect(
      endless.standardError
        == "monsoon-replay: error: /dev/stdin: larger than the limit of 1 MiB\n")
    #expect(!FileManager.default.fileExists(atPath: directory.file("r.jsonl")))
  }

  @Test("a named pipe as menu, with no writer, does not hang; a menu piped in is read")
  func pipedMenus() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.file("menu.fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let silent = try ToolRunner.run(["gen", "--seed", "1", "--events", "1", "--menu", fifo])
    #expect(silent.status == 65)
    #expect(silent.standardError.hasPrefix("monsoon-replay: error: \(fifo): expected a JSON"))
    let fromFile = try ToolRunner.run(
      ["gen", "--seed", "1", "--events", "5", "--menu", "drinks-menu.json"])
    let piped = try ToolRunner.run(
      ["gen", "--seed", "1", "--events", "5", "--menu", "/dev/stdin"],
      launcher: ToolRunner.shell("<" + ToolRunner.fixturesDirectory.path + "/drinks-menu.json"))
    #expect(fromFile.status == 0 && piped.status == 0)
    #expect(piped.standardOutput == fromFile.standardOutput)
    #expect(piped.standardOutput.hasPrefix(#"{"monsoon":2,"seed":"1","prompts":[{"id":"drink""#))
  }

  @Test(
    "an empty file name is named as the problem",
    arguments: [
      (["replay", ""], 66, "monsoon-replay: error: empty file name\n"),
      (["gen", "--seed", "1", "--events", "1", "--menu", ""], 66,
       "monsoon-replay: error: empty file name\n"),
      (["render", "sample.jsonl", "-o", ""], 64,
       "monsoon-replay: error: empty file name for '--output'\n"),
      (["record", "-o", ""], 64, "monsoon-replay: error: empty file name for '--output'\n"),
    ] as [([String], Int32, String)])
  func emptyNames(arguments: [String], status: Int32, message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == status)
    #expect(result.standardError.hasPrefix(message))
  }

  @Test("verify reports an empty name as that file's problem and checks the others")
  func emptyNameAmongOthers() throws {
    let result = try ToolRunner.run(["verify", "", "sample.jsonl"])
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "monsoon-replay: error: empty file name\n"
        + "monsoon-replay: 2 logs checked: 1 valid, 0 invalid, 1 unreadable\n")
    #expect(result.standardOutput == "'': unreadable\nsample.jsonl: 20 events, 0 problems\n")
  }
}
