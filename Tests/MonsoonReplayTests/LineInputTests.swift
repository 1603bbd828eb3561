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

  @Test("invalid UTF-8 is reported for its line only, with its bytes")
  func invalidUTF8() throws {
    let input = LineInput(MemoryByteSource([0x67, 0xFF, 0x0A, 0x67, 0x6F, 0x0A]))
    #expect(try input.nextLine() == .invalidUTF8([0x67, 0xFF]))
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

  @Test("with NUL as the separator, newlines are part of a line")
  func nulSeparated() throws {
    let input = LineInput(MemoryByteSource("a b\nc.jsonl\0d.jsonl\0\0e"), separator: 0)
    var lines: [LineInput<MemoryByteSource>.Line] = []
    while let line = try input.nextLine() { lines.append(line) }
    #expect(lines == [.text("a b\nc.jsonl"), .text("d.jsonl"), .text(""), .text("e")])
  }

  @Test(
    "a line that never ends (/dev/zero) is reported not text at once, and ends the input",
    .timeLimit(.minutes(1)))
  func endlessLine() throws {
    let input = LineInput(EndlessZeros(), maximumLineLength: 4096)
    #expect(try input.nextLine() == .notText)
    #expect(try input.nextLine() == nil)
  }

  @Test("a NUL byte ends the input at its line, unless NUL separates the lines")
  func nulByte() throws {
    let bytes: [UInt8] = [0x67, 0x6F, 0x0A, 0x62, 0x00, 0x0A, 0x67, 0x6F, 0x0A]
    let input = LineInput(MemoryByteSource(bytes))
    #expect(try input.nextLine() == .text("go"))
    #expect(try input.nextLine() == .notText)
    #expect(try input.nextLine() == nil)
    let separated = LineInput(MemoryByteSource(bytes), separator: 0)
    #expect(try separated.nextLine() == .text("go\nb"))
  }
}

/// A source of NUL bytes that never ends, like /dev/zero.
private struct EndlessZeros: ByteSource {
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    buffer.initializeMemory(as: UInt8.self, repeating: 0)
    return buffer.count
  }
}
