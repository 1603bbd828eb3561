import Foundation
import Testing

/// A log file changed while the tool reads it (docs/guarantees.md): the tool is stopped once
/// it has read past its first chunk, the file changed, and the tool let go on.
///
/// How far the tool has read is its process's `rchar` in `/proc/PID/io`: it reads a file at
/// an offset (`pread`), which leaves the descriptor's position (`/proc/PID/fdinfo`) at 0.
@Suite(
  "A log changed while it is read: cut is exit 74, appended bytes are not read",
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/io"),
    "needs Linux's /proc/PID/io to see how far the tool has read"))
struct ChangedWhileReadTests {
  /// A log of tens of megabytes: the tool reads it in chunks of 1 MiB.
  static let log: Data = {
    let generated = try? ToolRunner.run(["gen", "--seed", "1", "--events", "400000"])
    return Data((generated?.standardOutput ?? "").utf8)
  }()

  /// What the tool read and printed.
  struct Run {
    let status: Int32
    let standardOutput: String
    let standardError: String
    let path: String
  }

  /// Writes ``log`` to a file, starts the tool with `arguments` (given the file's path: by
  /// default `replay FILE`), stops it once it has read more than its first chunk but not the
  /// whole file, calls `change` with the file's path, lets the tool go on and waits for it.
  private static func runChanged(
    _ arguments: (String) -> [String] = { ["replay", $0] },
    changing change: (String) throws -> Void
  ) throws -> Run {
    try #require(log.count > 8 << 20, "gen wrote a log of tens of megabytes")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "monsoon-changed-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("big.jsonl").path
    try log.write(to: URL(fileURLWithPath: path))
    let outputPath = directory.appendingPathComponent("stdout").path
    let errorsPath = directory.appendingPathComponent("stderr").path
    for file in [outputPath, errorsPath] {
      _ = FileManager.default.createFile(atPath: file, contents: nil)
    }
    let process = Process()
    process.executableURL = ToolRunner.executableURL
    process.arguments = arguments(path)
    process.environment = ToolRunner.environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(forWritingAtPath: outputPath)
    process.standardError = FileHandle(forWritingAtPath: errorsPath)
    try process.run()
    let id = process.processIdentifier
    // Past the first chunk: the tool has read more than 1 MiB plus what loading it read.
    var read = 0
    while process.isRunning, read <= 2 << 20 {
      read = bytesRead(by: id) ?? 0
    }
    kill(id, SIGSTOP)
    read = bytesRead(by: id) ?? 0
    let stoppedInTime = process.isRunning && read < log.count
    if stoppedInTime { try change(path) }
    kill(id, SIGCONT)
    process.waitUntilExit()
    try #require(stoppedInTime, "the tool was stopped before it read the whole log")
    return Run(
      status: process.terminationStatus,
      standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "",
      path: path)
  }

  /// The bytes process `id` has read so far (`rchar` in `/proc/PID/io`), or `nil` when it
  /// cannot be read.
  private static func bytesRead(by id: Int32) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(id)/io", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("rchar:") {
      return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// Cuts the file at `path` to half the log.
  private static func cut(_ path: String) throws {
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(log.count / 2))
    try handle.close()
  }

  @Test("a log cut to half while replay reads it is exit 74 'FILE: changed while it was read'")
  func cutWhileRead() throws {
    let run = try Self.runChanged(changing: Self.cut)
    #expect(run.status == 74)
    #expect(run.standardError == "monsoon-replay: error: \(run.path): changed while it was read\n")
    #expect(run.standardOutput == "")
  }

  @Test("lines appended to a log while replay reads it are not read: exit 0, the original state")
  func appendedWhileRead() throws {
    let original = try ToolRunner.run(["replay", "-"], input: String(decoding: Self.log, as: UTF8.self))
    try #require(original.status == 0)
    let run = try Self.runChanged { path in
      let handle = try #require(FileHandle(forWritingAtPath: path))
      try handle.seekToEnd()
      // An event the original log does not have, and a line that is not JSON.
      try handle.write(contentsOf: Data("{\"seq\":400001,\"type\":\"back\"}\nnot json\n".utf8))
      try handle.close()
    }
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput == original.standardOutput)
  }

  /// A valid log beside the changed one, for a run over two logs.
  static let validLog = ToolRunner.fixturesDirectory.appendingPathComponent("sample.jsonl").path

  @Test("verify counts a log cut while it is read as unreadable (exit 74), not invalid")
  func verifyCutWhileRead() throws {
    let run = try Self.runChanged({ ["verify", Self.validLog, $0] }, changing: Self.cut)
    #expect(run.status == 74)
    #expect(run.standardError.contains("\(run.path): changed while it was read\n"))
    #expect(
      run.standardError.hasSuffix(
        "monsoon-replay: 2 logs checked: 1 valid, 0 invalid, 1 unreadable\n"))
  }

  @Test("bisect --each and summary call a log cut while it is read unreadable (exit 74)")
  func bisectAndSummaryCutWhileRead() throws {
    let bisect = try Self.runChanged(
      { ["bisect", "--each", $0, "--until", "nav.menu>=999999"] }, changing: Self.cut)
    #expect(bisect.status == 74)
    #expect(bisect.standardOutput == "\(bisect.path): unreadable\n")
    #expect(bisect.standardError.contains("\(bisect.path): changed while it was read\n"))
    let summary = try Self.runChanged({ ["summary", $0] }, changing: Self.cut)
    #expect(summary.status == 74)
    #expect(summary.standardOutput == "\(summary.path): unreadable\n")
    #expect(summary.standardError.contains("\(summary.path): changed while it was read\n"))
  }
}
