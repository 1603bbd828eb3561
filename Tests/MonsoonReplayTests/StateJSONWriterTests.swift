import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("StateJSONWriter: the fast state JSON is the state's JSON, byte for byte")
struct StateJSONWriterTests {
  @Test("every state of generated logs on random menus")
  func sameBytesAsState() {
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
          var fast: [UInt8] = []
          writer.append(state, to: &fast)
          var plain: [UInt8] = []
          state.appendJSONObject(to: &plain)
          return fast == plain && Self.writtenInPlace(state, by: writer) == plain
        } && states.count == log.records.count + 1
      }
    } catch {
      Issue.record("\(error)")
    }
  }

  /// What `writer` writes of `state` straight into memory of exactly the room it asks for.
  static func writtenInPlace(_ state: SessionState, by writer: StateJSONWriter) -> [UInt8] {
    let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: writer.maximumLineCount)
    defer { room.deallocate() }
    room.initialize(repeating: 0xFF)
    let count = writer.write(StateFields(state), into: room)
    return Array(room[..<count])
  }
}
