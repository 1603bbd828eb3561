import Foundation

/// What a program other than the tool printed when run to its end: for tests that check a file
/// with an outside program (the Swift compiler, mandoc).
struct ProgramOutput {
  /// The program's exit status.
  let status: Int32
  /// Its standard output and standard error, together, as they came.
  let text: String

  /// Runs the program at `path` with `arguments` and waits for it.
  static func run(_ path: String, _ arguments: [String]) throws -> ProgramOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProgramOutput(
      status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
  }
}
