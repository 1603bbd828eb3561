import MonsoonEvents
import MonsoonTestKit
import MonsoonTesting
import Testing

/// Properties of logs and replay over generated sessions on random menus. A failure reports
/// the seed and a shrunk, pasteable log (see PropertyCheck).
@Suite("Log and replay properties")
struct LogPropertyTests {
  private static let seed: UInt64 = 0x10_6c0f

  private func expectHolds(
    _ name: String, recordsSelections: Bool = true, _ property: (SessionLog) -> Bool
  ) {
    do {
      try PropertyCheck.check(
        seed: Self.seed, count: 120, events: 0...120, menus: .random,
        recordsSelections: recordsSelections, property: property)
    } catch {
      Issue.record("\(name): \(error)")
    }
  }

  private func replayAll(_ bytes: [UInt8], mode: ReplayMode) -> LogReplayer? {
    guard let reader = try? LogReader(MemoryByteSource(bytes)) else { return nil }
    return try? LogReplayer.replay(reader, mode: mode) { _ in }.replayer
  }

  @Test("replay is deterministic: the same log gives the same state every time")
  func deterministic() {
    expectHolds("determinism") { log in
      let bytes = log.bytes
      let first = replayAll(bytes, mode: .strict)
      return first != nil && first == replayAll(bytes, mode: .strict)
        && first?.state == log.finalState
    }
  }

  @Test("every selection is always within its prompt's choices, after every event")
  func selectionsInRange() async {
    let sessions = Generator.sessions(SessionShape(menus: .menus(), length: 0...120))
    await checkEachStep(of: sessions, seed: Self.seed, count: 120) { step in
      for (control, index) in step.after.selections.enumerated() {
        #expect(index < step.after.menu.optionCounts[control], "control \(control)")
      }
    }
  }

  @Test("replaying a prefix, then the rest from its state, equals replaying everything")
  func prefixThenRest() {
    expectHolds("prefix") { log in
      guard let all = replayAll(log.bytes, mode: .strict) else { return false }
      for cut in [0, log.records.count / 3, log.records.count / 2, log.records.count] {
        var first = LogReplayer(header: log.header, mode: .strict)
        for record in log.records[..<cut] {
          guard (try? first.apply(record)) != nil else { return false }
        }
        var rest = LogReplayer(
          state: first.state, mode: .strict, lastSeq: first.lastSeq, lastTime: first.lastTime)
        for record in log.records[cut...] {
          guard (try? rest.apply(record)) != nil else { return false }
        }
        if rest.state != all.state { return false }
      }
      return true
    }
  }

  @Test("writing then reading round-trips every event exactly, with seq, t and sel")
  func writeThenRead() {
    expectHolds("round trip") { log in
      let sink = MemoryLogSink()
      guard var writer = try? LogWriter(header: log.header, sink: sink) else { return false }
      for record in log.records {
        guard (try? writer.append(record.event, time: record.time, sel: record.sel)) != nil
        else { return false }
      }
      guard let reader = try? LogReader(MemoryByteSource(sink.bytes)),
        reader.header == log.header
      else { return false }
      var read: [LogRecord] = []
      while let record = try? reader.next() { read.append(record) }
      return read.map(\.event) == log.records.map(\.event)
        && read.map(\.seq) == log.records.map(\.seq)
        && read.map(\.time) == log.records.map(\.time)
        && read.map(\.sel) == log.records.map(\.sel)
    }
  }

  @Test("lenient replay equals strict replay on valid logs, without warnings")
  func lenientEqualsStrict() {
    expectHolds("lenient") { log in
      guard let reader = try? LogReader(MemoryByteSource(log.bytes)) else { return false }
      var warnings = 0
      guard
        let lenient = try? LogReplayer.replay(
          reader, mode: .lenient,
          warning: { _ in
            warnings += 1
          }
        ).replayer
      else { return false }
      return warnings == 0 && lenient.state == replayAll(log.bytes, mode: .strict)?.state
    }
  }

