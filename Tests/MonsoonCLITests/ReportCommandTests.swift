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

  /// A log of one event at `t`.
  private static func log(at time: Int) -> String {
    "{\"monsoon\":1,\"seed\":\"2a\"}\n{\"seq\":1,\"t\":\(time),\"type\":\"go\"}\n"
  }

  @Test("first times 0 and Int64.max: the page is written at once, in bounded memory, a note")
  func extremeTimes() throws {
    let directory = try TemporaryDirectory()
    _ = try directory.write("zero.jsonl", Self.log(at: 0))
    _ = try directory.write("max.jsonl", Self.log(at: Int(Int64.max)))
    _ = try directory.write("far.jsonl", Self.log(at: 1_000_000_000_000_000))
    let page = directory.file("r.html")
    let result = try ToolRunner.run(["report", directory.path, "-o", page])
    #expect(result.status == 0, "\(result.standardError)")
    let html = try directory.read("r.html")
    #expect(html.contains("3 sessions read"))
    #expect(
      html.contains(
        "(3 whose first <code>t</code> is not within 2000-01-01 to 2099-12-31 left out)"))
    #expect(html.contains("<p>No session has a time to chart.</p>"))
    // Before, the chart had a bar for every day from the first time to the last: 10^11 bars
    // failed to allocate; 10^15 ms apart took 3.1 GB.
    if !PeakMemory.underSanitizer {
      let (status, bytes) = try PeakMemory.run(["report", directory.path, "-o", page])
      #expect(status == 0)
      if let bytes { #expect(bytes < 64 << 20, "peak \(bytes) bytes") }
    }
  }

  @Test("sessions decades apart are charted by year, at most 400 bars; one day apart by day")
  func spans() throws {
    let directory = try TemporaryDirectory()
    // 2001-09-09 and 2096-10-02.
    _ = try directory.write("a.jsonl", Self.log(at: 1_000_000_000_000))
    _ = try directory.write("b.jsonl", Self.log(at: 4_000_000_000_000))
    let years = try ToolRunner.run(["report", directory.path])
    #expect(years.status == 0, "\(years.standardError)")
    #expect(years.standardOutput.contains("<h2>Sessions per year</h2>"))
    #expect(years.standardOutput.contains("<title>2001: 1 session</title>"))
    #expect(years.standardOutput.contains("<title>2050: 0 sessions</title>"))
    #expect(years.standardOutput.contains("<title>2096: 1 session</title>"))
    #expect(!years.standardOutput.contains("<title>2097"))
    let day = try ToolRunner.run(["report"], input: Self.log(at: 1_000_000_000_000))
    #expect(day.standardOutput.contains("<h2>Sessions per day</h2>"))
    #expect(day.standardOutput.contains("<title>2001-09-09: 1 session</title>"))
  }
}
