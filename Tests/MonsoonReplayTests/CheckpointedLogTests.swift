import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTesting
import Testing

@Suite("Checkpoints: jumping to any seq after one pass")
struct CheckpointedLogTests {
  private func temporaryLog(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("monsoon-checkpoints-\(UUID().uuidString).jsonl").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func fullReplay(_ bytes: [UInt8], through seq: Int, mode: ReplayMode) throws
    -> LogReplayer
  {
    let reader = try LogReader(MemoryByteSource(bytes))
    return try LogReplayer.replay(reader, mode: mode, through: seq) { _ in }.replayer
  }

  @Test("every jump equals a full replay and re-reads at most the interval", arguments: [1, 7, 100])
  func jumpsMatchFullReplay(interval: Int) throws {
    let log = SessionGenerator.log(seed: 0xc4ec, events: 1_500, recordsSelections: true)
    let path = try temporaryLog(log.bytes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let indexed = try CheckpointedLog(path: path, mode: .strict, interval: interval)
    #expect(indexed.checkpoints.count == 1 + 1_500 / interval)
    #expect(indexed.final.state == log.finalState)
    var random = Xoshiro256StarStar(seed: UInt64(interval))
    for seq in [0, 1, interval, interval + 1, 1_499, 1_500] + (0..<40).map({ _ in
      Int(random.bounded(1_501))
    }) {
      let (replayer, linesRead) = try indexed.replayer(through: seq)
      #expect(replayer.state == (try fullReplay(log.bytes, through: seq, mode: .strict)).state)
      #expect(replayer.state.seq == seq)
      #expect(linesRead <= interval, "seq \(seq): \(linesRead) lines")
    }
  }

  @Test("lenient logs with gaps and bad lines jump to the last event at or before the seq")
  func lenientGaps() throws {
    let text = "{\"monsoon\":1,\"seed\":\"9\"}\n{\"seq\":2,\"type\":\"tap\",\"control\":0}\nbad\n"
      + "{\"seq\":5,\"type\":\"tap\",\"control\":1}\n{\"seq\":9,\"type\":\"go\"}\n"
    let path = try temporaryLog(Array(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var warnings: [Int] = []
    let indexed = try CheckpointedLog(path: path, mode: .lenient, interval: 1) {
      warnings.append($0.line)
    }
    #expect(warnings == [3])
    let atSix = try indexed.replayer(through: 6).replayer.state
    #expect(atSix.seq == 5)
    #expect(Array(atSix.selections) == [1, 1, 0, 0, 0, 0])
    #expect(try indexed.replayer(through: 9).replayer.state.screen == .detail)
  }
}
