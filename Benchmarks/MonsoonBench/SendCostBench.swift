import Foundation
import MonsoonEvents
import MonsoonSystem

/// What recording costs the caller, as an app meets it: 100 sends to a `SessionStore` over a
/// log file, 100 ms apart (as a user taps) and back to back, durable and buffered; and how
/// long opening and closing the log block the caller, on the calling thread (`open`,
/// `close()`) and in the background (`openInBackground`, `closeInBackground()`, whose caller
/// only starts a thread).
enum SendCostBench {
  /// The sends of each run.
  static let events = 100
  /// The pause between two sends "as a user taps".
  static let tapIntervalMilliseconds = 100
  /// The events already in the log that the open measurements replay.
  static let resumedEvents = 1_000

  /// How the sends arrive.
  enum Pace: CustomStringConvertible {
    case backToBack
    case apart(milliseconds: Int)

    var description: String {
      switch self {
      case .backToBack: "back to back"
      case .apart(let milliseconds): "\(milliseconds) ms apart"
      }
    }
  }

  /// The rows: each durability and pace, then opening and closing.
  static func rows(in directory: String, runs: Int) -> [BenchRow] {
    var rows: [BenchRow] = []
    for durability in [LogDurability.durable, .buffered] {
      for pace in [Pace.apart(milliseconds: tapIntervalMilliseconds), .backToBack] {
        do {
          // A run 100 ms apart takes 10 s: one is enough, the pauses dwarf the noise.
          let count = if case .backToBack = pace { runs } else { 1 }
          rows.append(
            try sendRow(durability: durability, pace: pace, runs: count, in: directory))
        } catch {
          rows.append(BenchRow(name: "send \(durability) \(pace)", note: "not measured: \(error)"))
        }
      }
    }
    do {
      rows.append(contentsOf: try openCloseRows(runs: runs, in: directory))
    } catch {
      rows.append(BenchRow(name: "open and close", note: "not measured: \(error)"))
    }
    return rows
  }

  /// The least blocked of `runs` runs of 100 sends.
  private static func sendRow(
    durability: LogDurability, pace: Pace, runs: Int, in directory: String
  ) throws -> BenchRow {
    var best: [Double]?
    for run in 0..<runs {
      let path = "\(directory)/send-cost-\(run).jsonl"
      try? FileManager.default.removeItem(atPath: path)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let log = try SessionLogFile.open(path: path, durability: durability) {
        LogHeader(seed: InputFiles.seed)
      }
      let store = try log.makeStore()
      let times = try send(to: store, pace: pace)
      try store.close()
      if best.map({ times.reduce(0, +) < $0.reduce(0, +) }) ?? true { best = times }
    }
    let times = (best ?? []).sorted()
    let total = times.reduce(0, +)
    return BenchRow(
      name: "send, \(durability), \(pace)", seconds: total,
      note: String(
        format: "%d sends: %.3f ms blocked in all (%.2f ms per 1,000); median %.1f µs, "
          + "slowest %.1f µs; least blocked of %d runs",
        times.count, total * 1e3, total * 1e3 * 1_000 / Double(max(1, times.count)),
        times[times.count / 2] * 1e6, (times.last ?? 0) * 1e6, runs))
  }

  /// Sends taps as `pace` says.
  /// - Returns: the seconds each `send` blocked its caller.
  private static func send(to store: SessionStore, pace: Pace) throws -> [Double] {
    let promptCount = store.state.menu.count
    var times: [Double] = []
    for index in 0..<events {
      if case .apart(let milliseconds) = pace, index > 0 { usleep(UInt32(milliseconds * 1_000)) }
      let start = DispatchTime.now().uptimeNanoseconds
      try store.send(.tap(prompt: index % promptCount))
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times
  }

  /// Opening a durable log of 1,000 events and closing it after a send, on the calling
  /// thread (the median of `runs`), against what the background calls cost their caller: a
  /// thread's start.
  private static func openCloseRows(runs: Int, in directory: String) throws -> [BenchRow] {
    let path = "\(directory)/send-cost-open.jsonl"
    try? FileManager.default.removeItem(atPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let first = try SessionLogFile.open(path: path, durability: .buffered) {
      LogHeader(seed: InputFiles.seed)
    }
    let filling = try first.makeStore()
    for index in 0..<resumedEvents { try filling.send(.tap(prompt: index % 6)) }
    try filling.close()
    var opens: [Double] = []
    var closes: [Double] = []
    var threadStarts: [Double] = []
    for _ in 0..<max(1, runs) {
      var start = DispatchTime.now().uptimeNanoseconds
      let log = try SessionLogFile.open(path: path, durability: .durable) {
        LogHeader(seed: InputFiles.seed)
      }
      opens.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      let store = try log.makeStore()
      try store.send(.go)
      try store.send(.back)
      start = DispatchTime.now().uptimeNanoseconds
      try store.close()
      closes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      let done = DispatchSemaphore(value: 0)
      start = DispatchTime.now().uptimeNanoseconds
      DetachedThread.start(name: "monsoon-bench") { done.signal() }
      threadStarts.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      done.wait()
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func figures(_ values: [Double]) -> String {
      String(
        format: "%.3f ms (median of %d runs; slowest %.3f ms)", median(values) * 1e3,
        values.count, (values.max() ?? 0) * 1e3)
    }
    return [
      BenchRow(
        name: "open (durable, \(resumedEvents) events) on the caller", seconds: median(opens),
        note: "\(figures(opens)): waits for the lock and replays on the calling thread"),
      BenchRow(
        name: "close (durable) on the caller", seconds: median(closes),
        note: "\(figures(closes)): writes and fsyncs on the calling thread"),
      BenchRow(
        name: "openInBackground / closeInBackground on the caller", seconds: median(threadStarts),
        note: "\(figures(threadStarts)): the caller starts a thread and suspends; the file "
          + "work runs there"),
    ]
  }
}
