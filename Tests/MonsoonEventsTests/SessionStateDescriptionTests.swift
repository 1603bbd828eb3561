import MonsoonEvents
import Testing

@Suite("A state in one line")
struct SessionStateDescriptionTests {
  @Test("the description names the seq, the screen, every choice and the nav taps")
  func description() throws {
    var state = SessionState(seed: 1)
    try SessionReducer.reduce(&state, .select(prompt: 0, option: 2))
    try SessionReducer.reduce(&state, .nav(.compass))
    try SessionReducer.reduce(&state, .go)
    #expect(
      "\(state)"
        == "seq 3 · detail · production: small batch, flavor: savory, texture: crunchy, "
        + "heat: spicy, amount: a little, meal: breakfast · nav: search 0, calendar 0, "
        + "compass 1, menu 0")
  }
}
