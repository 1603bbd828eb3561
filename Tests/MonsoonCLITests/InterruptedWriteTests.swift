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
    let path = try directory.write("big.jsonl", Self.log(events: 400_000))
    let index = directory.file("index")
    var caught = false
    // The whole pass streams its checkpoint index into a temporary file, so the file is there
    // for as long as the pass; the tool is stopped once it is seen, then signalled. A pass that
    // ends before it is seen (a very fast machine) is tried again.
    for _ in 0..<5 where !caught {
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
      while process.isRunning, Self.temporaryFiles(in: index).isEmpty { usleep(1_000) }
      if kill(process.processIdentifier, SIGSTOP) == 0, !Self.temporaryFiles(in: index).isEmpty {
        caught = true
        kill(process.processIdentifier, number)
        kill(process.processIdentifier, SIGCONT)
      }
      process.waitUntilExit()
      guard caught else { continue }
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == number)
    }
    #expect(caught, "the tool never showed its temporary file")
    #expect(Self.temporaryFiles(in: index) == [])
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
