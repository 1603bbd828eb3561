import Foundation
import MonsoonSystem
import Testing

/// Runs the built `monsoon-replay` binary and captures what it prints.
struct ToolRunner {
  /// What one run produced.
  struct Result {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// The directory holding the package's built products (the test bundle sits beside them).
  static let productsDirectory: URL = {
    #if canImport(Darwin)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }()

  /// The package's `Tests/Fixtures` directory.
  static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The built tool.
  static let executableURL = productsDirectory.appendingPathComponent("monsoon-replay")

  /// A directory of this test run, the tool's home directory in tests. The tool creates
  /// nothing there (`ReadFromStartCommandTests`).
  static let scratchDirectory = NSTemporaryDirectory() + "monsoon-cli-tests-\(getpid())"

  /// The environment of every run of the tool: this process's, with `HOME` inside
  /// ``scratchDirectory`` and no `XDG_CACHE_HOME`, so that no test can write to the user's
  /// home.
  static let environment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = scratchDirectory + "/home"
    environment["XDG_CACHE_HOME"] = nil
    return environment
  }()

  /// A launcher that runs the tool through the shell with `redirections` applied to it, such
  /// as `>/dev/full` or `>&-` (close standard output).
  static func shell(_ redirections: String) -> [String] {
    ["/bin/sh", "-c", #"exec "$0" "$@" "# + redirections]
  }

  /// A launcher under which no file may grow past `blocks` × 512 bytes, as on a full disk,
  /// with `SIGXFSZ` at its default disposition (which kills the process) as a user's shell
  /// leaves it: the test runner ignores the signal, and children inherit that, so it is reset.
  /// The tool itself must make a write past the limit fail with "File too large".
  static func fileSizeLimit(_ blocks: Int) -> [String] {
    [
      "/usr/bin/env", "--default-signal=XFSZ", "/bin/sh", "-c",
      #"ulimit -f \#(blocks); exec "$0" "$@""#,
    ]
  }

  /// Whether the tool starts under ``fileSizeLimit(_:)``: a sanitizer's runtime (TSan's) does
  /// not, and an `env` without `--default-signal` (not GNU coreutils 8.31 or later) cannot
  /// reset the signal, so tests that need the limit are skipped there.
  static let startsUnderFileSizeLimit: Bool = {
    (try? run(["sample"], launcher: fileSizeLimit(0)))?.status == 0
  }()

  /// The note a test that needs ``fileSizeLimit(_:)`` is skipped with.
  static let needsFileSizeLimit = Comment(
    rawValue: "needs a file size limit with SIGXFSZ at its default (GNU env --default-signal), "
      + "which a sanitizer's runtime cannot start under")

  /// Runs the tool with `arguments`, feeding `input` (or /dev/null) to standard input.
  /// - Parameters:
  ///   - launcher: a command that runs the tool, such as `["/usr/bin/setpriv", ...]`.
  ///   - environment: variables to set (a value) or unset (`nil`) over ``environment``.
  static func run(
    _ arguments: [String], input: String? = nil, launcher: [String] = [],
    environment changes: [String: String?] = [:]
  ) throws -> Result {
    let process = Process()
    var environment = Self.environment
    for (name, value) in changes { environment[name] = value }
    process.environment = environment
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = launcher.dropFirst() + [executableURL.path] + arguments
    } else {
      process.executableURL = executableURL
      process.arguments = arguments
    }
    process.currentDirectoryURL = fixturesDirectory
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let inputPipe = Pipe()
    if input != nil {
      process.standardInput = inputPipe
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    // A tool that exits before reading all its input must not kill the test with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    if let input {
      let writer = inputPipe.fileHandleForWriting
      DispatchQueue.global().async {
        try? writer.write(contentsOf: Data(input.utf8))
        try? writer.close()
      }
    }
    let collected = LockedValue(Data())
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      collected.withLock { $0 = data }
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: collected.current, as: UTF8.self))
  }
}
