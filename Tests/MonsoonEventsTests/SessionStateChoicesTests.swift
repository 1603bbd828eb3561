import MonsoonEvents
import Testing

@Suite("The choices a screen shows")
struct SessionStateChoicesTests {
  @Test("choices follow the selections in prompt order, which the renders rely on")
  func choicesFollowSelections() throws {
    var state = SessionState(seed: 1)
    try Reducer.reduce(&state, .select(control: 5, choice: 4))
    try Reducer.reduce(&state, .tap(control: 1))
    #expect(state.choices.map(\.prompt) == Menu.standard.prompts.map(\.id))
    #expect(state.choices[1].option == "sweet" && state.choices[1].index == 1)
    #expect(state.choices[5].option == "dinner")
    #expect(state.choices[0].index == 0)
  }
}
