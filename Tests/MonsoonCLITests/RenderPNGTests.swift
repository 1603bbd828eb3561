@testable import monsoon_replay
import Foundation
import MonsoonTestSupport
import Testing

/// `render --format png`: the SVG render turned into a PNG by rsvg-convert or Chromium.
@Suite("render --format png")
struct RenderPNGTests {
  /// A PNG's first bytes, then what a fake converter adds.
  private static let fakePNG = "\\211PNG\\r\\n\\032\\nfake"

  /// The width and height in a PNG's header.
  private static func size(_ png: Data) -> [Int]? {
    let bytes = [UInt8](png)
    guard bytes.count >= 24, bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
    func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return [number(16), number(20)]
  }

  @Test("rsvg-convert gets the render as an SVG file and writes the PNG -o names")
  func throughRsvgConvert() throws {
    let fakes = try FakePrograms()
    try fakes.add(
      "rsvg-convert",
      #"cp "$7" "$0.svg"; printf '\#(Self.fakePNG)' > "$6""#)
    try fakes.add("chromium", "exit 1")
    let png = fakes.directory.file("step16.png")
    let result = try ToolRunner.run(
      ["render", "sample.jsonl", "--at", "16", "--format", "png", "-o", png],
      environment: fakes.environment())
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let arguments = try #require(fakes.arguments("rsvg-convert"))
    #expect(arguments.prefix(5) == ["--format", "png", "--zoom", "2", "--output"])
    #expect(arguments.count == 7)
    #expect(arguments[5].hasSuffix(".png") && arguments[6].hasSuffix(".svg"))
    let svg = try ToolRunner.run(["render", "sample.jsonl", "--at", "16", "-o", "-"])
    let given = try String(contentsOfFile: fakes.directory.file("bin/rsvg-convert.svg"), encoding: .utf8)
    #expect(given == svg.standardOutput)
    let written = try Data(contentsOf: URL(fileURLWithPath: png))
    #expect(written == Data([0x89] + Array("PNG\r\n\u{1A}\nfake".utf8)))
    #expect(fakes.arguments("chromium") == nil)
    #expect(fakes.temporaryFiles.isEmpty)
  }

  @Test("without rsvg-convert, headless Chromium screenshots the SVG file")
  func throughChromium() throws {
    let fakes = try FakePrograms()
    try fakes.add(
      "chromium",
      #"for a; do case $a in --screenshot=*) printf '\#(Self.fakePNG)' > "${a#--screenshot=}";; esac; done"#)
    let png = fakes.directory.file("step16.png")
    let result = try ToolRunner.run(
      ["render", "sample.jsonl", "--at", "16", "--device", "15", "--format", "png", "-o", png],
      environment: fakes.environment())
    #expect(result.status == 0)
    let arguments = try #require(fakes.arguments("chromium"))
    #expect(arguments.contains("--headless"))
    #expect(arguments.contains("--window-size=393,852"))
    #expect(arguments.contains("--force-device-scale-factor=2"))
    #expect(arguments.last?.hasPrefix("file://" + fakes.temporary + "/monsoon-replay-") == true)
    #expect(arguments.last?.hasSuffix(".svg") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: png)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(fakes.temporaryFiles.isEmpty)
  }

  @Test("neither installed: 69 naming what to install, and no file written")
  func noConverter() throws {
    let fakes = try FakePrograms()
    let png = fakes.directory.file("step16.png")
    let result = try ToolRunner.run(
      ["render", "sample.jsonl", "--format", "png", "-o", png], environment: fakes.environment())
    #expect(result.status == 69)
    #expect(
      result.standardError
        == "monsoon-replay: error: cannot make a PNG: neither rsvg-convert nor Chromium is "
        + "installed (apt-get install librsvg2-bin; macOS: brew install librsvg); the SVG needs "
        + "neither (--format svg)\n")
    #expect(!FileManager.default.fileExists(atPath: png))
    #expect(fakes.temporaryFiles.isEmpty)
  }

  @Test("a converter that fails, or writes no PNG: 69, and no file written")
  func converterFails() throws {
    for (script, message) in [
      ("echo 'rsvg: bad input' >&2; exit 1", "rsvg-convert ended with exit status 1"),
      (#"echo hello > "$6""#, "rsvg-convert wrote no PNG (6 bytes)"),
    ] {
      let fakes = try FakePrograms()
      try fakes.add("rsvg-convert", script)
      let png = fakes.directory.file("step16.png")
      let result = try ToolRunner.run(
        ["render", "sample.jsonl", "--format", "png", "-o", png], environment: fakes.environment())
      #expect(result.status == 69)
      #expect(result.standardError.contains(message), "\(result.standardError)")
      #expect(!FileManager.default.fileExists(atPath: png))
      #expect(fakes.temporaryFiles.isEmpty)
    }
  }

  @Test("a PNG to a terminal is refused (64); into a pipe it is written")
  func terminalRefused() throws {
    let refused = try PseudoTerminal.run(
      ["render", "sample.jsonl", "--format", "png"], terminal: .output)
    #expect(refused.status == 64)
    #expect(refused.piped.contains("not writing a PNG image to a terminal"))
    let fakes = try FakePrograms()
    try fakes.add("rsvg-convert", #"printf '\#(Self.fakePNG)' > "$6""#)
    let piped = try ToolRunner.run(
      ["render", "sample.jsonl", "--format", "png"], environment: fakes.environment())
    #expect(piped.status == 0)
    #expect(piped.standardOutput.hasSuffix("PNG\r\n\u{1A}\nfake"))
  }

  @Test("the real rsvg-convert: a PNG of the device's size at 2 pixels per point",
    OutsideTool.rsvgConvert.trait)
  func realRsvgConvert() throws {
    let directory = try TemporaryDirectory()
    for (device, size) in [("15", [786, 1704]), ("4s", [640, 960])] {
      let png = directory.file("step-\(device).png")
      let result = try ToolRunner.run(
        ["render", "sample.jsonl", "--at", "16", "--device", device, "--format", "png", "-o", png])
      #expect(result.status == 0, "\(result.standardError)")
      let data = try Data(contentsOf: URL(fileURLWithPath: png))
      let actual = try #require(Self.size(data))
      #expect(actual == size)
    }
  }
}
