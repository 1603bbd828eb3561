import Foundation
import MonsoonTestSupport
import MonsoonTesting
import Testing

extension Tag {
  /// A test that measures the tool's memory or time: run one at a time, each alone on the
  /// machine as far as the suite can make it (`swift test --skip ResourceTests` leaves them out).
  @Tag static var resources: Self
}

/// The tests that measure the tool's peak memory, in one suite run one test at a time: a
/// measurement taken while another test's tool runs counts that load too.
@Suite(
  "Memory: bounded whatever the input, measured one test at a time", .serialized,
  .tags(.resources))
struct ResourceTests {
  @Test("a 1 GiB input with no newline fails cleanly in constant memory")
  func gigabyteWithoutNewline() throws {
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    let run = try StreamingRun.run(
      ["replay", "-"], head: [], chunk: chunk, count: 1 << 10, tail: Array("x".utf8))
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "monsoon-replay: error: <stdin>:1: invalid header: longer than 1048576 bytes\n")
    let resident = try #require(run.peakResidentBytes, "no VmHWM in /proc")
    #expect(resident >> 20 < 64, "the tool grew to \(resident >> 20) MiB")
  }

  @Test(
    "shrink checks the condition in constant memory, then holds about 30 bytes an event",
    .disabled(if: PeakMemory.underSanitizer, "a sanitizer's memory is not the tool's"))
  func shrinkMemory() throws {
    let directory = try TemporaryDirectory()
    let log = directory.file("big.jsonl")
    let events = 300_000
    let gen = try ToolRunner.run(["gen", "--seed", "1", "--events", "\(events)", "--with-sel"])
    try Data(gen.standardOutput.utf8).write(to: URL(fileURLWithPath: log))
    let replay = try PeakMemory.run(["replay", log])
    let neverHolds = try PeakMemory.run(["shrink", log, "--until", "nav.calendar=-1"])
    let shrink = try PeakMemory.run(["shrink", log, "--until", "flavor=savory", "-o", "/dev/null"])
    #expect(replay.status == 0 && neverHolds.status == 1 && shrink.status == 0)
    let replayed = try #require(replay.bytes, "no VmHWM in /proc")
    let checked = try #require(neverHolds.bytes)
    let shrunk = try #require(shrink.bytes)
    let mebibyte = 1 << 20
    #expect(
      checked <= replayed + 4 * mebibyte,
      "\(checked / mebibyte) MiB against replay's \(replayed / mebibyte) MiB")
    #expect(
      shrunk <= replayed + 40 * events + 4 * mebibyte,
      "\(shrunk / mebibyte) MiB against replay's \(replayed / mebibyte) MiB")
  }

  @Test("a list longer than any command line is read as the run goes: memory does not grow")
  func fileListMemoryDoesNotGrow() throws {
    let log = ToolRunner.fixturesDirectory.appendingPathComponent("valid/sample.jsonl").path
    let entry = Array((log + "\n").utf8)
    // Under AddressSanitizer freed memory waits in a quarantine (up to 256 MB) before it is
    // reused, which would count every file's buffers; without one, memory is reused as usual.
    // glibc gives threads malloc arenas of their own, more of them on a busy machine; two
    // keep that noise out of the figure, which is about the list.
    let asan = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
    let environment = ["ASAN_OPTIONS": asan + "quarantine_size_mb=0", "MALLOC_ARENA_MAX": "2"]
    /// The lower peak of two runs: what the list costs, less what a busy moment added.
    func peak(_ count: Int) throws -> Int {
      try (0..<2).map { _ in
        let run = try StreamingRun.run(
          ["verify", "--files-from", "-", "--jobs", "2"], head: [], chunk: entry, count: count,
          environment: environment)
        #expect(run.status == 0)
        let summary = log + ": 20 events, 0 problems\n"
        #expect(run.standardOutput.utf8.count == count * summary.utf8.count)
        return try #require(run.peakResidentBytes)
      }.min() ?? 0
    }
    // Both runs are sampled once the whole list is written, late in the run: 20,000 paths is
    // already several chunks, 140,000 more than a command line holds. Holding the 120,000
    // extra paths would take 120,000 × (the path's 35 bytes or more + a String's 16-byte slot
    // and 32-byte heap header) > 9 MB; the bound leaves room for what a loaded machine adds
    // (glibc keeps thread stacks and malloc arenas: a few MB seen in CI).
    let small = try peak(20_000)
    let large = try peak(140_000)
    #expect(140_000 * entry.count > 2 << 20, "the list is longer than ARG_MAX")
    #expect(large - small < 6 << 20, "peak \(small >> 10) KiB, then \(large >> 10) KiB")
  }

  @Test("a tar stream of any length is read as the run goes: memory does not grow")
  func tarMemoryDoesNotGrow() throws {
    let log = Array(
      try Data(
        contentsOf: ToolRunner.fixturesDirectory.appendingPathComponent("valid/sample.jsonl")))
    var entry = TarArchive()
    entry.add("fleet/session.jsonl", log)
    // As the list's test above: no ASan quarantine, two malloc arenas.
    let asan = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
    let environment = ["ASAN_OPTIONS": asan + "quarantine_size_mb=0", "MALLOC_ARENA_MAX": "2"]
    func peak(_ count: Int) throws -> Int {
      try (0..<2).map { _ in
        let run = try StreamingRun.run(
          ["verify", "--tar", "-", "--jobs", "2"], head: [], chunk: entry.bytes, count: count,
          tail: TarArchive.end, environment: environment)
        #expect(run.status == 0)
        let summary = "fleet/session.jsonl: 20 events, 0 problems\n"
        #expect(run.standardOutput.utf8.count == count * summary.utf8.count)
        return try #require(run.peakResidentBytes)
      }.min() ?? 0
    }
    // 5,000 entries of 3.5 KB fit in one chunk (17 MB); 40,000 (140 MB of archive) take ten
    // chunks of 4,096: holding them would take far more than the bound.
    let small = try peak(5_000)
    let large = try peak(40_000)
    #expect(large - small < 12 << 20, "peak \(small >> 10) KiB, then \(large >> 10) KiB")
  }

  @Test(
    "a log decoded in chunks holds its chunks, not the log: 32 MB at most, whatever its size",
    .disabled(if: PeakMemory.underSanitizer, "a sanitizer's memory is not the tool's"))
  func chunkedReadingMemory() throws {
    let directory = try TemporaryDirectory()
    func log(_ name: String, events: Int) throws -> String {
      try directory.write(name, SessionGenerator.log(seed: 5, events: events).text)
    }
    // 9 MB and 26 MB: both above the threshold (4 MiB), so both are read in chunks.
    let small = try log("small.jsonl", events: 150_000)
    let large = try log("large.jsonl", events: 450_000)
    // Bad lines only, 12 MB: every line a problem kept apart, until a chunk holds as many as
    // it may and the streaming reader takes over.
    let bad = try directory.write(
      "bad.jsonl", "{\"monsoon\":1,\"seed\":\"2a\"}\n"
        + String(repeating: "{\"seq\":1,\"t\":\"x\"}\n", count: 600_000))
    for arguments in [
      ["replay", "--format", "json"], ["timeline", "--format", "json"],
      ["follow", "--format", "json"],
    ] {
      let smaller = try PeakMemory.run([arguments[0], small] + arguments.dropFirst())
      let larger = try PeakMemory.run([arguments[0], large] + arguments.dropFirst())
      #expect(smaller.status == 0 && larger.status == 0, "\(arguments)")
      let (a, b) = (try #require(smaller.bytes), try #require(larger.bytes))
      #expect(b <= 32_000_000, "\(arguments[0]) of 26 MB: \(b >> 10) KiB")
      #expect(b - a < 4 << 20, "\(arguments[0]): \(a >> 10) KiB, then \(b >> 10) KiB")
    }
    let lenient = try PeakMemory.run(["replay", bad, "--lenient", "--format", "json"])
    #expect(lenient.status == 0)
    #expect(try #require(lenient.bytes) <= 32_000_000, "bad lines: \(lenient.bytes ?? 0)")
  }
}
