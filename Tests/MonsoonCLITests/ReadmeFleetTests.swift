import Foundation
import MonsoonTestSupport
import Testing

/// The README's fleet commands, run as printed on a folder of generated logs.
@Suite("The README's fleet commands, as printed")
struct ReadmeFleetTests {
  /// The command lines of the block after the README's fleet marker.
  static func commands() throws -> [String] {
    let readme = try String(
      contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0] + "/README.md",
      encoding: .utf8)
    let marker = "<!-- fleet: each line runs on a folder of generated logs -->\n"
    let afterMarker = try #require(readme.components(separatedBy: marker).dropFirst().first)
    let block = try #require(afterMarker.components(separatedBy: "```").dropFirst().first)
    return block.split(separator: "\n").dropFirst().map(String.init)
  }

  /// Runs `command` in the shell in `directory`, the built tool first on `PATH`.
  static func run(_ command: String, in directory: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command + " 2>&1"]
    var environment = ToolRunner.environment
    environment["PATH"] = ToolRunner.productsDirectory.path + ":" + (environment["PATH"] ?? "")
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test("the five fleet commands run on a folder of logs, each log in its output")
  func runsAsPrinted() throws {
    let commands = try Self.commands()
    #expect(commands.count == 5, "the README promises five fleet commands")
    let directory = try TemporaryDirectory()
    let seeds = ["1", "2", "3", "4"]
    let setUp = try Self.run(
      "mkdir -p fleet/day2 && "
        + seeds.map { "monsoon-replay gen --seed \($0) --events 30 > fleet/day2/s\($0).jsonl" }
        .joined(separator: " && ") + " && mv fleet/day2/s1.jsonl fleet/", in: directory.path)
    try #require(setUp.status == 0, "\(setUp.output)")
    for command in commands {
      let result = try Self.run(command, in: directory.path)
      // bisect --each exits 1 when its condition holds in no log (docs/fleet.md).
      let allowed: Set<Int32> = command.contains("bisect --each") ? [0, 1] : [0]
      #expect(allowed.contains(result.status), "\(command) exited \(result.status):\n\(result.output)")
      if command.contains("bisect --each") {
        #expect(result.output.split(separator: "\n").count == seeds.count, "\(result.output)")
      }
    }
    let sessions = try String(contentsOfFile: directory.path + "/sessions.jsonl", encoding: .utf8)
    #expect(sessions.split(separator: "\n").count == seeds.count)
    let events = try String(contentsOfFile: directory.path + "/events.jsonl", encoding: .utf8)
    #expect(events.split(separator: "\n").count == seeds.count * 30)
    let report = try String(contentsOfFile: directory.path + "/report.html", encoding: .utf8)
    #expect(report.contains("<html"))
  }
}
