import Foundation
import MonsoonEvents
import MonsoonSystem
import MonsoonTestSupport
import Testing

@Suite("record: commands in, ok lines out, events into the log")
struct RecordCommandTests {
  static let script = """
    tap 2
    select 1 2
    foo
    {"type":"nav","button":"menu"}
    go
    tap 0
    back

    """

  @Test("each command is answered, accepted events are logged with seq, t and sel")
  func recordsScript() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let result = try ToolRunner.run(["record", "-o", path, "--seed", "2a"], input: Self.script)
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let answers = result.standardOutput.split(separator: "\n").map { String($0) }
    #expect(answers.count == 7)
    #expect(answers[0].hasPrefix(#"ok 1 {"seq":1,"screen":"chooser","selections":[0,0,1,0,0,0]"#))
    #expect(answers[1].hasPrefix(#"ok 2 {"seq":2,"screen":"chooser","selections":[0,2,1,0,0,0]"#))
    #expect(answers[2].hasPrefix("rejected: unknown command 'foo'; commands: tap PROMPT"))
    #expect(answers[3].hasSuffix(#""nav":{"search":0,"calendar":0,"compass":0,"menu":1}}"#))
    #expect(answers[4].hasPrefix(#"ok 4 {"seq":4,"screen":"detail""#))
    #expect(answers[5] == "rejected: tap while on the detail screen")
    #expect(answers[6].hasPrefix("ok 5 "))
    let lines = try directory.read("s.jsonl").split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines[0] == #"{"monsoon":2,"seed":"2a"}"#)
    #expect(lines[2].hasPrefix(#"{"seq":2,"t":"#))
    #expect(lines[2].hasSuffix(#","type":"select","control":1,"choice":2,"sel":[0,2,1,0,0,0]}"#))
    let replay = try ToolRunner.run(["replay", path, "--format", "json"])
    #expect(replay.status == 0)
    #expect(
      replay.standardOutput.hasPrefix(#"{"seq":5,"screen":"chooser","selections":[0,2,1,0,0,0]"#))
  }

