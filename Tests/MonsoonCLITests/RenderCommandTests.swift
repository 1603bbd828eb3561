import Foundation
import Testing

@Suite("monsoon-replay render")
struct RenderCommandTests {
  @Test("draws the sample at a seq for a named device, on standard output")
  func rendersToStandardOutput() throws {
    let sample = try ToolRunner.run(["sample"]).standardOutput
    let result = try ToolRunner.run(
      ["render", "--at", "10", "--device", "4s"], input: sample)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(result.standardOutput.contains(#"data-device="4s" data-seq="10""#))
    #expect(result.standardOutput.contains(#"data-screen="chooser""#))
    #expect(result.standardOutput.hasSuffix("</svg>\n"))
  }

  @Test("--appearance dark draws in Dark Mode; html's page follows; a wrong style is a usage error")
  func darkMode() throws {
    let sample = try ToolRunner.run(["sample"]).standardOutput
    let dark = try ToolRunner.run(["render", "--appearance", "dark"], input: sample)
    #expect(dark.status == 0)
    #expect(dark.standardOutput.contains(#"data-appearance="dark""#))
    #expect(dark.standardOutput.contains(##"fill="#1a1714""##))
    let light = try ToolRunner.run(["render"], input: sample)
    #expect(light.standardOutput.contains(#"data-appearance="light""#))
    #expect(!light.standardOutput.contains("#1a1714"))
    let page = try ToolRunner.run(["html", "--appearance", "dark"], input: sample)
    #expect(page.status == 0)
    #expect(page.standardOutput.contains("color-scheme: dark;"))
    #expect(page.standardOutput.contains(#"data-appearance="dark""#))
    let wrong = try ToolRunner.run(["render", "--appearance", "dim"], input: sample)
    #expect(wrong.status == 64)
    #expect(wrong.standardError.contains("expected one of light, dark"))
  }

  @Test("--text-size lays the screen out for a Dynamic Type size, as the iOS screen does")
  func textSize() throws {
    let sample = try ToolRunner.run(["sample"]).standardOutput
    func titleSize(_ arguments: [String]) throws -> Double {
      let result = try ToolRunner.run(["render", "--device", "16promax"] + arguments, input: sample)
      #expect(result.status == 0, "\(result.standardError)")
      let svg = result.standardOutput
      let title = try #require(svg.range(of: #"class="title""#))
      let size = try #require(svg[title.upperBound...].range(of: #"font-size=""#))
      let digits = svg[size.upperBound...].prefix { $0 != "\"" }
      return try #require(Double(digits))
    }
    #expect(try titleSize(["--text-size", "accessibility2"]) > titleSize([]))
    #expect(try titleSize(["--text-size", "xSmall"]) < titleSize([]))
    #expect(try titleSize(["--text-size", "large"]) == titleSize([]))
    let short = try ToolRunner.run(
      ["render", "--device", "480x300", "--text-size", "xLarge"], input: sample)
    #expect(short.status == 0)
    #expect(short.standardOutput.contains(#"width="480""#))
    #expect(!short.standardOutput.contains(#"height="300""#))
    let wrong = try ToolRunner.run(["render", "--text-size", "huge"], input: sample)
    #expect(wrong.status == 64 && wrong.standardError.contains("accessibility5"))
  }

  @Test(
    "--text-size accessibility5 draws larger text than xxxLarge on the small iPhones, chooser and detail screen, scrolling",
    arguments: [("4s", 480), ("se", 568), ("15", 852)], ["3", "20"])
  func accessibilitySizes(device: (name: String, height: Int), at seq: String) throws {
    let sample = try ToolRunner.run(["sample"]).standardOutput
    func render(_ size: String) throws -> String {
      let result = try ToolRunner.run(
        ["render", "--device", device.name, "--at", seq, "--text-size", size], input: sample)
      #expect(result.status == 0, "\(result.standardError)")
      return result.standardOutput
    }
    /// Every font size drawn, in document order.
    func fontSizes(_ svg: String) -> [Double] {
      svg.split(separator: "font-size=\"").dropFirst().compactMap {
        Double($0.prefix { $0 != "\"" })
      }
    }
    let largest = try render("xxxLarge")
    let accessible = try render("accessibility5")
    #expect(accessible != largest)
    // The status bar's and the nav bar's own text aside, the screen's text is larger.
    let (big, small) = (fontSizes(accessible), fontSizes(largest))
    #expect(big.max() ?? 0 > small.max() ?? 0 && big.max() ?? 0 >= 30)
    // The page is drawn whole, taller than the screen: the screen scrolls through it.
    #expect(!accessible.contains(#"height="\#(device.height)""#))
    #expect(largest.contains(#"height="\#(device.height)""#))
  }

  @Test("writes -o OUT.svg, draws the last event by default, and a hand-given size")
  func writesOutputFile() throws {
    let sample = try ToolRunner.run(["sample"]).standardOutput
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("render-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try ToolRunner.run(
      ["render", "-", "--device", "360x640", "-o", file.path], input: sample)
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.contains(#"data-device="360x640" data-seq="20" data-screen="detail""#))
    #expect(svg.contains(#"width="360" height="640""#))
  }

  @Test("failures say what is wrong, with the conventional exit status",
    arguments: [
      (["render", "render/crowded-menu.jsonl", "--at", "8"], 1, "which ends at seq 7"),
      (["render", "render/crowded-menu.jsonl", "--device", "ipad"], 64, "unknown device 'ipad'"),
      (["render", "render/crowded-menu.jsonl", "--device", "300x400"], 1,
        "render/crowded-menu.jsonl: cannot draw this log's screen on '300x400': a 300x400 pt"),
      (["render", "render/unknown-type.jsonl"], 65,
        "render/unknown-type.jsonl:3: unknown event type 'jump'"),
      (["render", "render/missing.jsonl"], 66, "render/missing.jsonl: "),
      (["render", "render/crowded-menu.jsonl", "-o", "/nonexistent/dir/out.svg"], 73,
        "cannot write '/nonexistent/dir/out.svg': No such file or directory"),
    ])
  func failures(arguments: [String], status: Int32, message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == status)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("monsoon-replay: error: "))
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.contains("See 'monsoon-replay render --help'") == (status == 64))
  }

  @Test("--lenient skips a bad line with a warning and draws the rest")
  func lenient() throws {
    let result = try ToolRunner.run(["render", "render/unknown-type.jsonl", "--lenient"])
    #expect(result.status == 0)
    #expect(
      result.standardError.hasPrefix(
        "monsoon-replay: warning: render/unknown-type.jsonl:3: unknown event type 'jump'"))
    #expect(result.standardOutput.contains(#"data-seq="3" data-screen="detail""#))
  }

  @Test("--help shows every section")
  func help() throws {
    let result = try ToolRunner.run(["render", "--help"])
    #expect(result.status == 0)
    for section in ["OVERVIEW:", "USAGE: monsoon-replay render", "ARGUMENTS:", "OPTIONS:",
      "--device", "-o, --output", "--lenient"]
    {
      #expect(result.standardOutput.contains(section), "missing \(section)")
    }
  }
}
