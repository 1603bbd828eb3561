import Foundation
import MonsoonTestSupport
import Testing

@Suite("Hostile input: clear errors, bounded memory, no crash")
struct HostileInputTests {
  static let header = Array(#"{"monsoon":1,"seed":"2a"}"#.utf8) + [0x0A]
  static let go = Array(#"{"seq":1,"type":"go"}"#.utf8) + [0x0A]

  @Test("a line over 1 MiB is an error for that line; lenient replay skips it and goes on")
  func lineOverOneMebibyte() throws {
    let long = Array(#"{"seq":1,"type":"tap","control":1,"pad":""#.utf8)
    let chunk = [UInt8](repeating: UInt8(ascii: "y"), count: 1 << 16)
    let tail = Array("\"}\n".utf8) + Array(#"{"seq":2,"type":"go"}"#.utf8) + [0x0A]
    let strict = try StreamingRun.run(
      ["replay", "-"], head: Self.header + long, chunk: chunk, count: 17, tail: tail)
    #expect(strict.status == 65)
    #expect(
      strict.standardError
        == "monsoon-replay: error: <stdin>:2: line longer than 1048576 bytes\n")
    let lenient = try StreamingRun.run(
      ["replay", "-", "--lenient", "--format", "json"], head: Self.header + long,
      chunk: chunk, count: 17, tail: tail)
    #expect(lenient.status == 0)
    #expect(
      lenient.standardError
        == "monsoon-replay: warning: <stdin>:2: line longer than 1048576 bytes\n"
        + "<stdin>: lenient replay: 1 event counted, 1 line skipped\n")
    #expect(lenient.standardOutput.hasPrefix(#"{"seq":2,"screen":"detail""#))
  }

  /// Hostile event lines, each with what its error must say.
  static let hostileLines: [(line: [UInt8], reason: String)] = {
    let deep: [UInt8] =
      Array(#"{"seq":1,"type":"go","x":"#.utf8) + Array(repeating: 0x5B, count: 65)
      + Array(repeating: 0x5D, count: 65) + [0x7D]
    let invalidUTF8: [UInt8] =
      Array(#"{"seq":1,"type":"go","x":""#.utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    let nul: [UInt8] = Array(#"{"seq":1,"#.utf8) + [0] + Array(#""type":"go"}"#.utf8)
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"seq":1,"type":"go"}"#.utf8)
    return [
      (deep, "nested deeper than 64"),
      (Array(#"{"seq":1,"type":"tap","control":9223372036854775808}"#.utf8), "64 bits"),
      (Array(#"{"seq":1,"type":"go","t":-9223372036854775809}"#.utf8), "64 bits"),
      (nul, "NUL byte"),
      (bom, "byte-order mark"),
      (invalidUTF8, "invalid UTF-8"),
      (Array(#"{"seq":1,"type":"go","x":"\udead"}"#.utf8), "lone surrogate"),
    ]
  }()

  @Test(
    "hostile bytes in a log are exit 65 with the line and a clear reason",
    arguments: hostileLines.indices)
  func hostileBytes(index: Int) throws {
    let (line, reason) = Self.hostileLines[index]
    let run = try StreamingRun.run(
      ["replay", "-"], head: Self.header + line + [0x0A], chunk: [], count: 0)
    #expect(run.status == 65)
    #expect(run.standardOutput == "")
    #expect(run.standardError.hasPrefix("monsoon-replay: error: <stdin>:2: "))
    #expect(run.standardError.contains(reason), "\(run.standardError)")
  }

  @Test(
    "output into a closed pipe ends the tool quietly, killed by SIGPIPE as cat would be",
    arguments: [["sample"], ["replay", "--format", "json", "sample.jsonl"]])
  func closedPipe(arguments: [String]) throws {
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = ToolRunner.executableURL
    process.environment = ToolRunner.environment
    process.arguments = arguments
    process.currentDirectoryURL = ToolRunner.fixturesDirectory.appendingPathComponent("valid")
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try output.fileHandleForReading.close()
    try process.run()
    let errorText = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGPIPE)
    #expect(errorText.isEmpty)
  }

  @Test("a condition nested 60,000 deep is a usage error, not a stack overflow")
  func deepCondition() throws {
    let deep =
      String(repeating: "(", count: 60_000) + "seq=1" + String(repeating: ")", count: 60_000)
    let result = try ToolRunner.run(["bisect", "valid/sample.jsonl", "--until", deep])
    #expect(result.status == 64)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "monsoon-replay: error: invalid --until at column 65: nested deeper than 64 levels\n"))
  }

  @Test("timeline big.jsonl | head -1: the reader leaves after a line, the tool ends quietly")
  func timelineIntoHead() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("big.jsonl")
    let generated = try ToolRunner.run(["gen", "--seed", "1", "--events", "200000"])
    try #require(generated.status == 0)
    try directory.write("big.jsonl", generated.standardOutput)
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = ToolRunner.executableURL
    process.environment = ToolRunner.environment
    process.arguments = ["timeline", path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var received = Data()
    while !received.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      received += chunk
    }
    try output.fileHandleForReading.close()
    let errorText = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: received, as: UTF8.self).hasPrefix("    1 "))
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGPIPE)
    #expect(errorText.isEmpty)
  }
}
