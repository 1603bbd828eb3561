import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("Skip lists and skipping replay")
struct SkipTests {
  @Test(
    "lists parse, sort and merge",
    arguments: [
      ("12,15-18", "12,15-18", 5), ("3", "3", 1), ("18-15", nil, 0), ("5,4,6", "4-6", 3),
      ("1-3,2-8", "1-8", 8), ("0", nil, 0), ("", nil, 0), ("a", nil, 0), ("1,,2", nil, 0),
      ("1-2-3", nil, 0), ("-3", nil, 0),
    ] as [(String, String?, Int)])
  func parsing(text: String, normalized: String?, count: Int) {
    let list = try? SkipList(parsing: text)
    #expect(list?.description == normalized)
    if let list { #expect(list.count == count) }
  }

  @Test("membership")
  func membership() throws {
    let list = try SkipList(parsing: "12,15-18,40")
    let members = (0...50).filter(list.contains)
    #expect(members == [12, 15, 16, 17, 18, 40])
  }

  @Test("a skipped randomize's draw goes to the next randomize")
  func sharedRandomStream() throws {
    let log = SessionGenerator.log(seed: 7, events: 0)
    var records: [LogRecord] = []
    for (index, event) in [Event.randomize, .tap(prompt: 0), .randomize].enumerated() {
      records.append(LogRecord(line: index + 2, seq: index + 1, event: event))
    }
    let text = SessionLog(header: log.header, records: records).text
    let full = try LogFixtures.steps(text)
    let skipping = try LogFixtures.steps(text, skipping: try SkipList(parsing: "1"))
    #expect(skipping.map(\.state.seq) == [0, 1, 2])
    var expected = log.header.initialState
    try SessionReducer.reduce(&expected, .tap(prompt: 0))
    try SessionReducer.reduce(&expected, .randomize)
    #expect(skipping.last?.state == expected)
    #expect(full[0].state.random == skipping.last?.state.random)
  }

  @Test("sel is not checked after the first skipped event")
  func selNotCheckedAfterSkip() throws {
    let text = """
      {"monsoon":1,"seed":"2a"}
      {"seq":1,"type":"tap","control":0,"sel":[1,0,0,0,0,0]}
      {"seq":2,"type":"tap","control":0,"sel":[2,0,0,0,0,0]}

      """
    let steps = try LogFixtures.steps(text, skipping: try SkipList(parsing: "1"))
    #expect(steps.last?.state.selections.first == 1)
  }
}
