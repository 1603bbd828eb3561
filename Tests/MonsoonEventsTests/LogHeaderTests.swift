import MonsoonEvents
import Testing

@Suite("Log format: the header")
struct LogHeaderTests {
  private func header(of text: String) throws(LogProblem) -> LogHeader {
    try LogReader(MemoryByteSource(text)).header
  }

  @Test(
    "the seed is 1 to 16 hex digits, either case",
    arguments: [
      ("0", 0), ("2a", 0x2a), ("2A", 0x2a), ("9e3779b97f4a7c15", 0x9e37_79b9_7f4a_7c15),
      ("ffffffffffffffff", .max),
    ] as [(String, UInt64)])
  func seeds(text: String, seed: UInt64) throws {
    #expect(try header(of: "{\"monsoon\":1,\"seed\":\"\(text)\"}\n").seed == seed)
  }

  @Test(
    "monsoon 1 and 2 are read as their versions, and each is written back as it was read",
    arguments: LogFormatVersion.allCases)
  func versions(_ version: LogFormatVersion) throws {
    let text = "{\"monsoon\":\(version.rawValue),\"seed\":\"2a\"}\n"
    let parsed = try header(of: text)
    #expect(parsed == LogHeader(seed: 0x2a, formatVersion: version))
    #expect(parsed.initialState.formatVersion == version)
    #expect(String(decoding: LogLine.header(parsed), as: UTF8.self) == text)
  }

  @Test("a new header is of the current version, 2")
  func currentVersion() {
    #expect(LogFormatVersion.current == .version2 && LogHeader(seed: 1).formatVersion == .version2)
    let line = String(decoding: LogLine.header(LogHeader(seed: 1)), as: UTF8.self)
    #expect(line == "{\"monsoon\":2,\"seed\":\"1\"}\n")
  }

  @Test("without prompts the menu is the standard one")
  func standardMenu() throws {
    let parsed = try header(of: "{\"monsoon\":1,\"seed\":\"1\"}\n")
    #expect(parsed.customMenu == nil)
    #expect(parsed.menu == .standard)
  }

