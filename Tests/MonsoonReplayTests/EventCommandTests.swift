import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Recorder commands")
struct EventCommandTests {
  @Test(
    "each command reads as its event",
    arguments: zip(
      [
        "tap 2", "select 1 0", "randomize", "go", " back ", "nav menu", "tap\t-1", "tap 99",
        #"{"type":"nav","button":"search"}"#, "tap flavor", "select flavor sweet",
        "select production  small batch", "select meal 4", "select 5 dinner", "select 99 7",
      ],
      [
        Event.tap(prompt: 2), .select(prompt: 1, option: 0), .randomize, .go, .back,
        .nav(.menu), .tap(prompt: -1), .tap(prompt: 99), .nav(.search), .tap(prompt: 1),
        .select(prompt: 1, option: 1), .select(prompt: 0, option: 2),
        .select(prompt: 5, option: 4), .select(prompt: 5, option: 4),
        .select(prompt: 99, option: 7),
      ]))
  func reads(line: String, event: Event) throws {
    #expect(try EventCommand(parsing: line, menu: .standard).event == event)
  }

  @Test(
    "a line that is no event says why",
    arguments: zip(
      [
        "jump", "tap", "tap two", "select 1", "go now", "nav", "nav home", "{\"type\":1}",
        "tap flavor texture", "select flavor bitter", "select 9 sweet",
      ],
      [
        "unknown command 'jump'; commands: tap PROMPT, select PROMPT OPTION, randomize, go, "
          + "back, nav search|calendar|compass|menu, or a JSON event object without seq or t",
        "'tap' expects: tap PROMPT (PROMPT: an index or an id)",
        "unknown prompt 'two'; prompts: production, flavor, texture, heat, amount, meal, or an "
          + "index",
        "'select' expects: select PROMPT OPTION (PROMPT: an index or an id; OPTION: an index or "
          + "a text)",
        "'go' expects: go (no arguments)",
        "'nav' expects: nav search|calendar|compass|menu",
        "unknown nav button 'home'; buttons: search, calendar, compass, menu",
        "invalid event object: field \"type\" must be a string",
        "'tap' expects: tap PROMPT (PROMPT: an index or an id)",
        "flavor has no option 'bitter'; options: savory, sweet, umami, or an index",
        "no prompt 9 to name option 'sweet' of; give the option's index",
      ]))
  func refuses(line: String, reason: String) {
    let error = #expect(throws: EventCommandError.self) {
      try EventCommand(parsing: line, menu: .standard)
    }
    #expect(error?.description == reason)
  }

  @Test("a JSON object's sel is what the caller expects after the event; its t is refused")
  func objectSelAndTime() throws {
    let command = try EventCommand(
      parsing: #"{"type":"tap","control":1,"sel":[0,1,0,0,0,0]}"#, menu: .standard)
    #expect(command.event == .tap(prompt: 1))
    #expect(command.expectedSelections == Selections([0, 1, 0, 0, 0, 0]))
    let error = #expect(throws: EventCommandError.self) {
      try EventCommand(parsing: #"{"type":"go","t":1700000000000}"#, menu: .standard)
    }
    #expect(
      error?.description
        == "invalid event object: field \"t\" must be left out: the recorder stamps events "
        + "with its clock")
  }
}
