import Foundation

/// A running `monsoon-replay record` that a test talks to line by line, and may kill.
final class RecordingProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errorOutput = Pipe()
  private var received: [UInt8] = []
  /// Every answer read so far, in order.
  private(set) var answers: [String] = []

  /// Starts the recorder with `arguments` after `record`.
  /// - Parameters:
  ///   - launcher: a command that runs the tool, such as
  ///     `["/usr/bin/env", "--default-signal=INT"]`.
  ///   - keepingErrors: whether standard error is kept for ``errors()``; else discarded.
  init(_ arguments: [String], launcher: [String] = [], keepingErrors: Bool = false) throws {
    signal(SIGPIPE, SIG_IGN)
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = launcher.dropFirst() + [ToolRunner.executableURL.path, "record"] + arguments
    } else {
      process.executableURL = ToolRunner.executableURL
      process.arguments = ["record"] + arguments
    }
    process.environment = ToolRunner.environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = keepingErrors ? errorOutput : FileHandle.nullDevice
    try process.run()
  }

  /// Sends one line; `false` when the recorder is gone.
  @discardableResult
  func send(_ line: String) -> Bool {
    (try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))) != nil
  }

  /// The next answer line, or `nil` when the recorder's output has ended.
  func answer() -> String? {
    while true {
      if let newline = received.firstIndex(of: 0x0A) {
        let line = String(decoding: received[..<newline], as: UTF8.self)
        received.removeSubrange(...newline)
        answers.append(line)
        return line
      }
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { return nil }
      received += data
    }
  }

  /// Kills the recorder with SIGKILL and waits for it to end.
  func kill() {
    _ = Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Sends the recorder `signal` and waits for it to end.
  /// - Returns: how it ended: by a signal (and which) or an exit (and its status).
  func end(by signal: Int32) -> (reason: Process.TerminationReason, status: Int32) {
    _ = Foundation.kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus)
  }

  /// Everything the recorder wrote to standard error, once it has ended (kept only when
  /// started `keepingErrors`).
  func errors() -> String {
    String(decoding: errorOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// Closes the recorder's input and waits for it to exit.
  /// - Returns: its exit status.
  func finish() -> Int32 {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
