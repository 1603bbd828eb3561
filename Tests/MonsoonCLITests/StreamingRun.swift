import Foundation
import MonsoonSystem

/// Runs the tool on a large input produced in chunks, without holding the input in memory.
struct StreamingRun {
  let status: Int32
  let standardOutput: String
  let standardError: String
  /// The tool's peak resident set (VmHWM) once it had read all of its input but the last
  /// part, in bytes; `nil` when /proc could not tell.
  let peakResidentBytes: Int?

  /// Runs the tool with `arguments`, writing `head`, then `chunk` `count` times, then
  /// `tail`, to its standard input.
  /// - Parameter environment: variables to set over the tests' environment.
  static func run(
    _ arguments: [String], head: [UInt8], chunk: [UInt8], count: Int, tail: [UInt8] = [],
    environment: [String: String] = [:]
  ) throws -> StreamingRun {
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = ToolRunner.executableURL
    process.environment = ToolRunner.environment.merging(environment) { $1 }
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
    let peak = LockedValue<Int?>(nil)
    let errorData = LockedValue(Data())
    let pid = process.processIdentifier
    let writing = DispatchGroup()
    writing.enter()
    DispatchQueue.global().async {
      defer {
        try? writer.close()
        writing.leave()
      }
      guard (try? writer.write(contentsOf: headData)) != nil else { return }
      for _ in 0..<count {
        guard (try? writer.write(contentsOf: chunkData)) != nil else { return }
      }
      let measured = PeakMemory.highWaterMark(of: pid)
      peak.withLock { $0 = measured }
      try? writer.write(contentsOf: tailData)
    }
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      errorData.withLock { $0 = data }
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    writing.wait()
    process.waitUntilExit()
    return StreamingRun(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.current, as: UTF8.self),
      peakResidentBytes: peak.current)
  }
}
