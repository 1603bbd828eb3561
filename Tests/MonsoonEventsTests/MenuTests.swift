import MonsoonEvents
import Testing

@Suite("Menus")
struct MenuTests {
  @Test("the standard menu has the six prompts in screen order")
  func standardMenu() {
    let menu = ChooserMenu.standard
    #expect(menu.prompts.map(\.id) == ["production", "flavor", "texture", "heat", "amount", "meal"])
    #expect(menu.optionCounts == [4, 3, 3, 2, 2, 5])
    #expect(menu.combinationCount == 720)
    #expect(menu.prompts[0].options == ["one of a kind", "mass market", "small batch", "large batch"])
    #expect(menu.prompts[5].options.last == "dinner")
  }

  @Test(
    "invalid menus are refused with the rule they break",
    arguments: [
      ([], ChooserMenuError.noPrompts),
      (
        (0..<9).map { Prompt(id: "p\($0)", options: ["a", "b"]) },
        ChooserMenuError.tooManyPrompts(9)
      ),
      ([Prompt(id: "", options: ["a", "b"])], ChooserMenuError.emptyPromptID(index: 0)),
      (
        [Prompt(id: "x", options: ["a", "b"]), Prompt(id: "x", options: ["c", "d"])],
        ChooserMenuError.duplicatePromptID("x")
      ),
      ([Prompt(id: "x", options: ["a"])], ChooserMenuError.optionCount(promptID: "x", count: 1)),
      (
        [Prompt(id: "x", options: (0..<9).map(String.init))],
        ChooserMenuError.optionCount(promptID: "x", count: 9)
      ),
      ([Prompt(id: "x", options: ["a", ""])], ChooserMenuError.emptyOption(promptID: "x", index: 1)),
    ] as [([Prompt], ChooserMenuError)])
  func invalidMenus(prompts: [Prompt], expected: ChooserMenuError) {
    #expect(throws: expected) { try ChooserMenu(prompts: prompts) }
  }

  @Test("the extremes are allowed: 1 prompt of 2 choices, 8 prompts of 8 Unicode choices")
  func extremes() throws {
    let small = try ChooserMenu(prompts: [Prompt(id: "y", options: ["yes", "no"])])
    #expect(small.combinationCount == 2)
    let large = try ChooserMenu(
      prompts: (0..<8).map { index in
        Prompt(id: "p\(index)", options: (0..<8).map { "choix \($0) 🍜" })
      })
    #expect(large.combinationCount == 1 << 24)
  }

  @Test("errors read as sentences")
  func messages() {
    #expect(
      ChooserMenuError.optionCount(promptID: "heat", count: 1).description
        == "prompt 'heat' has 1 options; a prompt has 2 to 8")
    #expect(ChooserMenuError.duplicatePromptID("x").description == "two prompts have the id 'x'")
  }
}
