import Foundation
import Testing

@Suite("monsoon-replay html")
struct HTMLCommandTests {
  @Test("writes the viewer of a piped log to standard output")
  func standardOutput() throws {
    let sample = try ToolRunner.run(["sample"]).standardOutput
    let result = try ToolRunner.run(["html", "--device", "4s"], input: sample)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("<!doctype html>"))
    #expect(result.standardOutput.contains(#"id="slider" min="0" max="20""#))
    #expect(result.standardOutput.contains(#"data-device="4s""#))
    #expect(result.standardOutput.hasSuffix("</html>\n"))
  }

  @Test("-o writes the page to a file and prints nothing")
  func outputFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("viewer-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try ToolRunner.run(["html", "render/crowded-menu.jsonl", "-o", file.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    let page = try String(contentsOf: file, encoding: .utf8)
    #expect(page.contains(#"min="0" max="7""#))
    #expect(page.contains("crowded-menu.jsonl · Monsoon session viewer"))
  }

  @Test("--lenient keeps going past a bad line and warns about it")
  func lenient() throws {
    let strict = try ToolRunner.run(["html", "render/unknown-type.jsonl"])
    #expect(strict.status == 65)
    #expect(strict.standardOutput.isEmpty)
    #expect(
      strict.standardError
        == "monsoon-replay: error: render/unknown-type.jsonl:3: unknown event type 'jump'; "
        + "types: tap, select, randomize, go, back, nav\n")
    let lenient = try ToolRunner.run(["html", "render/unknown-type.jsonl", "--lenient"])
    #expect(lenient.status == 0)
    #expect(lenient.standardError.contains("warning: render/unknown-type.jsonl:3:"))
    #expect(lenient.standardOutput.contains(#"max="3""#))
  }

  @Test("usage errors and a device too small exit with their status",
    arguments: [
      (["html", "render/crowded-menu.jsonl", "--device", "12x"], 64, "invalid size '12x'"),
      (["html", "render/crowded-menu.jsonl", "--at", "3"], 64, "unknown option '--at'"),
      (["html", "render/crowded-menu.jsonl", "--device", "180x400"], 1, "too small"),
      (["html", "render/nothing-here.jsonl"], 66, "render/nothing-here.jsonl"),
    ])
  func failures(arguments: [String], status: Int32, message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == status)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.contains("See 'monsoon-replay html --help'") == (status == 64))
  }

  @Test("--help explains the page")
  func help() throws {
    let result = try ToolRunner.run(["html", "--help"])
    #expect(result.status == 0)
    for text in [
      "OVERVIEW:", "USAGE: monsoon-replay html", "ARGUMENTS:", "OPTIONS:", "#seq=N", "64 MiB",
      "1,000,000 events",
    ] {
      #expect(result.standardOutput.contains(text), "missing \(text)")
    }
  }

  @Test("a session of 100,000 events makes a page of a few MB; each screen is held once")
  func largeSession() throws {
    let log = try ToolRunner.run(["gen", "--seed", "1", "--events", "100000"]).standardOutput
    let result = try ToolRunner.run(["html"], input: log)
    #expect(result.status == 0 && result.standardError.isEmpty)
    let page = result.standardOutput
    #expect(page.contains(#"id="slider" min="0" max="100000""#))
    #expect(page.utf8.count < 8_000_000, "\(page.utf8.count) bytes")
    #expect(page.components(separatedBy: "class=\\\"control\\\"").count - 1 == 6)
  }
}
