import MonsoonEvents
import Testing

@Suite("The log writer")
struct LogWriterTests {
  @Test("writes the header and numbered lines in the documented field order")
  func exactBytes() throws {
    let sink = MemoryLogSink()
    var writer = try LogWriter(header: LogHeader(seed: 0x2a), sink: sink)
    try writer.append(.tap(prompt: 2), time: 1_700_000_000_123, sel: Selections([0, 0, 1]))
    try writer.append(.nav(.menu))
    try writer.append(.select(prompt: 1, option: 0))
    #expect(
      sink.text == """
        {"monsoon":2,"seed":"2a"}
        {"seq":1,"t":1700000000123,"type":"tap","control":2,"sel":[0,0,1]}
        {"seq":2,"type":"nav","button":"menu"}
        {"seq":3,"type":"select","control":1,"choice":0}

        """)
    #expect(writer.nextSeq == 4)
  }

  @Test("every event written reads back exactly, with its seq, t and sel")
  func roundTrip() throws {
    let sink = MemoryLogSink()
    var writer = try LogWriter(header: LogHeader(seed: 9), sink: sink)
    let events: [Event] = [
      .tap(prompt: 0), .select(prompt: 3, option: 1), .randomize, .go, .back,
      .nav(.search), .nav(.calendar), .nav(.compass), .nav(.menu),
    ]
    var written: [LogRecord] = []
    for (index, event) in events.enumerated() {
      written.append(try writer.append(event, time: 1000 + index, sel: Selections([index % 3])))
    }
    let reader = try LogReader(MemoryByteSource(sink.bytes))
    var read: [LogRecord] = []
    while let record = try reader.next() { read.append(record) }
    #expect(read.map(\.seq) == written.map(\.seq))
    #expect(read.map(\.event) == events)
    #expect(read.map(\.time) == written.map(\.time))
    #expect(read.map(\.sel) == written.map(\.sel))
    #expect(read.map(\.line) == Array(2...10))
  }
}
