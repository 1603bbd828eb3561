import Foundation
import MonsoonSystem
import Testing

@Suite("gen, follow, help")
struct GenFollowTests {
  @Test("gen writes the same bytes for the same arguments, and a valid log")
  func genDeterministic() throws {
    let arguments = ["gen", "--seed", "5eed", "--events", "300", "--with-sel"]
    let first = try ToolRunner.run(arguments)
    let again = try ToolRunner.run(arguments)
    #expect(first.status == 0)
    #expect(first.standardOutput == again.standardOutput)
    #expect(first.standardOutput.split(separator: "\n").count == 301)
    let verified = try ToolRunner.run(["verify"], input: first.standardOutput)
    #expect(verified.standardOutput == "<stdin>: 300 events, 0 problems\n")
    let other = try ToolRunner.run(["gen", "--seed", "5eee", "--events", "300", "--with-sel"])
    #expect(other.standardOutput != first.standardOutput)
  }

  @Test("gen --menu takes a JSON menu file")
  func genMenu() throws {
    let result = try ToolRunner.run(
      ["gen", "--seed", "1", "--events", "50", "--menu", "drinks-menu.json"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasPrefix(
        """
        {"monsoon":2,"seed":"1","prompts":[{"id":"drink","choices":["tea","coffee","water"]},\
        {"id":"size","choices":["small","large"]}]}
        """))
    let replayed = try ToolRunner.run(["replay"], input: result.standardOutput)
    #expect(replayed.status == 0)
    #expect(replayed.standardOutput.contains("seq 50"))
  }

  @Test(
    "gen with a bad seed, or without --events, is a usage error",
    arguments: [
      ["gen", "--seed", "1"], ["gen", "--seed", "xyz", "--events", "3"],
      ["gen", "--seed", "12345678901234567", "--events", "3"],
    ])
  func genUsage(arguments: [String]) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
  }

  @Test("follow prints a state line for an event before its input is closed")
  func followIsLive() throws {
    let process = Process()
    process.executableURL = ToolRunner.productsDirectory.appendingPathComponent("monsoon-replay")
    process.environment = ToolRunner.environment
    process.arguments = ["follow"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let writer = input.fileHandleForWriting
    writer.write(
      Data("{\"monsoon\":1,\"seed\":\"2a\"}\n{\"seq\":1,\"type\":\"tap\",\"control\":1}\n".utf8))
    let firstLine = LockedValue("")
    let arrived = DispatchSemaphore(value: 0)
    let reader = output.fileHandleForReading
    DispatchQueue.global().async {
      var bytes = Data()
      while !bytes.contains(0x0A) {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        bytes.append(chunk)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      firstLine.withLock { $0 = text }
      arrived.signal()
    }
    let inTime = arrived.wait(timeout: .now() + 20) == .success
    #expect(inTime, "no line within 20 s while the input was still open")
    #expect(process.isRunning, "follow must still be waiting for more input")
    #expect(firstLine.current.hasPrefix("seq 1 · chooser · production=one of a kind · flavor=sweet"))
    try writer.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test(
    "every command has --help on stdout with exit 0",
    arguments: ["replay", "timeline", "verify", "diff", "bisect", "shrink", "follow", "gen"])
  func help(command: String) throws {
    let result = try ToolRunner.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(result.standardOutput.contains("USAGE: monsoon-replay \(command)"))
    #expect(result.standardOutput.contains("OPTIONS:"))
    #expect(result.standardError.isEmpty)
  }
}
