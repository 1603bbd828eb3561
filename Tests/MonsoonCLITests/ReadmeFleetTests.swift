import Foundation
import MonsoonTestSupport
import Testing

/// The README's fleet commands, run as printed on a folder of generated logs.
@Suite("The README's fleet commands, as printed")
struct ReadmeFleetTests {
  /// The command lines of the block after the README's fleet marker.
  static func commands() throws -> [String] {
    try Readme.lines(ofBlockAfter: "<!-- fleet: each line runs on a folder of generated logs -->")
      .map(String.init)
  }

  @Test("the five fleet commands run on a folder of logs, each log in its output")
  func runsAsPrinted() throws {
    let commands = try Self.commands()
    #expect(commands.count == 5, "the README promises five fleet commands")
    let directory = try TemporaryDirectory()
    let seeds = ["1", "2", "3", "4"]
    let setUp = try Readme.run(
      "mkdir -p fleet/day2 && "
        + seeds.map { "monsoon-replay gen --seed \($0) --events 30 > fleet/day2/s\($0).jsonl" }
        .joined(separator: " && ") + " && mv fleet/day2/s1.jsonl fleet/", in: directory.path)
    try #require(setUp.status == 0, "\(setUp.output)")
    for command in commands {
      let result = try Readme.run(command, in: directory.path)
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
