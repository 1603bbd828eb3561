import Foundation
import MonsoonTestSupport
import Testing

/// A menu file just under its 1 MiB limit makes a log header over the 1 MiB line limit: `gen`
/// and `record --menu` refuse it up front (exit 65), and no log is created.
@Suite("A menu whose header would be too long")
struct MenuHeaderLimitTests {
  /// A menu file of `size` bytes: an array of two prompts, one with a long option.
  private static func menuFile(size: Int) -> String {
    func json(_ long: Int) -> String {
      #"[{"id":"a","choices":[""# + String(repeating: "x", count: long)
        + #"","y"]},{"id":"b","choices":["p","q"]}]"#
    }
    return json(size - json(0).utf8.count)
  }

  @Test("gen and record refuse it with exit 65 naming the sizes; record creates no file")
  func refused() throws {
    let directory = try TemporaryDirectory()
    let menu = try directory.write("menu.json", Self.menuFile(size: (1 << 20) - 10))
    let message = "the menu makes a log header of "
    let gen = try ToolRunner.run(["gen", "--menu", menu, "--events", "1"])
    #expect(gen.status == 65)
    #expect(gen.standardOutput.isEmpty)
    #expect(gen.standardError.contains(message))
    #expect(gen.standardError.contains("over the 1048576-byte (1 MiB) limit of a log line"))
    let path = directory.file("s.jsonl")
    let record = try ToolRunner.run(["record", "-o", path, "--menu", menu], input: "go\n")
    #expect(record.status == 65)
    #expect(record.standardOutput.isEmpty)
    #expect(record.standardError.contains(message))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a menu whose header fits is still accepted")
  func fits() throws {
    let directory = try TemporaryDirectory()
    let menu = try directory.write("menu.json", Self.menuFile(size: (1 << 20) - 100))
    let gen = try ToolRunner.run(["gen", "--menu", menu, "--events", "1"])
    #expect(gen.status == 0)
    let log = try directory.write("g.jsonl", gen.standardOutput)
    #expect(try ToolRunner.run(["verify", log]).status == 0)
  }
}
