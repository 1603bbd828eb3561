import MonsoonEvents
import MonsoonReplay
import Testing

@Suite("Line input")
struct LineInputTests {
  @Test("lines come out in order, the last one without a newline too")
  func splitsLines() throws {
    let input = LineInput(MemoryByteSource("tap 1\n\ngo\r\nback"))
    var lines: [LineInput<MemoryByteSource>.Line] = []
    while let line = try input.nextLine() { lines.append(line) }
    #expect(lines == [.text("tap 1"), .text(""), .text("go\r"), .text("back")])
  }

  @Test("a line over the limit is skipped whole, and the next one is read")
  func skipsLongLine() throws {
    let long = String(repeating: "x", count: 200_000)
    let input = LineInput(MemoryByteSource(long + "\ngo\n" + long), maximumLineLength: 1_000)
    var lines: [LineInput<MemoryByteSource>.Line] = []
    while let line = try input.nextLine() { lines.append(line) }
    #expect(lines == [.tooLong, .text("go"), .tooLong])
  }

  @Test("invalid UTF-8 is reported for its line only")
  func invalidUTF8() throws {
    let input = LineInput(MemoryByteSource([0x67, 0xFF, 0x0A, 0x67, 0x6F, 0x0A]))
    #expect(try input.nextLine() == .invalidUTF8)
    #expect(try input.nextLine() == .text("go"))
    #expect(try input.nextLine() == nil)
  }

  @Test("a buffered line is known to be ready without reading more")
  func bufferedLine() throws {
    let input = LineInput(MemoryByteSource("a\nb\n"))
    #expect(!input.hasBufferedLine)
    _ = try input.nextLine()
    #expect(input.hasBufferedLine)
  }
}
