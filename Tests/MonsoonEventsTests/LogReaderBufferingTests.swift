@testable import MonsoonEvents
import Testing

@Suite("What the log reader has buffered")
struct LogReaderBufferingTests {
  /// A source that hands out its chunks one read at a time, as a pipe does.
  private struct ChunkedSource: ByteSource {
    var chunks: [[UInt8]]

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int {
      guard !chunks.isEmpty else { return 0 }
      let chunk = chunks.removeFirst()
      precondition(chunk.count <= buffer.count, "test chunk larger than the buffer")
      buffer.copyBytes(from: chunk)
      return chunk.count
    }
  }

  @Test("a line is buffered until it is read; a partial line or an exhausted buffer is not")
  func bufferedLines() throws {
    let header = "{\"monsoon\":1,\"seed\":\"5\"}\n"
    let source = ChunkedSource(chunks: [
      Array((header + "{\"seq\":1,\"type\":\"go\"}\n{\"seq\":2,\"type\":\"back\"}\n{\"seq\":3,").utf8),
      Array("\"type\":\"go\"}\n".utf8),
    ])
    let reader = try LogReader(source)
    #expect(reader.hasBufferedLine)
    #expect(try reader.next()?.event == .go)
    #expect(reader.hasBufferedLine)
    #expect(try reader.next()?.event == .back)
    #expect(!reader.hasBufferedLine, "only part of line 4 is buffered")
    #expect(try reader.next()?.event == .go)
    #expect(!reader.hasBufferedLine, "the end of the input is not known until a read says so")
    #expect(try reader.next() == nil)
    #expect(reader.hasBufferedLine, "the input has ended: nothing more to wait for")
  }

  @Test("blank lines do not count: after an event and a blank line, a read may still wait")
  func blankLinesAreSkipped() throws {
    let source = ChunkedSource(chunks: [
      Array("{\"monsoon\":1,\"seed\":\"5\"}\n{\"seq\":1,\"type\":\"go\"}\n  \n\r\n".utf8),
      Array("\n{\"seq\":2,\"type\":\"back\"}\n".utf8),
    ])
    let reader = try LogReader(source)
    #expect(try reader.next()?.event == .go)
    #expect(!reader.hasBufferedLine, "only blank lines are buffered")
    #expect(try reader.next()?.event == .back)
  }

  @Test(
    "a line told from its first byte and the last line end read is one a search finds",
    arguments: [1, 2, 3])
  func firstByteAnswersAsTheSearch(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var text: [UInt8] = []
    // About 200 KB, past the first buffer: reads move and grow it.
    while text.count < 200_000 {
      let shapes = ["{\"seq\":1,\"type\":\"go\"}", "", "  ", "\r", " {\"seq\":2}", "x"]
      text += Array(shapes[Int(random.next() % UInt64(shapes.count))].utf8) + [0x0A]
    }
    var chunks: [[UInt8]] = []
    var offset = 0
    while offset < text.count {
      let size = min(1 + Int(random.next() % 5_000), text.count - offset)
      chunks.append(Array(text[offset..<offset + size]))
      offset += size
    }
    let blank: (UnsafeRawBufferPointer) -> Bool = { line in
      line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
    let splitter = LineSplitter(
      source: ChunkedSource(chunks: chunks), maximumLineLength: 1 << 20, readSize: 8_192)
    var (lines, toldQuickly) = (0, 0)
    while true {
      let quick = splitter.hasTextLineBuffered
      let searched = splitter.hasBufferedLine(skipping: blank)
      #expect(!quick || searched, "before line \(lines + 1)")
      if quick { toldQuickly += 1 }
      if searched, let first = splitter.unreadBytes.first, ![0x0A, 0x20, 0x09, 0x0D].contains(first) {
        #expect(quick, "a buffered line starting with text, before line \(lines + 1)")
      }
      guard try splitter.nextLine() != nil else { break }
      lines += 1
    }
    #expect(lines == text.count { $0 == 0x0A })
    // Two shapes in six start with text; a line cut by a read is not told quickly.
    #expect(toldQuickly > lines / 4)
  }
}
