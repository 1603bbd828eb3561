import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonToolSystem

/// Runs the users' workloads side by side with their floors and the tools people would use
/// instead, or one workload alone (`--only`), and reports ratios against their targets.
struct Bench {
  let options: BenchOptions
  let tool: String

  func run() throws -> BenchReport {
    try FileManager.default.createDirectory(
      atPath: options.workDirectory, withIntermediateDirectories: true)
    if options.only == "durable-send" || options.only == "send-cost" {
      var report = BenchReport(
        inputBytes: 0, inputEvents: 0, runs: options.runs,
        peakMemoryExact: ChildProcess.measuresPeakExactly)
      report.rows = options.only == "send-cost" ? sendCostRows() : durableSendRows()
      return report
    }
    if options.only == "reducer" {
      var report = BenchReport(
        inputBytes: 0, inputEvents: 10_000_000, runs: options.runs,
        peakMemoryExact: ChildProcess.measuresPeakExactly)
      report.rows = reducerRows()
      return report
    }
    log("generating a \(options.size / 1_000_000) MB log in \(options.workDirectory) …")
    let big = try InputFiles.bigLog(bytes: options.size, in: options.workDirectory)
    let bytes = (try FileManager.default.attributesOfItem(atPath: big)[.size] as? Int) ?? 0
    let events = try countLines(big) - 1
    var report = BenchReport(
      inputBytes: bytes, inputEvents: events, runs: options.runs,
      peakMemoryExact: ChildProcess.measuresPeakExactly)
    let megabytes = Double(bytes) / 1e6
    if options.only == "projections" {
      report.rows = projectionRows(big: big, megabytes: megabytes, events: events)
      return report
    }
    if options.only == "scan" {
      report.rows = scanRows(big: big)
      return report
    }
    if options.only == "baseline-tool", let baseline = options.baselineTool {
      log("each command with this build and with \(baseline), taking turns …")
      report.rows = BaselineToolBench.rows(
        tool: tool, baseline: baseline, big: big, count: options.manyFiles,
        directory: options.workDirectory, runs: options.runs)
      return report
    }

    report.rows = userRows()
    return report
  }

  /// The reducer alone over 10 million generated events, under the current log format's rules
  /// and under version 1's (whose Randomize draws differently).
  func reducerRows() -> [BenchRow] {
    log("reducer micro-benchmark …")
    let folds = ReducerMicroBench.eventsPerSecond(count: 10_000_000, runs: options.runs)
    let version1 = ReducerMicroBench.eventsPerSecond(
      count: 10_000_000, runs: options.runs, version: .version1)
    return [
      BenchRow(
        name: "reducer fold (pre-decoded events)",
        eventsPerSecond: folds, target: ">= 100M events/s", met: folds >= 100e6),
      BenchRow(
        name: "reducer fold (pre-decoded events, log format 1's Randomize)",
        eventsPerSecond: version1),
    ]
  }

  /// Issue 27's rows: three shapes of log, quiet and with one core busy, against `wc -l`.
  private func scanRows(big: String) -> [BenchRow] {
    log("three shapes of log against wc -l, quiet and with one core busy (yes > /dev/null) …")
    return ScanBench.rows(
      tool: tool, big: big, directory: options.workDirectory, files: options.manyFiles,
      runs: options.runs)
  }

  /// The fleet projections against replay: on the big log, and over many small logs.
  private func projectionRows(big: String, megabytes: Double, events: Int) -> [BenchRow] {
    log("projections: replay, timeline and follow --format json, taking turns …")
    let rows = ProjectionBench.bigLogRows(
      tool: tool, big: big, megabytes: megabytes, events: events, runs: options.runs)
    log("projections over \(options.manyFiles) logs of 100 events and over one log …")
    return rows
      + ProjectionBench.manyLogRows(
        tool: tool, count: options.manyFiles, directory: options.workDirectory,
        runs: max(options.runs, Self.shortWorkloadRuns))
  }

  /// 1,000 durable sends, back to back and in bursts, against the synchronous path.
  private func durableSendRows() -> [BenchRow] {
    log("durable sends: the store's writer thread and the synchronous path, taking turns …")
    return DurableSendBench.rows(
      in: options.workDirectory, events: 1_000, runs: max(options.runs, Self.shortWorkloadRuns))
  }

  /// What recording costs the caller: 100 sends 100 ms apart and back to back, durable and
  /// buffered; opening and closing.
  private func sendCostRows() -> [BenchRow] {
    log("what sends, opening and closing cost the caller (100 sends 100 ms apart take 10 s) …")
    return SendCostBench.rows(
      in: options.workDirectory, runs: max(options.runs, Self.shortWorkloadRuns))
  }

  /// Runs of a workload of a tenth of a second, whose best is noisier than a long one's.
  private static let shortWorkloadRuns = 10

  private func countLines(_ path: String) throws -> Int {
    let run = try ChildProcess.run("/usr/bin/wc", ["-l", path], output: "\(path).count")
    let text = (try? String(contentsOfFile: "\(path).count", encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: "\(path).count")
    guard run.status == 0, let count = Int(text.split(separator: " ").first ?? "") else {
      throw BenchError("cannot count lines of \(path)")
    }
    return count
  }

  func mb(_ bytes: Int) -> Double { Double(bytes) / 1e6 }

  func elapsed(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }

  func log(_ message: String) {
    FileHandle.standardError.write(Data("monsoon-bench: \(message)\n".utf8))
  }
}
