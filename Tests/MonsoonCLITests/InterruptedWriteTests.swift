import Foundation
import MonsoonTestSupport
import Testing

/// A temporary file (`-o`'s, or the SVG a converter reads) must not outlive the tool: a signal
/// that ends it takes the file away, and a later `-o` sweeps the ones a killed run left.
@Suite("Interrupted writes leave no temporary file")
struct InterruptedWriteTests {
  /// A log of `events` taps, quick to make.
  private static func log(events: Int) -> String {
    var text = #"{"monsoon":1,"seed":"2a"}"# + "\n"
    text.reserveCapacity(events * 40)
    for seq in 1...events { text += #"{"seq":\#(seq),"type":"tap","control":1}"# + "\n" }
    return text
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
    let fakes = try FakePrograms()
    // The converter waits, so render's temporary SVG is there for as long as it runs.
    try fakes.add("rsvg-convert", "sleep 5")
    let log = try fakes.directory.write("s.jsonl", Self.log(events: 3))
    let png = fakes.directory.file("out.png")
    let process = Process()
    // The runner's children start with SIGINT ignored, which the tool must leave so.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "--default-signal=INT,TERM,HUP", ToolRunner.executableURL.path, "render", log,
      "--format", "png", "-o", png,
    ]
    var environment = ToolRunner.environment
    for (name, value) in fakes.environment() { environment[name] = value }
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    while process.isRunning, fakes.arguments("rsvg-convert") == nil { usleep(1_000) }
    #expect(!fakes.temporaryFiles.isEmpty, "the converter runs on a temporary SVG")
    kill(process.processIdentifier, number)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == number)
    #expect(fakes.temporaryFiles == [])
    #expect(!FileManager.default.fileExists(atPath: png))
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
