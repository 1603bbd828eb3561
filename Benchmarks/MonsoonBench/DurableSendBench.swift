import Foundation
import MonsoonEvents
import MonsoonSystem

/// Durable recording as an app does it: a caller (the main thread) sends events to a
/// `SessionStore` over a durable log file and must not wait for the disk. Times how long the
/// caller is blocked in `send` in all, and counts the flushes to stable storage per event, for
/// the store's writer thread with group commit and for the synchronous path it replaced
/// (write and `fsync` inside `send`, on the caller's thread), in the same run.
enum DurableSendBench {
  /// How the events arrive.
  enum Arrival: CustomStringConvertible {
    /// Back to back, as fast as the caller can send.
    case backToBack
    /// In bursts of `size` events, a pause of `pauseMilliseconds` between bursts.
    case bursts(size: Int, pauseMilliseconds: Int)

    var description: String {
      switch self {
      case .backToBack: "back to back"
      case .bursts(let size, let pause): "in bursts of \(size), \(pause) ms apart"
      }
    }
  }

  /// One run's figures.
  struct Figures {
    let events: Int
    /// The time the caller spent inside `send`, summed over the events.
    let blockedSeconds: Double
    /// From the first send until every event is on stable storage.
    let wallSeconds: Double
    let synchronizations: Int
    /// How many runs this is the least blocked of.
    var runs = 1

    var synchronizationsPerEvent: Double { Double(synchronizations) / Double(events) }
  }

  /// The rows: for each arrival pattern, the writer thread and the synchronous path.
  static func rows(in directory: String, events: Int, runs: Int) -> [BenchRow] {
    let arrivals: [Arrival] = [
      .backToBack, .bursts(size: 10, pauseMilliseconds: 5), .bursts(size: 1, pauseMilliseconds: 5),
    ]
    var rows: [BenchRow] = []
    for arrival in arrivals {
      do {
        let (writer, synchronous) = try bestInterleaved(
          runs: runs, events: events, arrival: arrival, in: directory)
        rows.append(row("durable send, writer thread", writer, arrival: arrival))
        rows.append(
          BenchRow(
            name: "durable send, synchronous (before)",
            seconds: synchronous.blockedSeconds,
            ratio: synchronous.blockedSeconds / writer.blockedSeconds,
            ratioName: "more blocked",
            note: note(synchronous, arrival: arrival)))
      } catch {
        rows.append(BenchRow(name: "durable send \(arrival)", note: "not measured: \(error)"))
      }
    }
    return rows
  }

  /// The writer thread's row; back to back, it carries the target.
  private static func row(_ name: String, _ figures: Figures, arrival: Arrival) -> BenchRow {
    guard case .backToBack = arrival else {
      return BenchRow(
        name: name, seconds: figures.blockedSeconds, note: note(figures, arrival: arrival))
    }
    return BenchRow(
      name: name, seconds: figures.blockedSeconds,
      eventsPerSecond: Double(figures.events) / figures.wallSeconds,
      target: "< 5 ms blocked in all", met: figures.blockedSeconds < 0.005,
      note: note(figures, arrival: arrival))
  }

  private static func note(_ figures: Figures, arrival: Arrival) -> String {
    String(
      format: "%d events %@: %.3f ms blocked in send; %.3f fsyncs per event; all on disk in "
        + "%.1f ms; least blocked of %d runs",
      figures.events, arrival.description, figures.blockedSeconds * 1e3,
      figures.synchronizationsPerEvent, figures.wallSeconds * 1e3, figures.runs)
  }

