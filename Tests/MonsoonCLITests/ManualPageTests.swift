@testable import monsoon_replay
import Foundation
import MonsoonTestSupport
import Testing

/// The manual page and the version, made from the same declarations as the help.
@Suite("Manual page and version")
struct ManualPageTests {
  private static let committed = ToolRunner.fixturesDirectory.deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/monsoon-replay.1")

  @Test("help --man prints the page docs/monsoon-replay.1 holds")
  func committedPage() throws {
    let result = try ToolRunner.run(["help", "--man"])
    #expect(result.status == 0)
    let page = try String(contentsOf: Self.committed, encoding: .utf8)
    #expect(
      result.standardOutput == page,
      "docs/monsoon-replay.1 is stale: swift run monsoon-replay help --man > docs/monsoon-replay.1")
  }

  @Test("the page lists every command, argument and option of the help")
  func everyDeclaration() {
    let page = ManualPage.text
    for command in Tool.commands {
      #expect(page.contains("\n.SS \(command.name)\n"))
      for option in command.acceptedOptions {
        #expect(page.contains("\\fB\(ManualPage.escape(option.name))\\fR"), "\(option.name)")
      }
    }
    for code in ExitCode.allCases {
      #expect(page.contains("\n.B \(code.rawValue)\n"))
    }
  }

  @Test("roff escapes: backslashes, minus signs, and a line that starts with a dot")
  func escaping() {
    #expect(ManualPage.escape("a\\b --x") == "a\\eb \\-\\-x")
    #expect(ManualPage.escape(".hidden") == "\\&.hidden")
    #expect(ManualPage.escape("'quoted'") == "\\&'quoted'")
  }

  @Test("mandoc finds nothing to warn about, and renders every command", OutsideTool.mandoc.trait)
  func mandocLint() throws {
    let mandoc = try #require(OutsideTool.mandoc.path)
    let lint = try ProgramOutput.run(mandoc, ["-T", "lint", "-W", "warning", Self.committed.path])
    #expect(lint.status == 0)
    #expect(lint.text.isEmpty)
    let page = try ProgramOutput.run(
      mandoc, ["-T", "ascii", "-O", "width=100", Self.committed.path])
    // Bold and underline are "x\u{8}x" and "_\u{8}x": keep the letters.
    var rendered = ""
    for character in page.text {
      if character == "\u{8}" { rendered.removeLast() } else { rendered.append(character) }
    }
    #expect(rendered.contains("MONSOON-REPLAY(1)"))
    #expect(rendered.contains("monsoon-replay verify [<file> ...] [--files-from <list>] [-0]"))
    #expect(rendered.contains("find fleet -name '*.jsonl' -print0 | monsoon-replay verify"))
    #expect(rendered.contains("--color when"))
  }

  @Test("--version names the tool's version and the log format it reads")
  func version() throws {
    let result = try ToolRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "monsoon-replay \(ToolVersion.number) (log format 2, reads 1 and 2)\n")
    #expect(ToolVersion.number.split(separator: ".").count == 3)
    #expect(try ToolRunner.run(["--help"]).standardOutput.contains("  --version  "))
  }
}
