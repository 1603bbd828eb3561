import Foundation
import MonsoonTestSupport
import Testing

/// Issue 45 items 5 and 6: text pasted from chat apps and documents (typographic quotes and
/// dashes, `≥`), one set of quoting and naming rules for conditions and recorder commands,
/// "did you mean" for the names people reach for, and messages without Swift's notation
/// (docs/names.md).
@Suite("Pasted text, and one set of rules for conditions and recorder commands")
struct PastedTextTests {
  /// The first line of standard error: the error itself.
  private static func error(_ result: ToolRunner.Result) -> String {
    String(result.standardError.prefix { $0 != "\n" })
  }

  @Test(
    "a condition's value in double, single or typographic quotes names the same option",
    arguments: [
      #"production="small batch""#, "production='small batch'", "production=“small batch”",
      "production=‘small batch’", "“production”=“small batch”",
    ])
  func quotedCondition(condition: String) throws {
    let result = try ToolRunner.run(["bisect", "sample.jsonl", "--until", condition])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("seq 9 (line 10): tap production"))
  }

  @Test("an option whose own text holds typographic quotes is named by it exactly first")
  func quotesInTheMenu() throws {
    let directory = try TemporaryDirectory()
    let menu = try directory.write(
      "menu.json", #"[{"id":"name","choices":["plain","“quoted”","quoted"]}]"#)
    let path = directory.file("s.jsonl")
    let recorded = try ToolRunner.run(
      ["record", "-o", path, "--seed", "1", "--menu", menu],
      input: "select name “quoted”\nselect name 'plain'\nselect name ‘quoted’\n")
    let answers = recorded.standardOutput.split(separator: "\n")
    #expect(answers.count == 3)
    #expect(answers[0].hasPrefix(#"ok 1 {"seq":1,"screen":"chooser","selections":[1]"#))
    #expect(answers[1].hasPrefix(#"ok 2 {"seq":2,"screen":"chooser","selections":[0]"#))
    #expect(answers[2].hasPrefix(#"ok 3 {"seq":3,"screen":"chooser","selections":[2]"#))
    let exact = try ToolRunner.run(["bisect", path, "--until", "name=“quoted”"])
    #expect(exact.standardOutput.hasPrefix("seq 1 "), "\(exact.standardError)")
    let inner = try ToolRunner.run(["bisect", path, "--until", "name=‘quoted’"])
    #expect(inner.standardOutput.hasPrefix("seq 3 "), "\(inner.standardError)")
  }

  @Test("recorder commands read quotes as conditions do: double, single, typographic")
  func quotedCommands() throws {
    let directory = try TemporaryDirectory()
    let result = try ToolRunner.run(
      ["record", "-o", directory.file("s.jsonl"), "--seed", "1"],
      input: "tap “flavor”\nselect production “one of a kind”\nselect 'production' ‘small batch’\n"
        + "select \"flavor\" \"umami\"\n")
    let answers = result.standardOutput.split(separator: "\n")
    #expect(answers.count == 4)
    #expect(answers.allSatisfy { $0.hasPrefix("ok ") }, "\(answers)")
    #expect(answers[3].contains(#""choices":{"production":"small batch","flavor":"umami""#))
  }

  @Test(
    "a typographic dash before an option name, and ≥ ≤ ≠, get a suggestion that works",
    arguments: zip(
      [
        ["replay", "sample.jsonl", "—at", "5"], ["replay", "sample.jsonl", "–at", "5"],
        ["bisect", "sample.jsonl", "--until", "nav.menu≥1"],
        ["bisect", "sample.jsonl", "--until", "seq ≤ 3"],
        ["bisect", "sample.jsonl", "--until", "flavor≠sweet"],
      ],
      [
        "monsoon-replay: error: '—at' starts with a typographic dash, as a document or chat app "
          + "writes '--'; did you mean '--at'?",
        "monsoon-replay: error: '–at' starts with a typographic dash, as a document or chat app "
          + "writes '--'; did you mean '--at'?",
        "monsoon-replay: error: invalid --until at column 9: write '>=' instead of '≥'",
        "monsoon-replay: error: invalid --until at column 5: write '<=' instead of '≤'",
        "monsoon-replay: error: invalid --until at column 7: write '!=' instead of '≠'",
      ]))
  func dashesAndSigns(arguments: [String], message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == 64)
    #expect(Self.error(result) == message)
  }

  @Test("a log line with an unexpected non-ASCII character names it by its code point")
  func codePoint() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "curly.jsonl", "{\"monsoon\":2,\"seed\":\"1\"}\n{“seq”:1,\"type\":\"go\"}\n")
    let result = try ToolRunner.run(["replay", path])
    #expect(result.status == 65)
    #expect(
      Self.error(result)
        == "monsoon-replay: error: \(path):2: malformed JSON at column 2: unexpected non-ASCII "
        + "character U+201C '“', expected a key string")
  }

  @Test(
    "did you mean: a name's case, a spelling, a nav button, an option people reach for",
    arguments: zip(
      [
        ["bisect", "sample.jsonl", "--until", "flavour=sweet"],
        ["bisect", "sample.jsonl", "--until", "compass=1"],
        ["bisect", "sample.jsonl", "--until", "flavor=swet"],
        ["bisect", "sample.jsonl", "--when", "flavor=sweet"],
        ["shrink", "sample.jsonl", "--until", "flavor=sweet", "--out", "x.jsonl"],
      ],
      [
        "unknown key 'flavour'; did you mean 'flavor'? Keys: ",
        "unknown key 'compass'; did you mean 'nav.compass'? Keys: ",
        "unknown option 'swet' for flavor; did you mean 'sweet'? Options: ",
        "monsoon-replay: error: unknown option '--when'; did you mean '--until'?",
        "monsoon-replay: error: unknown option '--out'; did you mean '-o'?",
      ]))
  func didYouMean(arguments: [String], message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == 64)
    #expect(Self.error(result).contains(message), "\(result.standardError)")
  }

  @Test("the recorder: Sweet by case, did you mean for flavour and compass, no Swift notation")
  func recorderNames() throws {
    let directory = try TemporaryDirectory()
    let result = try ToolRunner.run(
      ["record", "-o", directory.file("s.jsonl"), "--seed", "1"],
      input: "select flavor Sweet\ntap flavour\ntap compass\nnav Compass\nselect flavor 9\n"
        + "tap 6\n\u{1B}[A\n")
    let answers = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(answers.count == 7)
    #expect(answers[0].contains(#""flavor":"sweet""#))
    #expect(answers[1].hasPrefix("rejected: unknown prompt 'flavour'; did you mean 'flavor'? "))
    #expect(
      answers[2].hasPrefix("rejected: unknown prompt 'compass'; did you mean 'nav compass'? "))
    #expect(answers[3].contains(#""nav":{"search":0,"calendar":0,"compass":1,"menu":0}"#))
    #expect(answers[4] == "rejected: option 9 out of range for prompt 1: its options are 0 to 2")
    #expect(answers[5] == "rejected: prompt 6 out of range: prompts are 0 to 5")
    #expect(
      answers[6].hasPrefix(
        "rejected: a terminal key (an arrow key?) is not a command: type a whole line; "))
    #expect(!result.standardOutput.contains("..<") && !result.standardOutput.contains("\\u{"))
  }
}
