import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("StateJSONWriter: a state's JSON, the same from a writer that kept earlier lines' stretches")
struct StateJSONWriterTests {
  @Test("a state's JSON has its fields in a fixed order, the choices by the menu's texts")
  func fields() throws {
    let log = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"t":1000,"type":"tap","control":1}
      {"seq":2,"t":1500,"type":"go"}
      {"seq":3,"type":"back"}
      {"seq":4,"t":1600,"type":"nav","button":"menu"}
      {"seq":5,"type":"go"}

      """
    var cursor = try ReplayCursor(reader: LogFixtures.reader(log), mode: .strict)
    while try cursor.next() != nil {}
    #expect(
      cursor.state.jsonObject
        == #"{"seq":5,"screen":"detail","selections":[0,1,0,0,0,0],"#
        + #""choices":{"production":"one of a kind","flavor":"sweet","texture":"crunchy","#
        + #""heat":"spicy","amount":"a little","meal":"breakfast"},"#
        + #""nav":{"search":0,"calendar":0,"compass":0,"menu":1}}"#)
  }

  @Test("every state of generated logs on random menus: as a new writer writes it")
  func keptStretchesWriteTheSameBytes() {
    do {
      try PropertyCheck.check(seed: 0x57a7_0000, count: 20, events: 0...400, menus: .random) {
        log in
        guard var cursor = try? ReplayCursor(reader: LogFixtures.reader(log.text), mode: .strict)
        else { return false }
        let writer = StateJSONWriter(menu: cursor.state.menu)
        var states = [cursor.state]
        while let step = try? cursor.next() {
          if case .applied = step { states.append(cursor.state) }
        }
        return states.allSatisfy { state in
          var kept: [UInt8] = []
          writer.append(state, to: &kept)
          var fresh: [UInt8] = []
          state.appendJSONObject(to: &fresh)
          return kept == fresh && Self.writtenInPlace(state, by: writer) == fresh
        } && states.count == log.records.count + 1
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("the largest menu, whose many states take over one another's kept stretches")
  func largestMenuEvictsKeptStretches() throws {
    // 8 prompts of 8 long options: 16 million selections on each screen, and stretches so
    // long that the writer keeps fewer of them.
    let prompts = (0..<ChooserMenu.maximumPromptCount).map { prompt in
      Prompt(
        id: "prompt \(prompt) \"quoted\"",
        options: (0..<ChooserMenu.maximumOptionCount).map { option in
          "option \(option) of prompt \(prompt), é\u{1F600}"
            + String(repeating: "x", count: 40 * option)
        })
    }
    let menu = try ChooserMenu(prompts: prompts)
    let log = SessionGenerator.log(seed: 0xe71c7, menu: menu, events: 6_000)
    var cursor = try ReplayCursor(reader: LogFixtures.reader(log.text), mode: .strict)
    let writer = StateJSONWriter(menu: menu)
    var (states, different) = (0, 0)
    while let step = try cursor.next() {
      guard case .applied = step else { continue }
      states += 1
      var fresh: [UInt8] = []
      cursor.state.appendJSONObject(to: &fresh)
      if Self.writtenInPlace(cursor.state, by: writer) != fresh { different += 1 }
    }
    #expect(states == 6_000)
    #expect(different == 0)
  }

  /// What `writer` writes of `state` straight into memory of exactly the room it asks for.
  static func writtenInPlace(_ state: SessionState, by writer: StateJSONWriter) -> [UInt8] {
    let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: writer.maximumLineCount)
    defer { room.deallocate() }
    room.initialize(repeating: 0xFF)
    let count = writer.write(state.moment, into: room)
    return Array(room[..<count])
  }
}
