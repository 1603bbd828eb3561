@testable import MonsoonEvents
@testable import MonsoonReplay
import MonsoonTesting
import Testing

/// The app's reader (`LogReader(_:)`, as `ReplayedLog` and `SessionLogFile` open it: the strict
/// decoder alone) is the reference; the tool's (`LogReader(fast:)`: the writer's template
/// first) and the scalar scanner must read every log as it does.
@Suite("The tool's reader (template first) and the scalar scanner read every log as the app's")
struct ScanModeTests {
  /// Bytes handed out at most `readSize` at a time, so that lines cross reads.
  private struct SmallReads: ByteSource {
    let bytes: [UInt8]
    let readSize: Int
    var offset = 0

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
      let count = min(buffer.count, readSize, bytes.count - offset)
      guard count > 0 else { return 0 }
      bytes.withUnsafeBytes { source in
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
      }
      offset += count
      return count
    }
  }

  /// Everything a reader says about `bytes`, one entry a step.
  private func transcript(
    _ bytes: [UInt8], readSize: Int, maximumLineLength: Int, mode: ScanMode,
    fastDecoder: (any FastLineDecoder.Type)?
  ) -> [String] {
    let reader: LogReader
    do {
      reader = try LogReader(
        SmallReads(bytes: bytes, readSize: readSize), maximumLineLength: maximumLineLength,
        scanMode: mode, fastDecoder: fastDecoder)
    } catch {
      return ["no header: \(error)"]
    }
    var steps = ["\(reader.header)"]
    while true {
      do {
        guard let record = try reader.next() else { break }
        steps.append("\(record)")
      } catch {
        steps.append("problem: \(error)")
      }
      steps.append("at \(reader.lineNumber) \(reader.lineStartOffset) \(reader.offsetAfterLine)")
    }
    steps.append(
      "torn: \(String(describing: reader.tornTail)) \(String(describing: reader.tornTailOffset))")
    return steps
  }

  /// Reads `bytes` with the app's reader (vector and scalar) and the tool's (vector and
  /// scalar), and expects the four transcripts equal.
  private func expectSameReading(_ bytes: [UInt8], seed: UInt64) {
    for (readSize, limit) in [(Int.max, 1 << 20), (7, 64), (4096, 100)] {
      let app = transcript(
        bytes, readSize: readSize, maximumLineLength: limit, mode: .scalar, fastDecoder: nil)
      for (mode, fastDecoder) in [
        (ScanMode.vector, nil), (.vector, WriterShapedLine.self), (.scalar, WriterShapedLine.self),
      ] as [(ScanMode, (any FastLineDecoder.Type)?)] {
        let other = transcript(
          bytes, readSize: readSize, maximumLineLength: limit, mode: mode,
          fastDecoder: fastDecoder)
        #expect(
          other == app,
          "seed \(seed), reads of \(readSize), limit \(limit), \(mode), fast: \(fastDecoder != nil)")
      }
    }
  }

  @Test("the app's reader decodes with the strict decoder alone; the tool's tries the template")
  func readersDecoders() throws {
    let log = SessionGenerator.log(seed: 3, events: 20, recordsSelections: true).bytes
    let app = try LogReader(MemoryByteSource(log))
    let tool = try LogReader(fast: MemoryByteSource(log))
    #expect(app.fastDecoder == nil)
    #expect(tool.fastDecoder.map(ObjectIdentifier.init) == ObjectIdentifier(WriterShapedLine.self))
    while let record = try app.next() {
      #expect(app.fastDecodedLine == nil)
      #expect(try tool.next() == record)
      #expect(tool.fastDecodedLine != nil || ScanMode.current == .scalar)
    }
    #expect(try tool.next() == nil)
  }

  /// A writer's line rewritten as another writer might: spaces after separators, and the
  /// type's first letter escaped.
  private func spaced(_ line: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var inString = false
    for byte in line {
      if byte == UInt8(ascii: "\"") { inString.toggle() }
      out.append(byte)
      if !inString && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")) {
        out.append(UInt8(ascii: " "))
      }
    }
    return out
  }

  @Test("generated logs, in the writer's shape and in another writer's, read the same")
  func generatedLogs() {
    for seed: UInt64 in 1...40 {
      let log = SessionGenerator.log(
        seed: seed, events: Int(seed) * 7, recordsSelections: seed % 2 == 0)
      expectSameReading(log.bytes, seed: seed)
      expectSameReading(spaced(log.bytes), seed: seed)
    }
  }

  @Test("mutated logs (line ends, NULs, escapes, bytes over 0x7F) read the same")
  func mutatedLogs() {
    let alphabet = Array("\n\n\n{}[]\",:0123456789 \\tapsqelgo\r".utf8) + [0x00, 0x80, 0xC3, 0xFF]
    for seed: UInt64 in 1...300 {
      var random = Xoshiro256StarStar(seed: seed)
      var bytes = SessionGenerator.log(seed: seed, events: 30, recordsSelections: seed % 3 == 0)
        .bytes
      for _ in 0...random.bounded(6) {
        let position = Int(random.bounded(UInt64(bytes.count)))
        let byte = alphabet[Int(random.bounded(UInt64(alphabet.count)))]
        switch random.bounded(4) {
        case 0: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        case 2: bytes.insert(contentsOf: repeatElement(byte, count: 70), at: position)
        default: if bytes.count > 2 { bytes.remove(at: position) }
        }
      }
      expectSameReading(bytes, seed: seed)
    }
  }

  @Test("the vector search finds the first newline from every offset, as a byte-by-byte one")
  func searchMatchesBytewise() {
    var random = Xoshiro256StarStar(seed: 0x5ca7)
    for _ in 0..<200 {
      let count = Int(random.bounded(80))
      let bytes = (0..<count).map { _ in
        random.bounded(8) == 0 ? UInt8(0x0A) : UInt8(truncatingIfNeeded: random.bounded(256))
      }
      bytes.withUnsafeBytes { buffer in
        for from in 0...count {
          for to in from...count {
            #expect(
              VectorScan.firstIndex(of: 0x0A, in: buffer, from: from, to: to)
                == buffer[from..<to].firstIndex(of: 0x0A))
          }
        }
      }
    }
  }
}
