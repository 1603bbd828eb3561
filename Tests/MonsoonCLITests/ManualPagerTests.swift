@testable import monsoon_replay
import Foundation
import MonsoonTestSupport
import Testing

/// `help --man` pages the manual through `man` on a terminal; elsewhere it prints the roff
/// source as before (``ManualPageTests`` checks those bytes).
@Suite("help --man through man")
struct ManualPagerTests {
  @Test("at a terminal, man shows the page from a temporary file, removed afterwards")
  func pagedAtTerminal() throws {
    let fakes = try FakePrograms()
    try fakes.add("man", #"cat "$1" > "$0.page"; echo 'page shown by man'"#)
    let result = try PseudoTerminal.run(
      ["help", "--man"], terminal: .output, environment: fakes.environment())
    #expect(result.status == 0)
    #expect(result.terminal == "page shown by man\n")
    let arguments = try #require(fakes.arguments("man"))
    #expect(arguments.count == 1)
    #expect(arguments.first?.hasPrefix(fakes.temporary + "/monsoon-replay-") == true)
    #expect(arguments.first?.hasSuffix(".1") == true)
    let shown = try String(contentsOfFile: fakes.directory.file("bin/man.page"), encoding: .utf8)
    #expect(shown == ManualPage.text)
    #expect(fakes.temporaryFiles.isEmpty)
  }

  @Test("into a pipe, man is not run and the roff source is printed")
  func notPagedIntoPipe() throws {
    let fakes = try FakePrograms()
    try fakes.add("man", "exit 0")
    let result = try ToolRunner.run(["help", "--man"], environment: fakes.environment())
    #expect(result.status == 0)
    #expect(result.standardOutput == ManualPage.text)
    #expect(result.standardError.isEmpty)
    #expect(fakes.arguments("man") == nil)
  }

  @Test("at a terminal without man, the roff source with a warning naming what to install")
  func noMan() throws {
    let fakes = try FakePrograms()
    let result = try PseudoTerminal.run(
      ["help", "--man"], terminal: .output, environment: fakes.environment())
    #expect(result.status == 0)
    #expect(result.terminal == ManualPage.text)
    #expect(
      result.piped
        == "monsoon-replay: warning: man is not installed (apt-get install man-db), so here is "
        + "the page's roff source; 'monsoon-replay help --man > monsoon-replay.1' saves it\n")
    #expect(fakes.temporaryFiles.isEmpty)
  }

  @Test("man failing is exit status 69, with its status")
  func manFails() throws {
    let fakes = try FakePrograms()
    try fakes.add("man", "exit 16")
    let result = try PseudoTerminal.run(
      ["help", "--man"], terminal: .output, environment: fakes.environment())
    #expect(result.status == 69)
    #expect(
      result.piped == "monsoon-replay: error: man ended with exit status 16 showing the manual page\n")
    #expect(fakes.temporaryFiles.isEmpty)
  }
}

extension ManualPagerTests {
  @Test("a Ctrl-C while man runs is man's: the tool waits for it and exits as man does")
  func interruptWhileMan() throws {
    let fakes = try FakePrograms()
    // The tool is man's parent; a terminal's Ctrl-C reaches both (their process group).
    try fakes.add("man", #"kill -INT $PPID; kill -QUIT $PPID; echo 'man went on'"#)
    let result = try PseudoTerminal.run(
      ["help", "--man"], terminal: .output, environment: fakes.environment())
    #expect(result.status == 0)
    #expect(result.terminal == "man went on\n")
    #expect(fakes.temporaryFiles.isEmpty)
  }
}
