import Foundation
import MonsoonTestSupport
import Testing

/// The README's quick start, run as printed: each `$ ` line of its block runs in the shell
/// (the built tool first on `PATH`, in a fresh directory), and prints what follows it.
@Suite("The README's quick start, as printed")
struct ReadmeQuickStartTests {
  /// One `$ ` line of the block and the lines it shows (`...` for lines left out).
  struct Step {
    let command: String
    let expected: [String]
  }

  /// The steps of the block after the quick start's marker.
  static func steps() throws -> [Step] {
    let marker = "<!-- quick start: each \"$ \" line runs, and prints what follows it -->"
    var steps: [Step] = []
    for line in try Readme.lines(ofBlockAfter: marker, omittingEmpty: false) {
      if line.hasPrefix("$ ") {
        steps.append(Step(command: String(line.dropFirst(2)), expected: []))
      } else if let last = steps.popLast() {
        steps.append(Step(command: last.command, expected: last.expected + [String(line)]))
      }
    }
    return steps.map { step in
      var expected = step.expected
      while expected.last == "" { expected.removeLast() }
      return Step(command: step.command, expected: expected)
    }
  }

  /// Whether `lines` shows `expected` with each `...` line standing for any lines (none too).
  static func matches(_ lines: [String], _ expected: [String]) -> Bool {
    guard let first = expected.first else { return lines.isEmpty }
    if first == "..." {
      return (0...lines.count).contains { matches(Array(lines[$0...]), Array(expected.dropFirst())) }
    }
    return lines.first == first && matches(Array(lines.dropFirst()), Array(expected.dropFirst()))
  }

  @Test(
    "every command of the quick start runs, in order, and prints what the README shows",
    OutsideTool.rsvgConvert.trait)
  func runsAsPrinted() throws {
    let steps = try Self.steps()
    #expect(steps.count >= 8, "the quick start lost its commands")
    let directory = try TemporaryDirectory()
    for step in steps {
      let result = try Readme.run(step.command, in: directory.path)
      var lines = result.output.split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      if lines.last == "" { lines.removeLast() }
      // diff exits 1 on a difference, as the paragraph after the block says.
      #expect(
        result.status == (step.command.contains(" diff ") ? 1 : 0), "\(step.command)")
      #expect(
        Self.matches(lines, step.expected),
        "\(step.command) printed:\n\(lines.joined(separator: "\n"))")
    }
    for file in [
      "session.jsonl", "step16.svg", "step16.png", "viewer.html", "repro.jsonl",
      "ReproUITests.swift",
    ] {
      #expect(FileManager.default.fileExists(atPath: directory.path + "/" + file), "\(file)")
    }
  }

  @Test(
    "before its block the quick start moves to a scratch folder and names what PNG needs; after the set-up lines the README runs the installed tool, not swift run"
  )
  func newUserPath() throws {
    let readme = try Readme.text()
    let marker = "<!-- quick start: each \"$ \" line runs, and prints what follows it -->"
    let parts = readme.components(separatedBy: marker)
    try #require(parts.count == 2, "the quick start's marker")
    let beforeBlock = try #require(parts[0].components(separatedBy: "## A tester's quick start").last)
    #expect(beforeBlock.contains("mkdir -p ~/monsoon-try && cd ~/monsoon-try"))
    #expect(beforeBlock.contains("`rsvg-convert`") && beforeBlock.contains("exits 69"))
    let afterSetUp = try #require(readme.components(separatedBy: "## A tester's quick start").last)
    #expect(!afterSetUp.contains("swift run monsoon-replay"))
  }

  @Test(
    "the README's first block is its two set-up commands, and the tool run with no command replays the built-in sample"
  )
  func setUpCommands() throws {
    let readme = try Readme.text()
    let block = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first)
    let commands = try #require(block.components(separatedBy: "```").first)
      .split(separator: "\n")
      .map { $0.split(separator: "#")[0].trimmingCharacters(in: .whitespaces) }
    #expect(commands == ["swift run monsoon-replay", "swift test"])
    let bare = try ToolRunner.run([])
    let sample = try ToolRunner.run(["sample"])
    let replayed = try ToolRunner.run(["replay", "-"], input: sample.standardOutput)
    #expect(bare.status == 0)
    #expect(bare.standardOutput.hasPrefix("Built-in sample session, after its last event:"))
    let table = replayed.standardOutput.split(separator: "\n").dropFirst()
    #expect(table.count == 7, "six prompts and the nav taps")
    for line in table { #expect(bare.standardOutput.contains(line), "\(line)") }
  }

  @Test(
    "the README's pictures are the tool's render of the sample at step 17 (redraw: monsoon-replay sample | monsoon-replay render --at 17 --device D > docs/render-D.svg, then rsvg-convert -w WIDTH it to the PNG)",
    arguments: ["4s", "16promax"])
  func pictures(device: String) throws {
    let root = #filePath.components(separatedBy: "/Tests/")[0]
    let readme = try Readme.text()
    #expect(readme.contains("(docs/render-\(device).png)"))
    let sample = try ToolRunner.run(["sample"])
    let render = try ToolRunner.run(
      ["render", "--at", "17", "--device", device], input: sample.standardOutput)
    let picture = try String(contentsOfFile: root + "/docs/render-\(device).svg", encoding: .utf8)
    #expect(render.status == 0)
    #expect(render.standardOutput == picture, "docs/render-\(device).svg is not the tool's render")
  }

  @Test("the install step links the tool into ~/.local/bin rather than an alias")
  func installsByLink() throws {
    let readme = try Readme.text()
    #expect(readme.contains(#"ln -sf "$PWD/.build/release/monsoon-replay" ~/.local/bin/"#))
    #expect(!readme.contains("alias monsoon-replay="))
  }
}
