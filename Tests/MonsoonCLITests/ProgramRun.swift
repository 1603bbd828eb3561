import Foundation
import MonsoonTestSupport

/// A run of the tool in the background, with fake programs on its `PATH`, that a test can
/// signal once the programs it starts have written their process ids.
///
/// `SIGINT`, `SIGTERM` and `SIGHUP` are reset to their defaults for the tool (the test
/// runner's children start with `SIGINT` ignored, and a signal ignored at start stays
/// ignored), through GNU `env --default-signal`: ``canResetSignals``.
final class ProgramRun {
  /// Whether `env` can reset signals to their defaults (GNU coreutils 8.31 or later).
  static let canResetSignals = InterruptedWriteTests.canResetSignals

  private let process = Process()
  private let outputPath: String
  private let errorsPath: String

  /// The tool's process id.
  var id: Int32 { process.processIdentifier }

  /// Starts the tool with `arguments` in the fixtures directory, in `fakes`'s environment
  /// changed by `environment`, its standard streams in files of `fakes`.
  init(
    _ arguments: [String], fakes: FakePrograms, environment changes: [String: String?] = [:]
  ) throws {
    outputPath = fakes.directory.file("tool.stdout")
    errorsPath = fakes.directory.file("tool.stderr")
    for path in [outputPath, errorsPath] {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["--default-signal=INT,TERM,HUP", ToolRunner.executableURL.path] + arguments
    var environment = ToolRunner.environment
    for (name, value) in fakes.environment() { environment[name] = value }
    for (name, value) in changes { environment[name] = value }
    process.environment = environment
    process.currentDirectoryURL = ToolRunner.fixturesDirectory
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(forWritingAtPath: outputPath)
    process.standardError = FileHandle(forWritingAtPath: errorsPath)
    try process.run()
  }

  /// Waits until every file of `paths` holds a process id, or the tool has ended.
  /// - Returns: the ids, or `nil` when the tool ended first.
  func waitForIDs(in paths: [String]) -> [Int32]? {
    while true {
      let ids = paths.compactMap { ProcessProbe.id(in: $0) }
      if ids.count == paths.count { return ids }
      guard process.isRunning else { return nil }
      usleep(1_000)
    }
  }

  /// Sends the tool a signal.
  func signal(_ number: Int32) {
    kill(process.processIdentifier, number)
  }

  /// Waits for the tool to end.
  /// - Returns: the signal that killed it, or `nil` and its exit status, and what it wrote.
  func finish() -> (signal: Int32?, status: Int32?, output: Data, errors: String) {
    process.waitUntilExit()
    let killed = process.terminationReason == .uncaughtSignal
    return (
      killed ? process.terminationStatus : nil, killed ? nil : process.terminationStatus,
      Self.contents(outputPath), String(decoding: Self.contents(errorsPath), as: UTF8.self)
    )
  }

  /// A file's bytes (through a handle: FileManager's reading of an empty file leaks its buffer,
  /// as ASan sees).
  private static func contents(_ path: String) -> Data {
    guard let handle = FileHandle(forReadingAtPath: path) else { return Data() }
    defer { try? handle.close() }
    return (try? handle.readToEnd()) ?? Data()
  }
}