  @Test("prompts replace the menu, with any Unicode text and unknown fields ignored")
  func customMenu() throws {
    let text =
      "{\"seed\":\"1\",\"prompts\":[{\"id\":\"mood\",\"choices\":[\"😀\",\"😐\",\"ça va\"],"
      + "\"color\":\"red\"},{\"id\":\"size\",\"choices\":[\"S\",\"L\"]}],\"monsoon\":1,\"app\":\"x\"}\n"
    let menu = try header(of: text).menu
    #expect(menu.prompts == [
      Prompt(id: "mood", options: ["😀", "😐", "ça va"]), Prompt(id: "size", options: ["S", "L"]),
    ])
  }

  @Test(
    "a header's other fields are kept, in order and compacted, for the per-session projection",
    arguments: [
      ("{\"monsoon\":1,\"seed\":\"1\"}", "{}"),
      ("{\"seed\":\"1\",\"prompts\":[{\"id\":\"a\",\"choices\":[\"x\",\"y\"]}],\"monsoon\":1}", "{}"),
      (
        "{ \"device\" : \"iPhone15,2\", \"monsoon\":1, \"app\":{\"v\": [1, 2.5e1, true, null]},"
          + "\"seed\":\"1\",\"note\":\"\\u00e7a \\\"va\\/\"}",
        "{\"device\":\"iPhone15,2\",\"app\":{\"v\":[1,2.5e1,true,null]},\"note\":\"ça \\\"va/\"}"
      ),
    ] as [(String, String)])
  func otherFields(line: String, fields: String) throws {
    let reader = try LogReader(MemoryByteSource(line + "\n"))
    #expect(String(decoding: reader.headerFields, as: UTF8.self) == fields)
    let unterminated = try LogReader(MemoryByteSource(line))
    #expect(String(decoding: unterminated.headerFields, as: UTF8.self) == fields)
  }

  @Test(
    "invalid headers are errors on line 1",
    arguments: [
      (
        "{\"monsoon\":3,\"seed\":\"1\"}",
        "unsupported log version 3; this reader reads versions 1 and 2"
      ),
      ("{\"monsoon\":0,\"seed\":\"1\"}", "unsupported log version 0"),
      ("{\"monsoon\":\"1\",\"seed\":\"1\"}", "missing \"monsoon\""),
      ("{\"seed\":\"1\"}", "missing \"monsoon\""),
      ("{\"monsoon\":1}", "missing \"seed\""),
      ("{\"monsoon\":1,\"seed\":\"\"}", "\"seed\" must be a string of 1 to 16 hex digits"),
      ("{\"monsoon\":1,\"seed\":\"12345678901234567\"}", "1 to 16 hex digits"),
      ("{\"monsoon\":1,\"seed\":\"xyz\"}", "1 to 16 hex digits"),
      ("{\"monsoon\":1,\"seed\":\"+1\"}", "1 to 16 hex digits"),
      ("{\"monsoon\":1,\"seed\":42}", "1 to 16 hex digits"),
      ("{\"monsoon\":1,\"seed\":\"1\",\"seed\":\"2\"}", "duplicate key \"seed\""),
      ("{\"monsoon\":1,\"seed\":\"1\",\"prompts\":{}}", "\"prompts\" must be an array"),
      ("{\"monsoon\":1,\"seed\":\"1\",\"prompts\":[]}", "a menu needs at least 1 prompt"),
      (
        "{\"monsoon\":1,\"seed\":\"1\",\"prompts\":[{\"id\":\"a\",\"choices\":[\"x\"]}]}",
        "prompt 'a' has 1 options"
      ),
      (
        "{\"monsoon\":1,\"seed\":\"1\",\"prompts\":[{\"choices\":[\"x\",\"y\"]}]}",
        "prompt 0 needs \"id\""
      ),
      (
        "{\"monsoon\":1,\"seed\":\"1\",\"prompts\":[{\"id\":\"a\",\"choices\":[\"x\",2]}]}",
        "prompt 'a' needs \"choices\", an array of strings"
      ),
      (
        "{\"monsoon\":1,\"seed\":\"1\",\"prompts\":[{\"id\":\"a\",\"choices\":[\"x\",\"\"]}]}",
        "prompt 'a' has an empty option"
      ),
      ("{\"seq\":1,\"type\":\"go\"}", "the first line is an event, not a header"),
      ("not json", "malformed JSON at column 1"),
    ])
  func invalidHeaders(text: String, message: String) throws {
    do {
      _ = try header(of: text + "\n")
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.line == 1)
      #expect(error.description.contains(message), "\(error.description)")
    }
  }

  @Test("an empty log, or one of blank lines only, has no header")
  func emptyLogs() {
    for text in ["", "\n\n", "  \r\n"] {
      #expect(throws: LogProblem.self) { try header(of: text) }
      #expect(problem(text)?.kind == .missingHeader)
    }
  }

  @Test("blank lines before the header are ignored; the header keeps its own line number")
  func blankLinesBeforeHeader() throws {
    let found = try #require(problem("\n\n{\"monsoon\":7,\"seed\":\"1\"}\n"))
    #expect(found.line == 3)
    #expect(try header(of: "\n \n{\"monsoon\":1,\"seed\":\"1\"}\n").seed == 1)
  }

  @Test("the writer's header line reads back to the same header")
  func roundTrip() throws {
    let menu = try ChooserMenu(prompts: [
      Prompt(id: "q\"uote", options: ["back\\slash", "new\nline", "🍜"]),
      Prompt(id: "b", options: ["x", "y"]),
    ])
    for written in [LogHeader(seed: .max), LogHeader(seed: 0, customMenu: menu)] {
      let text = String(decoding: LogLine.header(written), as: UTF8.self)
      #expect(try header(of: text) == written)
    }
  }
}
