import MonsoonEvents
import Testing

@Suite("Menu files")
struct MenuFileTests {
  @Test(
    "an array of prompts, or an object holding one in \"prompts\"",
    arguments: [
      "[{\"id\":\"drink\",\"choices\":[\"tea\",\"coffee\"]}]",
      "{\"prompts\":[{\"id\":\"drink\",\"choices\":[\"tea\",\"coffee\"]}],\"note\":1}",
      "  {\n  \"prompts\": [\n    {\"id\": \"drink\", \"choices\": [\"tea\", \"coffee\"]}\n  ]\n}\n",
      "\n[\r\n {\"choices\":[\"tea\",\"coffee\"],\"id\":\"drink\",\"note\":{\"a\":[1]}}\n]\n",
    ])
  func shapes(json: String) throws {
    let menu = try MenuFile.menu(fromJSON: Array(json.utf8))
    #expect(menu.prompts == [Prompt(id: "drink", options: ["tea", "coffee"])])
  }

  @Test(
    "other JSON, or a menu that breaks a rule, says why",
    arguments: [
      ("{\"id\":\"x\"}", "expected a JSON array of prompts"),
      ("[{\"id\":\"x\",\"choices\":[\"a\"]}]", "invalid menu: prompt 'x' has 1 options"),
      ("[]", "invalid menu: a menu needs at least 1 prompt"),
      ("\"flavor\"", "expected a JSON array of prompts"),
      ("{\"prompts\":{}}", "\"prompts\" must be an array of"),
      ("[{\"id\":\"x\"}]", "prompt 'x' needs \"choices\", an array of strings"),
      ("[\n  {\"id\":\"x\",\"choices\":[\"a\",\"b\"]},\n  {\"id\":\"y\" \"choices\":[]}\n]",
       "invalid JSON at line 3, column 13: unexpected '\"', expected ',' or '}'"),
      ("[{\"id\":\"x\",\"choices\":[\"a\",\"b\"]}] []",
       "invalid JSON at line 1, column 34: unexpected '[', expected the end of the file after "
         + "the menu"),
      ("{\"prompts\":[],\"prompts\":[]}",
       "invalid JSON at line 1, column 15: duplicate key \"prompts\""),
      ("\u{FEFF}[]", "invalid JSON at line 1, column 1: byte-order mark"),
      ("", "expected a JSON array of prompts"),
    ])
  func errors(json: String, reason: String) {
    #expect {
      try MenuFile.menu(fromJSON: Array(json.utf8))
    } throws: { error in
      "\(error)".hasPrefix(reason)
    }
  }
}
