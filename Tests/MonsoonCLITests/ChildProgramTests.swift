import Foundation
import MonsoonSystem
import MonsoonTestSupport
import MonsoonToolSystem
import Testing
@testable import monsoon_replay

/// The programs the tool starts (`render --format png`'s converter, `html --open`'s opener,
/// `help --man`'s man) keep the tool's promises: a time limit, nothing left running or in the
/// temporary directory when the tool is ended by a signal, and standard output kept clean.
///
/// Each fake program writes its process id, and those of what it starts, to files outside the
/// temporary directory before it waits. A run whose limit passed before they were written (a
/// very busy machine) is run again with a limit four times as long, so no test depends on how
/// fast the machine is; signals are sent once the ids are there.
@Suite("Programs the tool starts: time limits, signals, output")
struct ChildProgramTests {
  /// A PNG's first bytes, then what a fake converter adds.
  private static let fakePNG = "\\211PNG\\r\\n\\032\\nfake"

  /// A converter's body that starts `sleep 1000` and waits: ids in `shell` and `sleep`.
  private static func waiting(_ fakes: FakePrograms, ignoringTERM: Bool = false) -> String {
    let ids = fakes.directory.path
    return (ignoringTERM ? "trap '' TERM\n" : "") + """
      sleep 1000 &
      echo $! > '\(ids)/sleep'
      echo $$ > '\(ids)/shell'
      while :; do wait; done
      """
  }

  /// Runs the tool with `MONSOON_PROGRAM_TIMEOUT` at `seconds`, longer each time the files
  /// `ids` are missing after the run.
  private static func runWithLimit(
    _ arguments: [String], _ fakes: FakePrograms, seconds: Double, ids: [String],
    browser: String? = nil, terminal: Bool = false
  ) throws -> (limit: String, status: Int32, output: String, errors: String) {
    var limit = seconds
    while true {
      for name in ids { try? FileManager.default.removeItem(atPath: fakes.directory.file(name)) }
      let environment = fakes.environment(browser: browser).merging(
        ["MONSOON_PROGRAM_TIMEOUT": "\(limit)"]) { $1 }
      let result: (status: Int32, output: String, errors: String)
      if terminal {
        let run = try PseudoTerminal.run(arguments, terminal: .output, environment: environment)
        result = (run.status, run.terminal, run.piped)
      } else {
        let run = try ToolRunner.run(arguments, environment: environment)
        result = (run.status, run.standardOutput, run.standardError)
      }
      let missing = ids.contains { ProcessProbe.id(in: fakes.directory.file($0)) == nil }
      if !missing || limit > 60 { return ("\(limit)", result.status, result.output, result.errors) }
      limit *= 4
    }
  }

  /// Whether every process whose id is in one of the files `ids` is gone.
  private static func allGone(_ fakes: FakePrograms, _ ids: [String]) -> Bool {
    ids.allSatisfy { name in
      ProcessProbe.id(in: fakes.directory.file(name)).map {
        ProcessProbe.isGone($0, waitingForReaper: name != "shell")
      } ?? false
    }
  }

