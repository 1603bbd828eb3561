import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Menu files")
struct MenuFileTests {
  static let drink = """
    {
      "prompts": [
        {"id": "drink", "choices": ["tea", "coffee"]}
      ]
    }
    """

  @Test("an object with prompts, over several lines, or a bare array, is a menu")
  func decodes() throws {
    let expected = try Menu(prompts: [Prompt(id: "drink", choices: ["tea", "coffee"])])
    #expect(try MenuFile.decode(Array(Self.drink.utf8), path: "m.json") == expected)
    let array = #"[{"id":"drink","choices":["tea","coffee"]}]"#
    #expect(try MenuFile.decode(Array(array.utf8), path: "m.json") == expected)
  }

  @Test(
    "an invalid menu file names the problem",
    arguments: zip(
      [
        "", "42", #"{"other":1}"#, #"[{"id":"a","choices":["x","x","x","x","x","x","x","x","x"]}]"#,
      ],
      [
        "m.json: invalid menu: the file is empty",
        #"m.json: invalid menu: expected {"prompts":[...]} or an array of prompts"#,
        #"m.json: invalid menu: missing "prompts""#,
        "m.json: invalid menu: prompt 'a' has 9 choices; a prompt has 2 to 8",
      ]))
  func refuses(text: String, message: String) {
    let error = #expect(throws: MenuFileError.self) {
      try MenuFile.decode(Array(text.utf8), path: "m.json")
    }
    #expect(error?.description == message)
  }

  @Test("a missing menu file is unreadable")
  func missing() {
    #expect(throws: MenuFileError.unreadable(path: "/no/such.json", "No such file or directory")) {
      try MenuFile.read(path: "/no/such.json")
    }
  }
}
