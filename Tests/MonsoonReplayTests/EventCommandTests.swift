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
        #"{"type":"nav","button":"search"}"#,
      ],
      [
        Event.tap(prompt: 2), .select(prompt: 1, option: 0), .randomize, .go, .back,
        .nav(.menu), .tap(prompt: -1), .tap(prompt: 99), .nav(.search),
      ]))
  func reads(line: String, event: Event) throws {
    #expect(try Event(command: line) == event)
  }

  @Test(
    "a line that is no event says why",
    arguments: zip(
      ["jump", "tap", "tap two", "select 1", "go now", "nav", "nav home", "{\"type\":1}"],
      [
        "unknown command 'jump'; commands: tap PROMPT, select PROMPT OPTION, randomize, go, "
          + "back, nav search|calendar|compass|menu, or a JSON event object without seq",
        "'tap' expects: tap PROMPT (integers)", "'tap' expects: tap PROMPT (integers)",
        "'select' expects: select PROMPT OPTION (integers)", "'go' expects: go (no arguments)",
        "'nav' expects: nav search|calendar|compass|menu",
        "unknown nav button 'home'; buttons: search, calendar, compass, menu",
        "invalid event object: field \"type\" must be a string",
      ]))
  func refuses(line: String, reason: String) {
    let error = #expect(throws: EventCommandError.self) { try Event(command: line) }
    #expect(error?.description == reason)
  }
}