  @Test("an existing log is resumed: seq continues and the seed stays", arguments: [false, true])
  func resumes(durable: Bool) throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let flags = durable ? ["--durable"] : []
    _ = try ToolRunner.run(["record", "-o", path, "--seed", "ff"] + flags, input: "tap 1\ngo\n")
    let again = try ToolRunner.run(["record", "-o", path] + flags, input: "back\n")
    #expect(again.status == 0)
    #expect(again.standardOutput.hasPrefix(#"ok 3 {"seq":3,"screen":"chooser""#))
    #expect(try directory.read("s.jsonl").hasPrefix(#"{"monsoon":2,"seed":"ff"}"# + "\n"))
  }

  @Test("a torn last line is cut off with a warning naming its line, then recording goes on")
  func repairsTornTail() throws {
    let directory = try TemporaryDirectory()
    let kept = #"{"monsoon":1,"seed":"2a"}"# + "\n" + #"{"seq":1,"type":"go"}"# + "\n"
    let path = try directory.write("s.jsonl", kept + #"{"seq":2,"ty"#)
    let result = try ToolRunner.run(["record", "-o", path], input: "back\n")
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "monsoon-replay: warning: \(path):3: incomplete last line (no final newline; "
        + "unterminated string) ignored: a write cut short; cut off\n"
        + "record: resuming \(path) after seq 1 (the next event is seq 2)\n")
    #expect(result.standardOutput.hasPrefix("ok 2 "))
    #expect(try directory.read("s.jsonl").hasPrefix(kept + #"{"seq":2,"t":"#))
  }

  @Test("a small file that is not a log is refused with exit 65 and left byte for byte")
  func refusesFileThatIsNotALog() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("notes.txt", "TOP SECRET")
    let result = try ToolRunner.run(["record", "-o", path], input: "go\n")
    #expect(result.status == 65)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "monsoon-replay: error: \(path):1: invalid header: not a Monsoon log: it does not "
        + #"start as a header does, {"monsoon":1,"seed":"…"}; the file was left unchanged"#
        + "\n")
    #expect(try directory.read("notes.txt") == "TOP SECRET")
  }

  @Test("a header torn by a crash is replaced with a warning, then recording goes on")
  func repairsTornHeader() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("s.jsonl", #"{"monsoon":1,"seed":"2"#)
    let result = try ToolRunner.run(["record", "-o", path, "--seed", "7"], input: "go\n")
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "monsoon-replay: warning: \(path):1: incomplete last line (no final newline; "
        + "unterminated string) ignored: a write cut short; cut off\n")
    #expect(result.standardOutput.hasPrefix("ok 1 "))
    #expect(try directory.read("s.jsonl").hasPrefix(#"{"monsoon":2,"seed":"7"}"# + "\n"))
  }

  @Test(
    "input that is not text (/dev/zero, a NUL byte) ends record with 65, the log valid",
    .timeLimit(.minutes(1)),
    arguments: [
      #"printf 'go\nback\n'; cat /dev/zero"#, #"printf 'go\nback\nb\000ack\ngo\n'"#,
    ])
  func notTextInput(producer: String) throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let script = #"{ \#(producer); } | "$0" "$@""#
    let result = try ToolRunner.run(
      ["record", "-o", path, "--seed", "2a"], launcher: ["/bin/sh", "-c", script])
    #expect(result.status == 65)
    #expect(result.standardOutput.split(separator: "\n").map { $0.prefix(4) } == ["ok 1", "ok 2"])
    // cat may complain of the pipe the tool closed.
    #expect(
      result.standardError.contains(
        "monsoon-replay: error: <stdin>:3: the line holds a NUL byte: the input is not text; "
          + "recording stopped, the events acknowledged before it are in the log\n"))
    let replay = try ToolRunner.run(["replay", path, "--format", "json"])
    #expect(replay.status == 0 && replay.standardOutput.hasPrefix(#"{"seq":2,"#))
  }

  @Test("a log invalid before its tail is refused with exit 65 and left unchanged")
  func refusesInvalidLog() throws {
    let directory = try TemporaryDirectory()
    let text = #"{"monsoon":1,"seed":"2a"}"# + "\ngarbage\n" + #"{"seq":1,"type":"go"}"# + "\n"
    let path = try directory.write("s.jsonl", text)
    let result = try ToolRunner.run(["record", "-o", path], input: "go\n")
    #expect(result.status == 65)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "monsoon-replay: error: \(path):2: malformed JSON at column 1: unexpected 'g', "
        + "expected '{'; the file was left unchanged\n")
    #expect(try directory.read("s.jsonl") == text)
  }

  @Test(
    "a full disk exits 74 with a clear error and acknowledges nothing",
    .enabled(if: ToolRunner.startsUnderFileSizeLimit, ToolRunner.needsFileSizeLimit),
    arguments: [false, true])
  func fullDisk(durable: Bool) throws {
    let directory = try TemporaryDirectory()
    let header = #"{"monsoon":1,"seed":"2a"}"# + "\n"
    let path = try directory.write("s.jsonl", header)
    let flags = durable ? ["--durable"] : []
    let result = try ToolRunner.run(
      ["record", "-o", path] + flags, input: "tap 1\n", launcher: ToolRunner.fileSizeLimit(0))
    #expect(result.status == 74)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.contains(
        "monsoon-replay: error: cannot write \(path): File too large"))
    #expect(try directory.read("s.jsonl") == header)
  }

  @Test(
    "a log that is not a regular file is refused before anything is acknowledged",
    arguments: [["/dev/zero"], ["/dev/null", "--durable"], ["/dev/full"]])
  func notARegularFile(arguments: [String]) throws {
    let result = try ToolRunner.run(["record", "-o"] + arguments, input: "tap 1\n")
    #expect(result.status == 74)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "monsoon-replay: error: cannot record into \(arguments[0]): it is a character "
        + "device, not a regular file\n")
  }

  @Test("a read-only log file exits 74 with a clear error")
  func readOnlyFile() throws {
    let directory = try TemporaryDirectory()
    let text = #"{"monsoon":1,"seed":"2a"}"# + "\n"
    let path = try directory.write("s.jsonl", text)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
    // Root may write any file, so as root the tool runs as nobody.
    let launcher =
      getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let result = try ToolRunner.run(["record", "-o", path], input: "go\n", launcher: launcher)
    #expect(result.status == 74)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "monsoon-replay: error: cannot open \(path) for writing: Permission denied\n")
    #expect(try directory.read("s.jsonl") == text)
  }

  @Test(
    "two recorders started at once on a new log: one header, no acknowledged event lost")
  func twoRecordersOnANewLog() throws {
    for _ in 0..<30 {
      let directory = try TemporaryDirectory()
      let path = directory.file("s.jsonl")
      let results = LockedValue<[ToolRunner.Result]>([])
      DispatchQueue.concurrentPerform(iterations: 2) { _ in
        if let result = try? ToolRunner.run(["record", "-o", path], input: "go\nback\n") {
          results.withLock { $0.append(result) }
        }
      }
      let both = results.current
      try #require(both.count == 2)
      var acknowledged = 0
      for result in both {
        if result.status == 0 {
          acknowledged += result.standardOutput.split(separator: "\n").count
        } else {
          #expect(result.status == 74)
          #expect(result.standardError.hasSuffix("is being recorded by another process\n"))
          #expect(result.standardOutput.isEmpty)
        }
      }
      let lines = try directory.read("s.jsonl").split(separator: "\n")
      #expect(lines.count == 1 + acknowledged)
      #expect(try ToolRunner.run(["verify", path]).status == 0)
    }
  }

  @Test("a seed that differs from the resumed log's is a usage error")
  func seedMismatch() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("s.jsonl", #"{"monsoon":1,"seed":"2a"}"# + "\n")
    let result = try ToolRunner.run(["record", "-o", path, "--seed", "ff"], input: "go\n")
    #expect(result.status == 64)
    #expect(result.standardError.contains("--seed ff differs from the seed 2a of \(path)"))
    #expect(result.standardError.contains("See 'monsoon-replay record --help'"))
  }

  @Test("--log-version starts a new log of that version, whose Randomize draws by its rules")
  func newLogVersion() throws {
    let directory = try TemporaryDirectory()
    for version in [1, 2] {
      let path = try directory.write("v\(version).jsonl", "")
      let result = try ToolRunner.run(
        ["record", "-o", path, "--seed", "5eed5a1ad", "--log-version", "\(version)"],
        input: "randomize\n")
      #expect(result.status == 0, "\(result.standardError)")
      let lines = try directory.read("v\(version).jsonl").split(separator: "\n")
      #expect(lines.first == #"{"monsoon":\#(version),"seed":"5eed5a1ad"}"#)
      let verified = try ToolRunner.run(["verify", path])
      #expect(verified.status == 0, "\(verified.standardError)")
    }
    // The two versions' first Randomize from the same seed draw differently.
    func selections(_ name: String) throws -> String? {
      let event = try directory.read(name).split(separator: "\n").dropFirst().first
      return event?.components(separatedBy: #""sel":"#).dropFirst().first
    }
    let first = try selections("v1.jsonl")
    let second = try selections("v2.jsonl")
    #expect(first != nil && first != second)
  }

  @Test("--log-version on an existing log of another version is refused: rules never change")
  func logVersionMismatch() throws {
    let directory = try TemporaryDirectory()
    let text = #"{"monsoon":1,"seed":"2a"}"# + "\n" + #"{"seq":1,"type":"go"}"# + "\n"
    let path = try directory.write("s.jsonl", text)
    let refused = try ToolRunner.run(["record", "-o", path, "--log-version", "2"], input: "back\n")
    #expect(refused.status == 64)
    #expect(
      refused.standardError.hasPrefix(
        "monsoon-replay: error: --log-version 2 differs from the version 1 of \(path): a "
          + "session never changes rules; leave it out to resume the log"))
    #expect(refused.standardOutput == "")
    #expect(try directory.read("s.jsonl") == text)
    let same = try ToolRunner.run(["record", "-o", path, "--log-version", "1"], input: "back\n")
    #expect(same.status == 0, "\(same.standardError)")
    #expect(try directory.read("s.jsonl").hasPrefix(text))
    for bad in ["3", "0", "v1", ""] {
      let result = try ToolRunner.run(["record", "-o", path, "--log-version", bad], input: "")
      #expect(result.status == 64)
      #expect(
        result.standardError.hasPrefix(
          "monsoon-replay: error: invalid value '\(bad)' for '--log-version'"))
    }
  }

  @Test("a bad seed is a usage error", arguments: ["xyz", "", "12345678901234567"])
  func badSeed(seed: String) throws {
    let result = try ToolRunner.run(["record", "-o", "/dev/null", "--seed", seed], input: "")
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "monsoon-replay: error: invalid value '\(seed)' for '--seed': expected 1 to 16 hex digits"))
  }

  @Test("--menu puts a custom menu into a new log's header")
  func customMenu() throws {
    let directory = try TemporaryDirectory()
    let menu = try directory.write(
      "menu.json", #"{"prompts": [{"id": "drink", "choices": ["tea", "coffee"]}]}"# + "\n")
    let path = directory.file("s.jsonl")
    let result = try ToolRunner.run(
      ["record", "-o", path, "--menu", menu, "--seed", "1"], input: "tap 0\ntap 1\n")
    #expect(
      result.standardOutput.hasPrefix(
        #"ok 1 {"seq":1,"screen":"chooser","selections":[1],"choices":{"drink":"coffee"}"#))
    #expect(result.standardOutput.hasSuffix("rejected: prompt 1 out of range: prompts are 0\n"))
    #expect(
      try directory.read("s.jsonl").hasPrefix(
        #"{"monsoon":2,"seed":"1","prompts":[{"id":"drink","choices":["tea","coffee"]}]}"#))
  }

  @Test("an invalid menu file exits 65 naming the problem")
  func invalidMenu() throws {
    let directory = try TemporaryDirectory()
    let menu = try directory.write("menu.json", #"[{"id": "drink", "choices": ["tea"]}]"#)
    let result = try ToolRunner.run(
      ["record", "-o", directory.file("s.jsonl"), "--menu", menu], input: "")
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "monsoon-replay: error: \(menu): invalid menu: prompt 'drink' has 1 "
        + "options; a prompt has 2 to 8\n")
  }

  @Test("--help documents the commands, the default file and --durable")
  func help() throws {
    let result = try ToolRunner.run(["record", "--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("USAGE: monsoon-replay record [-o <file>]"))
    #expect(result.standardOutput.contains("default: session.jsonl"))
    #expect(result.standardOutput.contains("fsync"))
  }
}
