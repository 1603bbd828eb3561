import Foundation
import MonsoonTestSupport
import Testing

/// `report`: a fleet's logs as one HTML page of SVG charts (docs/fleet.md, "A picture").
@Suite("report: an HTML page of charts over many logs")
struct ReportCommandTests {
  /// Three sessions on two UTC days: Gos at 10:00 (lunch, after 2 Randomizes), 10:30
  /// (breakfast, after none) and 23:59 the next day, no Go in the last but one of them, and
  /// a header with other fields (ignored).
  static let logs = [
    "a.jsonl": """
      {"monsoon":1,"seed":"2a","app":"2.1"}
      {"seq":1,"t":1764410400000,"type":"randomize"}
      {"seq":2,"t":1764410400500,"type":"randomize"}
      {"seq":3,"t":1764410401000,"type":"select","control":5,"choice":2}
      {"seq":4,"t":1764410402000,"type":"go"}

      """,
    "b.jsonl": """
      {"monsoon":1,"seed":"2b"}
      {"seq":1,"t":1764412200000,"type":"go"}
      {"seq":2,"t":1764412201000,"type":"back"}
      {"seq":3,"t":1764412202000,"type":"randomize"}

      """,
    "c.jsonl": """
      {"monsoon":1,"seed":"2c"}
      {"seq":1,"t":1764547140000,"type":"tap","control":0}

      """,
  ]

  private static func fleet() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for (name, text) in logs { _ = try directory.write(name, text) }
    return directory
  }

  @Test("three charts of the sessions' figures, by UTC hour and day, the same for any --jobs")
  func charts() throws {
    let directory = try Self.fleet()
    var pages: [String] = []
    for jobs in ["1", "3"] {
      let result = try ToolRunner.run(
        ["report", directory.path, "--jobs", jobs, "-o", directory.file("report.html")])
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
      pages.append(try directory.read("report.html"))
    }
    #expect(pages[0] == pages[1])
    let page = pages[0]
    #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
    for id in ["meals-by-hour", "randomizes-before-go", "sessions-per-day"] {
      #expect(page.contains("<svg id=\"\(id)\""))
    }
    #expect(page.contains("3 sessions read, 0 damaged logs left out"))
    #expect(page.contains("<title>10:00 UTC: 2 Gos</title>"))
    #expect(page.contains("<title>23:00 UTC: 0 Gos</title>"))
    #expect(page.contains("The 2 sessions with a Go"))
    #expect(page.contains("<title>0 Randomizes: 1 session</title>"))
    #expect(page.contains("<title>2 Randomizes: 1 session</title>"))
    #expect(page.contains("<title>2025-11-29: 2 sessions</title>"))
    #expect(page.contains("<title>2025-11-30: 1 session</title>"))
    #expect(page.contains("</i>breakfast</span><span>") && page.contains("</i>lunch</span>"))
    #expect(!page.contains("<script") && !page.contains("http://") && !page.contains("https://"))
  }

  @Test("a damaged log is left out and counted, its error on standard error, exit 65")
  func damaged() throws {
    let directory = try Self.fleet()
    _ = try directory.write("d.jsonl", "{\"monsoon\":1,\"seed\":\"2d\"}\n{\"seq\":5,\"type\":\"go\"}\n")
    let result = try ToolRunner.run(["report", directory.path, "-o", directory.file("r.html")])
    #expect(result.status == 65)
    #expect(result.standardError.contains("d.jsonl:2: bad seq 5, expected 1"))
    #expect(try directory.read("r.html").contains("3 sessions read, 1 damaged log left out"))
  }

  @Test("the logs come from a list or standard input; the page goes to standard output")
  func inputsAndOutput() throws {
    let piped = try ToolRunner.run(["report"], input: try Fixtures.text("sample.jsonl"))
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(piped.standardOutput.contains("1 session read"))
    let listed = try ToolRunner.run(["report", "--files-from", "fleet/logs.txt"])
    #expect(listed.status == 66)
    #expect(listed.standardOutput.contains("4 sessions read, 4 damaged logs left out"))
  }
}
