import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Menu files")
struct MenuFileTests {
  @Test(
    "an array of prompts, or an object holding one in \"prompts\"",
    arguments: [
      "[{\"id\":\"drink\",\"choices\":[\"tea\",\"coffee\"]}]",
      "{\"prompts\":[{\"id\":\"drink\",\"choices\":[\"tea\",\"coffee\"]}],\"note\":1}",
    ])
  func shapes(json: String) throws {
    let menu = try MenuFile.menu(fromJSON: Array(json.utf8))
    #expect(menu.prompts == [Prompt(id: "drink", choices: ["tea", "coffee"])])
  }

  @Test(
    "other JSON, or a menu that breaks a rule, says why",
    arguments: [
      ("{\"id\":\"x\"}", "expected a JSON array of prompts"),
      ("[{\"id\":\"x\",\"choices\":[\"a\"]}]", "invalid menu: prompt 'x' has 1 choices"),
      ("[]", "invalid menu: a menu needs at least 1 prompt"),
    ])
  func errors(json: String, reason: String) {
    #expect {
      try MenuFile.menu(fromJSON: Array(json.utf8))
    } throws: { error in
      "\(error)".hasPrefix(reason)
    }
  }
}