  @Test("a converter that never ends is ended at the time limit: 75 naming it, nothing left")
  func hangingConverter() throws {
    let fakes = try FakePrograms()
    try fakes.add("rsvg-convert", Self.waiting(fakes))
    let png = fakes.directory.file("h.png")
    let run = try Self.runWithLimit(
      ["render", "sample.jsonl", "--format", "png", "-o", png], fakes, seconds: 0.2,
      ids: ["shell", "sleep"])
    #expect(run.status == 75)
    #expect(run.output.isEmpty)
    #expect(
      run.errors
        == "monsoon-replay: error: rsvg-convert did not finish turning the SVG into a PNG "
        + "within the time limit of \(run.limit) s, and was ended (SIGTERM); "
        + "MONSOON_PROGRAM_TIMEOUT=SECONDS sets a longer limit\n")
    #expect(Self.allGone(fakes, ["shell", "sleep"]))
    #expect(!FileManager.default.fileExists(atPath: png))
    #expect(fakes.temporaryFiles.isEmpty)
  }

  @Test("one that ignores SIGTERM is killed with its group after the grace period")
  func stubbornConverter() throws {
    let fakes = try FakePrograms()
    try fakes.add("rsvg-convert", Self.waiting(fakes, ignoringTERM: true))
    let run = try Self.runWithLimit(
      ["render", "sample.jsonl", "--format", "png", "-o", fakes.directory.file("h.png")],
      fakes, seconds: 0.1, ids: ["shell", "sleep"])
    #expect(run.status == 75)
    #expect(
      run.errors.hasSuffix(
        "within the time limit of \(run.limit) s, and was killed (SIGKILL) when it had not "
          + "ended \(run.limit) s after SIGTERM; MONSOON_PROGRAM_TIMEOUT=SECONDS sets a longer "
          + "limit\n"), "\(run.errors)")
    #expect(Self.allGone(fakes, ["shell", "sleep"]))
    #expect(fakes.temporaryFiles.isEmpty)
  }

  @Test("a chatty converter: stdout holds the PNG alone; its output on stderr, named, bounded")
  func chattyConverter() throws {
    let fakes = try FakePrograms()
    // 20,000 lines of 10 bytes between short ones, a window title last; then the PNG.
    try fakes.add(
      "rsvg-convert",
      #"""
      echo 'to stdout'
      echo 'to stderr' >&2
      i=0; while [ $i -lt 20000 ]; do echo 'xxxxxxxxx'; i=$((i+1)); done
      printf '\033]0;title\007\n' >&2
      printf '\#(Self.fakePNG)' > "$6"
      """#)
    let result = try ToolRunner.run(
      ["render", "sample.jsonl", "--format", "png"], environment: fakes.environment())
    #expect(result.status == 0)
    // The PNG alone (its first byte, 0x89, is not UTF-8 and reads as U+FFFD).
    #expect(result.standardOutput == "\u{FFFD}PNG\r\n\u{1A}\nfake")
    let written = Array(
      ("to stdout\nto stderr\n" + String(repeating: "xxxxxxxxx\n", count: 20_000)
        + "\u{1B}]0;title\u{07}\n").utf8)
    func named(_ bytes: ArraySlice<UInt8>) -> String {
      String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        .map { "rsvg-convert: " + $0 + "\n" }.joined()
    }
    let expected =
      named(written.prefix(4_096))
      + "rsvg-convert: [… \(written.count - 8_192) bytes not shown …]\n"
      + named(written.suffix(4_096)).replacing("\u{1B}", with: #"\u{1B}"#)
      .replacing("\u{07}", with: #"\u{7}"#)
    #expect(result.standardError == expected)
    #expect(fakes.temporaryFiles.isEmpty)
  }

  @Test(
    "a signal mid-run ends the converter's group and waits for it; its late output is removed",
    .enabled(if: ProgramRun.canResetSignals, "needs GNU env --default-signal"),
    arguments: [SIGTERM, SIGINT, SIGHUP])
  func signalledMidRun(signal number: Int32) throws {
    let fakes = try FakePrograms()
    let ids = fakes.directory.path
    // Asked to end, it writes its --output late, as a converter that flushes on its way out,
    // then notes that it did, outside the temporary directory.
    try fakes.add(
      "rsvg-convert",
      """
      trap 'printf late > "$6"; echo "$6" > "\(ids)/late"; exit 1' TERM
      """ + "\n" + Self.waiting(fakes))
    let png = fakes.directory.file("h.png")
    let run = try ProgramRun(["render", "sample.jsonl", "--format", "png", "-o", png], fakes: fakes)
    let started = run.waitForIDs(in: ["shell", "sleep"].map { fakes.directory.file($0) })
    #expect(started != nil, "the converter never started")
    run.signal(number)
    let ended = run.finish()
    #expect(ended.signal == number, "exit status \(String(describing: ended.status))")
    #expect(ended.output.isEmpty)
    #expect(ended.errors.isEmpty)
    let late = try #require(try? fakes.directory.read("late"), "the converter did not write late")
    #expect(late.hasPrefix(fakes.temporary + "/monsoon-replay-"))
    #expect(Self.allGone(fakes, ["shell", "sleep"]))
    #expect(fakes.temporaryFiles.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: png))
  }

  @Test("what a converter leaves running when it exits is ended with it")
  func strayProcessOfConverter() throws {
    let fakes = try FakePrograms()
    let ids = fakes.directory.path
    try fakes.add(
      "rsvg-convert",
      """
      (sleep 1000; printf late > "$6") &
      echo $! > '\(ids)/sleep'
      printf '\(Self.fakePNG)' > "$6"
      """)
    let result = try ToolRunner.run(
      ["render", "sample.jsonl", "--format", "png", "-o", fakes.directory.file("h.png")],
      environment: fakes.environment())
    #expect(result.status == 0)
    #expect(Self.allGone(fakes, ["sleep"]))
    #expect(fakes.temporaryFiles.isEmpty)
  }
}

extension ChildProgramTests {
  @Test("html --open, no terminal: an opener that hangs is ended with its group at the limit")
  func hangingOpener() throws {
    let fakes = try FakePrograms()
    try fakes.add("hang", "echo 'opener says hello'\n" + Self.waiting(fakes))
    let page = fakes.directory.file("viewer.html")
    let run = try Self.runWithLimit(
      ["html", "sample.jsonl", "--open", "-o", page], fakes, seconds: 0.2,
      ids: ["shell", "sleep"], browser: "hang")
    #expect(run.status == 75)
    #expect(run.output.isEmpty)
    #expect(
      run.errors
        == "opener says hello\nmonsoon-replay: error: hang did not finish opening the page "
        + "within the time limit of \(run.limit) s, and was ended (SIGTERM); "
        + "MONSOON_PROGRAM_TIMEOUT=SECONDS sets a longer limit\n")
    #expect(Self.allGone(fakes, ["shell", "sleep"]))
  }

  @Test(
    "html --open: SIGTERM while the opener runs ends its group and waits for it",
    .enabled(if: ProgramRun.canResetSignals, "needs GNU env --default-signal"))
  func signalledOpener() throws {
    let fakes = try FakePrograms()
    try fakes.add("hang", Self.waiting(fakes))
    let run = try ProgramRun(
      ["html", "sample.jsonl", "--open", "-o", fakes.directory.file("viewer.html")],
      fakes: fakes, environment: ["BROWSER": "hang"])
    #expect(run.waitForIDs(in: ["shell", "sleep"].map { fakes.directory.file($0) }) != nil)
    run.signal(SIGTERM)
    let ended = run.finish()
    #expect(ended.signal == SIGTERM)
    #expect(Self.allGone(fakes, ["shell", "sleep"]))
  }

  @Test("help --man at a terminal: man has the limit MONSOON_PROGRAM_TIMEOUT sets")
  func manPastItsLimit() throws {
    let fakes = try FakePrograms()
    let ids = fakes.directory.path
    try fakes.add("man", "echo $$ > '\(ids)/shell'\nexec sleep 1000")
    let run = try Self.runWithLimit(
      ["help", "--man"], fakes, seconds: 0.2, ids: ["shell"], terminal: true)
    #expect(run.status == 75)
    #expect(
      run.errors
        == "monsoon-replay: error: man did not finish showing the manual page within the time "
        + "limit of \(run.limit) s, and was ended (SIGTERM); MONSOON_PROGRAM_TIMEOUT=SECONDS sets "
        + "a longer limit\n")
    #expect(Self.allGone(fakes, ["shell"]))
    #expect(fakes.temporaryFiles.isEmpty)
  }

  @Test("help --man at a terminal: SIGTERM to the tool ends man, then removes the page's file")
  func signalledMan() throws {
    let fakes = try FakePrograms()
    let ids = fakes.directory.path
    // man is the tool's child: it signals its parent, then waits to be ended.
    try fakes.add("man", "echo $$ > '\(ids)/shell'\nkill -TERM $PPID\nexec sleep 1000")
    let result = try PseudoTerminal.run(
      ["help", "--man"], terminal: .output, environment: fakes.environment())
    #expect(result.status == SIGTERM)
    #expect(Self.allGone(fakes, ["shell"]))
    #expect(fakes.temporaryFiles.isEmpty)
  }
}

extension ChildProgramTests {
  @Test("MONSOON_PROGRAM_TIMEOUT: seconds over 0 (decimals allowed), else 78 before any work")
  func limitVariable() throws {
    for (text, nanoseconds) in [
      ("60", 60_000_000_000), ("0.25", 250_000_000), ("604800", 604_800_000_000_000),
    ] {
      let limit = try ProgramTimeLimit.fromEnvironment { _ in text }
      #expect(limit.limit.nanoseconds == nanoseconds && limit.isSet && limit.seconds == text)
    }
    for unset in [nil, ""] as [String?] {
      #expect(try ProgramTimeLimit.fromEnvironment { _ in unset } == .standard)
    }
    #expect(ProgramTimeLimit.standard.limit.nanoseconds == 60_000_000_000)
    for text in ["0", "-1", "abc", "nan", "inf", "604801", "1 s"] {
      #expect(throws: CommandError.self, "\(text)") {
        try ProgramTimeLimit.fromEnvironment { _ in text }
      }
    }
    let fakes = try FakePrograms()
    try fakes.add("rsvg-convert", "exit 0")
    let refused = try ToolRunner.run(
      ["render", "sample.jsonl", "--format", "png", "-o", fakes.directory.file("h.png")],
      environment: fakes.environment().merging(["MONSOON_PROGRAM_TIMEOUT": "soon"]) { $1 })
    #expect(refused.status == 78)
    #expect(
      refused.standardError
        == "monsoon-replay: error: MONSOON_PROGRAM_TIMEOUT is 'soon', not a number of seconds "
        + "greater than 0 and at most 604800 (such as 60 or 2.5)\n")
    #expect(fakes.arguments("rsvg-convert") == nil)
    let svg = try ToolRunner.run(
      ["render", "sample.jsonl", "-o", "-"], environment: ["MONSOON_PROGRAM_TIMEOUT": "soon"])
    #expect(svg.status == 0)
  }

  @Test("the time limit's message says how the program was ended, and after how long")
  func limitMessages() throws {
    let empty = ChildOutput(headLimit: 0, tailLimit: 0)
    let ended = ChildProcess.Outcome(
      termination: .killed(signal: SIGTERM), timeLimitSignals: [SIGTERM], output: empty)
    let killed = ChildProcess.Outcome(
      termination: .killed(signal: SIGKILL), timeLimitSignals: [SIGTERM, SIGKILL], output: empty)
    let finished = ChildProcess.Outcome(
      termination: .exited(0), timeLimitSignals: [], output: empty)
    let suffix = "; MONSOON_PROGRAM_TIMEOUT=SECONDS sets a longer limit"
    for (text, outcome, expected) in [
      ("60", ended, "within the time limit of 60 s, and was ended (SIGTERM)"),
      ("60", killed, "within the time limit of 60 s, and was killed (SIGKILL) when it had not "
        + "ended 2 s after SIGTERM"),
      ("1.5", killed, "within the time limit of 1.5 s, and was killed (SIGKILL) when it had "
        + "not ended 1.5 s after SIGTERM"),
    ] {
      let limit = try ProgramTimeLimit.fromEnvironment { _ in text }
      #expect(
        limit.failure("conv", doing: "working", outcome)
          == .failed(.temporaryFailure, ["conv did not finish working " + expected + suffix]))
      #expect(limit.failure("conv", doing: "working", finished) == nil)
    }
  }

  @Test("interactive programs have no limit unless the variable sets one; the others always")
  func limitByRole() throws {
    let standard = ProgramTimeLimit.standard
    #expect(standard.limit(for: .interactive) == nil)
    #expect(standard.limit(for: .worker) == standard.limit)
    #expect(standard.limit(for: .launcher) == standard.limit)
    let set = try ProgramTimeLimit.fromEnvironment { _ in "5" }
    #expect(set.limit(for: .interactive) == ChildTimeLimit(nanoseconds: 5_000_000_000))
  }
}
