import MonsoonEvents
import Testing

@Suite("Menus")
struct MenuTests {
  @Test("the standard menu has the six prompts in screen order")
  func standardMenu() {
    let menu = Menu.standard
    #expect(menu.prompts.map(\.id) == ["production", "flavor", "texture", "heat", "amount", "meal"])
    #expect(menu.choiceCounts == [4, 3, 3, 2, 2, 5])
    #expect(menu.combinationCount == 720)
    #expect(menu.prompts[0].choices == ["one of a kind", "mass market", "small batch", "large batch"])
    #expect(menu.prompts[5].choices.last == "dinner")
  }

  @Test(
    "invalid menus are refused with the rule they break",
    arguments: [
      ([], MenuError.noPrompts),
      (
        (0..<9).map { Prompt(id: "p\($0)", choices: ["a", "b"]) },
        MenuError.tooManyPrompts(9)
      ),
      ([Prompt(id: "", choices: ["a", "b"])], MenuError.emptyPromptID(index: 0)),
      (
        [Prompt(id: "x", choices: ["a", "b"]), Prompt(id: "x", choices: ["c", "d"])],
        MenuError.duplicatePromptID("x")
      ),
      ([Prompt(id: "x", choices: ["a"])], MenuError.choiceCount(promptID: "x", count: 1)),
      (
        [Prompt(id: "x", choices: (0..<9).map(String.init))],
        MenuError.choiceCount(promptID: "x", count: 9)
      ),
      ([Prompt(id: "x", choices: ["a", ""])], MenuError.emptyChoice(promptID: "x", index: 1)),
    ] as [([Prompt], MenuError)])
  func invalidMenus(prompts: [Prompt], expected: MenuError) {
    #expect(throws: expected) { try Menu(prompts: prompts) }
  }

  @Test("the extremes are allowed: 1 prompt of 2 choices, 8 prompts of 8 Unicode choices")
  func extremes() throws {
    let small = try Menu(prompts: [Prompt(id: "y", choices: ["yes", "no"])])
    #expect(small.combinationCount == 2)
    let large = try Menu(
      prompts: (0..<8).map { index in
        Prompt(id: "p\(index)", choices: (0..<8).map { "choix \($0) 🍜" })
      })
    #expect(large.combinationCount == 1 << 24)
  }

  @Test("errors read as sentences")
  func messages() {
    #expect(
      MenuError.choiceCount(promptID: "heat", count: 1).description
        == "prompt 'heat' has 1 choices; a prompt has 2 to 8")
    #expect(MenuError.duplicatePromptID("x").description == "two prompts have the id 'x'")
  }
}