  /// The best (least blocked) of `runs` runs of each path, taking turns.
  private static func bestInterleaved(
    runs: Int, events: Int, arrival: Arrival, in directory: String
  ) throws -> (writer: Figures, synchronous: Figures) {
    var writer: Figures?
    var synchronous: Figures?
    for run in 0..<max(1, runs) {
      let path = "\(directory)/durable-\(run).jsonl"
      let viaWriter = try measureWriterThread(path: path, events: events, arrival: arrival)
      let viaCaller = try measureSynchronous(path: path, events: events, arrival: arrival)
      if writer.map({ viaWriter.blockedSeconds < $0.blockedSeconds }) ?? true {
        writer = viaWriter
      }
      if synchronous.map({ viaCaller.blockedSeconds < $0.blockedSeconds }) ?? true {
        synchronous = viaCaller
      }
    }
    guard var writer, var synchronous else { throw BenchError("no durable-send run") }
    writer.runs = max(1, runs)
    synchronous.runs = max(1, runs)
    return (writer, synchronous)
  }

  /// The store as it is: `SessionLogFile` in durable mode, its writer thread flushing.
  private static func measureWriterThread(
    path: String, events: Int, arrival: Arrival
  ) throws -> Figures {
    try? FileManager.default.removeItem(atPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try SessionLogFile.open(path: path, durability: .durable) {
      LogHeader(seed: InputFiles.seed)
    }
    let before = log.sink.synchronizationCount
    let store = try log.makeStore()
    let start = DispatchTime.now()
    let blocked = try send(events, to: store, arrival: arrival)
    try store.flush()
    let wall = seconds(since: start)
    let figures = Figures(
      events: events, blockedSeconds: blocked, wallSeconds: wall,
      synchronizations: log.sink.synchronizationCount - before)
    try store.close()
    return figures
  }

  /// The path before the writer thread: each `send` writes its line and flushes it to stable
  /// storage on the caller's thread, inside the store's lock.
  private static func measureSynchronous(
    path: String, events: Int, arrival: Arrival
  ) throws -> Figures {
    try? FileManager.default.removeItem(atPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let sink = try SynchronousDurableSink(path: path)
    let header = LogHeader(seed: InputFiles.seed)
    try sink.append(LogLine.newHeader(header))
    let store = SessionStore(
      resuming: header.initialState, writer: LogWriter(continuing: sink, nextSeq: 1))
    let before = sink.synchronizations.current
    let start = DispatchTime.now()
    let blocked = try send(events, to: store, arrival: arrival)
    let wall = seconds(since: start)
    let figures = Figures(
      events: events, blockedSeconds: blocked, wallSeconds: wall,
      synchronizations: sink.synchronizations.current - before)
    try store.close()
    return figures
  }

  /// Sends taps as `arrival` says.
  /// - Returns: the seconds spent inside `send`, in all.
  private static func send(
    _ events: Int, to store: SessionStore, arrival: Arrival
  ) throws -> Double {
    let promptCount = store.state.menu.count
    var blocked: UInt64 = 0
    for index in 0..<events {
      if case .bursts(let size, let pause) = arrival, index > 0, index % size == 0 {
        usleep(UInt32(pause * 1_000))
      }
      let start = DispatchTime.now().uptimeNanoseconds
      try store.send(.tap(prompt: index % promptCount))
      blocked += DispatchTime.now().uptimeNanoseconds - start
    }
    return Double(blocked) / 1e9
  }

  private static func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }
}

/// The durable sink as it was: write and `fsync` on the appending thread.
private final class SynchronousDurableSink: LogSink {
  private let file: LockedValue<AppendOnlyFile>
  let synchronizations = LockedValue(0)

  init(path: String) throws {
    file = LockedValue(try AppendOnlyFile(path: path))
  }

  func append(_ line: [UInt8]) throws(LogWriteError) {
    try file.withLock { file throws(LogWriteError) in
      do {
        try file.append(line)
        try file.synchronize()
      } catch {
        throw LogWriteError(reason: "\(error)")
      }
    }
    synchronizations.withLock { $0 += 1 }
  }

  func flush() {}

  func close() throws(LogWriteError) {
    try file.withLock { file throws(LogWriteError) in
      do {
        try file.close()
      } catch {
        throw LogWriteError(reason: "\(error)")
      }
    }
  }
}
