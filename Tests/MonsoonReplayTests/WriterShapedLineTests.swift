@testable import MonsoonEvents
@testable import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("The fast decoder (the writer's template) agrees with the strict decoder")
struct WriterShapedLineTests {
  private func decodeBoth(_ line: [UInt8]) -> (fast: LogRecord?, strict: Result<LogRecord, LogProblem>) {
    line.withUnsafeBytes { bytes in
      let fast = WriterShapedLine.decode(bytes, lineNumber: 7)
      let strict = Result { () throws(LogProblem) in try LogRecord.decode(bytes, lineNumber: 7) }
      return (fast, strict)
    }
  }

  @Test("every line a writer produces takes the fast path and decodes identically")
  func writerLinesAreFast() throws {
    var generator = SessionGenerator(seed: 0xfa57, recordsSelections: true)
    for _ in 0..<5_000 {
      var record = generator.next()
      record.line = 7
      var line = LogLine.event(record)
      line.removeLast()
      let (fast, strict) = decodeBoth(line)
      #expect(fast == record, "\(String(decoding: line, as: UTF8.self))")
      #expect(try strict.get() == record)
    }
  }

  @Test(
    "the writer's template declines a fraction or an exponent after any of its numbers",
    arguments: [".5", "e3", "E3", ".0"])
  func templateDeclinesFractions(suffix: String) {
    let line = #"{"seq":12,"t":1764410400000,"type":"select","control":3,"choice":0,"sel":[1,2]}"#
    var numbers = 0
    for (index, character) in zip(line.indices, line) where character.isNumber {
      let next = line.index(after: index)
      guard next < line.endIndex, !line[next].isNumber else { continue }
      numbers += 1
      var changed = line
      changed.insert(contentsOf: suffix, at: next)
      let bytes = Array(changed.utf8)
      #expect(
        bytes.withUnsafeBytes { WriterShapedLine.decode($0, lineNumber: 1) } == nil, "\(changed)")
      let buffered = bytes + Array("\n".utf8) + Array(repeating: UInt8(ascii: " "), count: 16)
      #expect(
        buffered.withUnsafeBytes { WriterShapedLine.decodeLine(atStartOf: $0, lineNumber: 1) }
          == nil, "\(changed)")
    }
    #expect(numbers == 6)
    #expect(Array(line.utf8).withUnsafeBytes { WriterShapedLine.decode($0, lineNumber: 1) } != nil)
  }

  @Test("the writer's template declines the same event with its fields in another order")
  func templateNeedsWriterOrder() throws {
    let line = Array("{\"t\":5,\"seq\":1,\"type\":\"go\"}".utf8)
    let (fast, strict) = decodeBoth(line)
    #expect(fast == nil)
    #expect(try strict.get().event == .go)
  }

  @Test("on mutated lines the fast path either declines or agrees with the strict decoder")
  func mutatedLinesAgree() {
    let seed: UInt64 = 0x5eed_fa57
    var random = Xoshiro256StarStar(seed: seed)
    var generator = SessionGenerator(seed: seed, recordsSelections: true)
    let alphabet = Array("{}[]\",:0123456789-.eE \\tapsqlcontrlhibuy".utf8) + [0x80, 0xC3, 0x00]
    var fastAccepted = 0
    for _ in 0..<20_000 {
      var line = LogLine.event(generator.next())
      line.removeLast()
      for _ in 0...random.bounded(3) {
        let position = Int(random.bounded(UInt64(line.count)))
        let byte = alphabet[Int(random.bounded(UInt64(alphabet.count)))]
        switch random.bounded(3) {
        case 0: line[position] = byte
        case 1: line.insert(byte, at: position)
        default: if line.count > 2 { line.remove(at: position) }
        }
      }
      let (fast, strict) = decodeBoth(line)
      guard let fast else { continue }
      fastAccepted += 1
      let text = String(decoding: line, as: UTF8.self)
      #expect((try? strict.get()) == fast, "seed \(seed): fast path accepted \(text)")
    }
    #expect(fastAccepted > 1_000, "the mutations should leave many lines valid")
  }

  @Test(
    "lines outside the common shape are left to the strict decoder",
    arguments: [
      "{ \"seq\":1,\"type\":\"go\"}", "{\"seq\":1,\"type\":\"go\",\"x\":1}",
      "{\"seq\":1,\"type\":\"t\\u0061p\",\"control\":1}", "{\"seq\":01,\"type\":\"go\"}",
      "{\"seq\":1,\"type\":\"go\",\"t\":1.5}", "{\"seq\":1,\"seq\":2,\"type\":\"go\"}",
      "{\"seq\":0,\"type\":\"go\"}", "{\"seq\":1,\"type\":\"tap\",\"control\":-1}",
      "{\"seq\":1,\"type\":\"nav\",\"button\":\"share\"}", "{\"seq\":1,\"type\":\"go\"}\r",
      "{\"seq\":1,\"type\":\"randomizX\"}", "{\"seq\":1,\"type\":\"tap\"}",
      "{\"seq\":1,\"type\":\"go\",\"sel\":[0,0,0,0,0,0,0,0,0]}",
      "{\"seq\":1234567890123456789,\"type\":\"go\"}",
    ])
  func declines(line: String) {
    #expect(decodeBoth(Array(line.utf8)).fast == nil)
  }
}
