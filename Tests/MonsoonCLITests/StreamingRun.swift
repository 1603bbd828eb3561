import Foundation

/// Runs the tool on a large input produced in chunks, without holding the input in memory.
struct StreamingRun {
  let status: Int32
  let standardOutput: String
  let standardError: String

  /// Runs the tool with `arguments`, writing `head`, then `chunk` `count` times, then
  /// `tail`, to its standard input.
  static func run(
    _ arguments: [String], head: [UInt8], chunk: [UInt8], count: Int, tail: [UInt8] = []
  ) throws -> StreamingRun {
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = ToolRunner.executableURL
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let writer = input.fileHandleForWriting
    let headData = Data(head)
    let chunkData = Data(chunk)
    let tailData = Data(tail)
    DispatchQueue.global().async {
      defer { try? writer.close() }
      guard (try? writer.write(contentsOf: headData)) != nil else { return }
      for _ in 0..<count {
        guard (try? writer.write(contentsOf: chunkData)) != nil else { return }
      }
      try? writer.write(contentsOf: tailData)
    }
    let box = ErrorsBox()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      box.data = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return StreamingRun(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: box.data, as: UTF8.self))
  }

  /// The largest resident set, in bytes, of any child process this test process has waited
  /// for so far.
  static var largestChildResidentBytes: Int {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }

  private final class ErrorsBox: @unchecked Sendable {
    var data = Data()
  }
}
