import MonsoonEvents
import Testing

@Suite("Packed selections")
struct SelectionsTests {
  @Test("slots are independent and hold 0...255")
  func slots() throws {
    var selections = Selections(zerosCount: 8)
    for slot in 0..<8 { selections[slot] = slot * 36 }
    #expect(Array(selections) == [0, 36, 72, 108, 144, 180, 216, 252])
    selections[3] = 255
    #expect(selections[2] == 72 && selections[3] == 255 && selections[4] == 144)
  }

  @Test("building from a list refuses more than 8 entries or an entry outside 0...255")
  func failableInit() {
    #expect(Selections([1, 2, 3]).map(Array.init) == [1, 2, 3])
    #expect(Selections(Array(repeating: 0, count: 9)) == nil)
    #expect(Selections([256]) == nil)
    #expect(Selections([-1]) == nil)
  }

  @Test("equality needs the same count, not only the same bits")
  func equalityCountsSlots() {
    #expect(Selections([0, 0]) != Selections([0, 0, 0]))
    #expect(Selections([0, 1]) == Selections([0, 1]))
  }

  @Test("description is a JSON array")
  func description() {
    #expect(Selections([0, 2, 1])?.description == "[0,2,1]")
  }
}