  @Test("sel written by the writer (from the store's state) always verifies on replay")
  func writtenSelVerifies() {
    expectHolds("sel") { log in
      let sink = MemoryLogSink()
      guard let store = try? SessionStore(header: log.header, sink: sink) else { return false }
      for record in log.records {
        guard (try? store.send(record.event)) != nil else { return false }
      }
      let text = String(decoding: sink.bytes, as: UTF8.self)
      let withSel = text.split(separator: "\n").dropFirst().allSatisfy { $0.contains("\"sel\":") }
      return withSel && replayAll(sink.bytes, mode: .strict)?.state == store.state
    }
  }

  @Test("version 1: randomize is uniform over the other 719 combinations (chi-square, 143,800 draws)")
  func randomizeIsUniform() throws {
    let current = [2, 1, 0, 1, 0, 3]
    let setUp = current.enumerated().map { Event.select(prompt: $0.offset, option: $0.element) }
    var state = SessionState(seed: Self.seed, formatVersion: .version1)
    var counts = [Int](repeating: 0, count: ChooserMenu.standard.combinationCount)
    let draws = 143_800
    for _ in 0..<draws {
      for event in setUp { try SessionReducer.reduce(&state, event) }
      try SessionReducer.reduce(&state, .randomize)
      let index = zip(state.selections, ChooserMenu.standard.optionCounts).reduce(0) {
        $0 * $1.1 + $1.0
      }
      counts[index] += 1
    }
    let currentIndex = zip(current, ChooserMenu.standard.optionCounts).reduce(0) {
      $0 * $1.1 + $1.0
    }
    #expect(counts[currentIndex] == 0, "randomize landed on the current combination")
    let expected = Double(draws) / 719
    let statistic = counts.enumerated().filter { $0.offset != currentIndex }.reduce(0.0) {
      $0 + (Double($1.element) - expected) * (Double($1.element) - expected) / expected
    }
    // 718 degrees of freedom; the 0.999 quantile (Wilson–Hilferty) is about 840.7.
    let threshold = 840.7
    #expect(statistic < threshold, "chi-square \(statistic) >= \(threshold) (seed \(Self.seed))")
    #expect(statistic > 600, "chi-square \(statistic) is implausibly small (seed \(Self.seed))")
  }

  @Test("version 2: randomize gives every prompt a new option, uniform over the 48 such combinations (chi-square, 96,000 draws)")
  func randomizeRenewsEveryPromptUniformly() throws {
    let current = [2, 1, 0, 1, 0, 3]
    let counts = ChooserMenu.standard.optionCounts
    let setUp = current.enumerated().map { Event.select(prompt: $0.offset, option: $0.element) }
    var state = SessionState(seed: Self.seed, formatVersion: .version2)
    var landed: [Int: Int] = [:]
    let draws = 96_000
    for _ in 0..<draws {
      for event in setUp { try SessionReducer.reduce(&state, event) }
      try SessionReducer.reduce(&state, .randomize)
      let selections = Array(state.selections)
      let kept = zip(selections, current).filter { $0.0 == $0.1 }.count
      #expect(kept == 0, "randomize kept \(kept) options: \(selections) (seed \(Self.seed))")
      landed[zip(selections, counts).reduce(0) { $0 * $1.1 + $1.0 }, default: 0] += 1
    }
    // Every prompt of n options has n - 1 others: 3 x 2 x 2 x 1 x 1 x 4 combinations.
    let combinations = counts.map { $0 - 1 }.reduce(1, *)
    #expect(combinations == 48 && landed.count == combinations)
    let expected = Double(draws) / Double(combinations)
    let statistic = landed.values.reduce(0.0) {
      $0 + (Double($1) - expected) * (Double($1) - expected) / expected
    }
    // 47 degrees of freedom; the 0.999 quantile (Wilson–Hilferty) is about 82.8, the 0.001
    // quantile about 22.5.
    #expect(statistic < 82.8, "chi-square \(statistic) >= 82.8 (seed \(Self.seed))")
    #expect(statistic > 22.5, "chi-square \(statistic) is implausibly small (seed \(Self.seed))")
  }
}
