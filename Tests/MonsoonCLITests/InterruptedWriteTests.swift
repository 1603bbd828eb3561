import Foundation
import MonsoonTestSupport
import Testing

/// An atomic write's temporary file (`-o`, a checkpoint index) must not outlive the tool: a
/// signal that ends it takes the file away, and a later `-o` sweeps the ones a killed run left.
@Suite("Interrupted writes leave no temporary file")
struct InterruptedWriteTests {
  /// A log of `events` taps, quick to make.
  private static func log(events: Int) -> String {
    var text = #"{"monsoon":1,"seed":"2a"}"# + "\n"
    text.reserveCapacity(events * 40)
    for seq in 1...events { text += #"{"seq":\#(seq),"type":"tap","control":1}"# + "\n" }
    return text
  }

  private static func temporaryFiles(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.contains(".tmp-") }
  }

  /// Whether `env` can reset signals to their default (GNU coreutils 8.31 or later).
  static let canResetSignals: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["--default-signal=INT", "true"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  @Test(
    "SIGTERM, SIGINT or SIGHUP while a temporary file is open removes it, then ends the tool",
    .enabled(if: canResetSignals, "needs GNU env --default-signal to undo the runner's SIGINT"),
    arguments: [SIGTERM, SIGINT, SIGHUP])
  func signalRemovesTemporaryFile(signal number: Int32) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("big.jsonl", Self.log(events: 1_000_000))
    let index = directory.file("index")
    var ending: Process.TerminationReason?
    var status: Int32?
    // The whole pass streams its checkpoint index into a temporary file, so the file is there
    // for as long as the pass. Once it is seen, the tool is stopped (and seen stopped, with the
    // file still there), signalled, and let go. A pass that ends first, or finishes its last
    // steps before the signal is taken (a busy machine), is tried again; a tool that ignores
    // the signal ends normally every time, and fails the test.
    for _ in 0..<5 where ending != .uncaughtSignal {
      let process = Process()
      // The runner's children start with SIGINT ignored, which the tool must leave so.
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "--default-signal=INT,TERM,HUP", ToolRunner.executableURL.path, "replay", path,
      ]
      var environment = ToolRunner.environment
      environment["MONSOON_INDEX_DIR"] = index
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let id = process.processIdentifier
      while process.isRunning, Self.temporaryFiles(in: index).isEmpty { usleep(1_000) }
      if kill(id, SIGSTOP) == 0, Self.isStopped(id), !Self.temporaryFiles(in: index).isEmpty {
        kill(id, number)
        kill(id, SIGCONT)
      }
      process.waitUntilExit()
      ending = process.terminationReason
      status = process.terminationStatus
    }
    #expect(ending == .uncaughtSignal && status == number)
    #expect(Self.temporaryFiles(in: index) == [])
  }

  /// Waits until the process is stopped; `false` when it ended instead.
  private static func isStopped(_ process: Int32) -> Bool {
    while true {
      guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let state = stat[stat.index(close, offsetBy: 2)]
      if state == "T" || state == "t" { return true }
      if state == "Z" || state == "X" { return false }
      usleep(1_000)
    }
  }

  @Test("-o removes the temporary files that killed writers of the same file left beside it")
  func sweepsAbandonedFiles() throws {
    let directory = try TemporaryDirectory()
    let log = try directory.write("s.jsonl", Self.log(events: 3))
    _ = try directory.write("out.svg.tmp-2147483646-abc123", "left by a kill")
    let running = "out.svg.tmp-\(getpid())-xyz"
    _ = try directory.write(running, "a writer still at work")
    _ = try directory.write("other.svg.tmp-2147483646-abc123", "another file's")
    _ = try directory.write("out.svg.tmp-notes", "not a temporary file of the tool")
    let result = try ToolRunner.run(["render", log, "-o", directory.file("out.svg")])
    #expect(result.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == [
          "other.svg.tmp-2147483646-abc123", "out.svg", running, "out.svg.tmp-notes", "s.jsonl",
        ].sorted())
  }
}
