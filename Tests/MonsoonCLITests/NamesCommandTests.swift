import Foundation
import MonsoonTestSupport
import Testing

/// Prompts named like built-in keys, options named like indexes, ids that differ in case: what
/// `diff`, conditions and `record` do with them (docs/names.md).
@Suite("Names on the command line")
struct NamesCommandTests {
  /// A menu with a prompt named `screen`, options "1" and "0", and ids "Flavor" and "flavor".
  private static let prompts =
    #"[{"id":"screen","choices":["chooser","detail"]},{"id":"Flavor","choices":["1","0"]},"#
    + #"{"id":"flavor","choices":["a","b"]}]"#
  private static let header = #"{"monsoon":2,"seed":"1","prompts":"# + prompts + "}\n"

  /// Two logs of that menu: one goes to the detail screen, one selects the prompt's detail.
  private static func logs(in directory: TemporaryDirectory) throws -> (String, String) {
    (
      try directory.write("went.jsonl", header + #"{"seq":1,"type":"go"}"# + "\n"),
      try directory.write(
        "selected.jsonl", header + #"{"seq":1,"type":"select","control":0,"choice":1}"# + "\n")
    )
  }

  @Test("diff --format json: the prompts under \"choices\", no key twice")
  func diffJSON() throws {
    let directory = try TemporaryDirectory()
    let (went, selected) = try Self.logs(in: directory)
    let result = try ToolRunner.run(["diff", went, selected, "--format", "json"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput
        == #"{"seq":1,"a":{"screen":"detail","choices":{"screen":"chooser"}},"#
        + #""b":{"screen":"chooser","choices":{"screen":"detail"}}}"# + "\n")
  }

  @Test("diff's table names the prompt quoted, as a condition does")
  func diffText() throws {
    let directory = try TemporaryDirectory()
    let (went, selected) = try Self.logs(in: directory)
    let result = try ToolRunner.run(["diff", went, selected])
    #expect(result.status == 1)
    let rows = result.standardOutput.split(separator: "\n").map { String($0) }
    #expect(rows.contains { $0.hasPrefix("  screen ") && $0.hasSuffix("chooser") })
    #expect(rows.contains { $0.hasPrefix("  \"screen\" ") && $0.hasSuffix("detail") })
  }

  @Test("a bare key that is a built-in key and a prompt is a usage error with a hint")
  func ambiguousKey() throws {
    let directory = try TemporaryDirectory()
    let (went, selected) = try Self.logs(in: directory)
    let bare = try ToolRunner.run(["bisect", went, "--until", "screen=detail"])
    #expect(bare.status == 64)
    #expect(
      bare.standardError.contains(
        "'screen' is both a built-in key and the prompt 'screen' of this menu; write "
          + "\"screen\" (quoted) for the prompt"))
    let quoted = try ToolRunner.run(["bisect", selected, "--until", "\"screen\"=detail"])
    #expect(quoted.status == 0)
    #expect(quoted.standardOutput.hasPrefix("seq 1 "))
    let shrink = try ToolRunner.run(["shrink", went, "--until", "screen=detail"])
    #expect(shrink.status == 64)
  }

  @Test("a condition's option named like an index: text wins, with a warning")
  func conditionNote() throws {
    let directory = try TemporaryDirectory()
    let (_, selected) = try Self.logs(in: directory)
    let result = try ToolRunner.run(["bisect", selected, "--until", "Flavor=1"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("seq 0"))
    #expect(
      result.standardError.contains(
        "warning: --until: '1' names option 0 of Flavor ('1') by its text, not option 1 ('0') "
          + "by index: text wins over an index"))
  }

  @Test("record: text wins over an index with a note; a name ambiguous but for case is refused")
  func record() throws {
    let directory = try TemporaryDirectory()
    let menu = try directory.write("menu.json", Self.prompts)
    let path = directory.file("s.jsonl")
    let result = try ToolRunner.run(
      ["record", "-o", path, "--seed", "1", "--menu", menu],
      input: "select Flavor 1\nselect Flavor 0\ntap FLAVOR\nselect flavor B\n")
    #expect(result.status == 0)
    let answers = result.standardOutput.split(separator: "\n").map { String($0) }
    #expect(answers.count == 4)
    #expect(answers[0].hasPrefix(#"ok 1 {"seq":1,"screen":"chooser","selections":[0,0,0]"#))
    #expect(answers[1].hasPrefix(#"ok 2 {"seq":2,"screen":"chooser","selections":[0,1,0]"#))
    #expect(
      answers[2]
        == "rejected: 'FLAVOR' matches the prompts 'Flavor' and 'flavor' but for letter case; "
        + "write one exactly")
    #expect(answers[3].hasPrefix(#"ok 3 {"seq":3,"screen":"chooser","selections":[0,1,1]"#))
    #expect(
      result.standardError.contains(
        "warning: <stdin>:1: '1' names option 0 of Flavor ('1') by its text, not option 1 "
          + "('0') by index"))
    #expect(result.standardError.contains("warning: <stdin>:2: '0' names option 1 of Flavor"))
  }
}
