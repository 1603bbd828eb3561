import Foundation
import MonsoonTestSupport
import Testing

/// `timeline` as text: one column for the changes whatever the event, and colour as `replay`
/// has it.
@Suite("timeline: aligned columns, colour on a terminal")
struct TimelineTextTests {
  private static let log = """
    {"monsoon":1,"seed":"1"}
    {"seq":1,"type":"select","control":0,"choice":0}
    {"seq":2,"type":"select","control":0,"choice":2}
    {"seq":3,"type":"tap","control":1}
    {"seq":4,"type":"go"}
    {"seq":5,"type":"tap","control":1}

    """

  @Test("the changes start in the same column on every line, the longest select included")
  func aligned() throws {
    let result = try ToolRunner.run(["timeline", "--lenient"], input: Self.log)
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines[1].contains("select production = small batch    production: "))
    let columns = Set(
      lines.map { line in
        line.distance(
          from: line.startIndex,
          to: (line.range(of: "(no change)") ?? line.range(of: "production:")
            ?? line.range(of: "flavor:") ?? line.range(of: "screen:")
            ?? line.range(of: "rejected:"))?.lowerBound ?? line.startIndex)
      })
    #expect(columns == [54], "\(lines)")
  }

  @Test("with colour, the new values are marked as replay marks selected choices; piped, none")
  func colour() throws {
    let colored = try ToolRunner.run(["timeline", "sample.jsonl", "--color", "always"])
    #expect(colored.standardOutput.contains("flavor: savory -> \u{1B}[1;32msweet\u{1B}[0m"))
    let rejected = try ToolRunner.run(
      ["timeline", "--lenient", "--color", "always"], input: Self.log)
    #expect(rejected.standardOutput.contains("\u{1B}[1;33mrejected: "))
    let piped = try ToolRunner.run(["timeline", "sample.jsonl"])
    #expect(!piped.standardOutput.contains("\u{1B}"))
  }
}
