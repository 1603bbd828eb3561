import Foundation

/// The fleet workload: `verify` over more small logs than a command line holds, given by a
/// `--files-from` list, against the same logs given as arguments in batches (what `xargs`
/// does), and the tool's peak memory as the list grows.
extension Bench {
  /// The files a batch of arguments holds: 10,000 logs fit on a command line.
  static let argumentBatch = 10_000

  /// The rows of the fleet workload over `options.fleetFiles` logs of 10 events.
  func fleetListRows() -> [BenchRow] {
    do {
      let count = options.fleetFiles
      let files = try InputFiles.manyLogs(count: count, events: 10, in: options.workDirectory)
      let list = "\(options.workDirectory)/fleet-\(count).list"
      try Data(files.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: list))
      let tenth = "\(options.workDirectory)/fleet-\(count)-tenth.list"
      try Data(files.prefix(count / 10).map { $0 + "\n" }.joined().utf8)
        .write(to: URL(fileURLWithPath: tenth))
      let logs = "\(options.workDirectory)/many-\(count)x10"
      let tool = tool
      let batches = stride(from: 0, to: files.count, by: Self.argumentBatch).map {
        Array(files[$0..<min(files.count, $0 + Self.argumentBatch)])
      }
      let runs = max(options.runs, 3)
      let best = try ChildProcess.bestInterleaved(
        runs: runs,
        [
          ("verify --files-from", { try ChildProcess.run(tool, ["verify", "--files-from", list]) }),
          ("verify in batches", { try Self.runInBatches(tool, batches) }),
          ("verify DIR", { try ChildProcess.run(tool, ["verify", logs]) }),
          (
            "verify --files-from, a tenth",
            { try ChildProcess.run(tool, ["verify", "--files-from", tenth]) }
          ),
        ])
      let (listed, batched, walked, tenthListed) = (best[0], best[1], best[2], best[3])
      let growth = Double(listed.peakResidentBytes) / Double(max(1, tenthListed.peakResidentBytes))
      return [
        BenchRow(
          name: "verify \(count) logs as arguments, \(batches.count) batches",
          seconds: batched.seconds, peakResidentMegabytes: mb(batched.peakResidentBytes),
          note: "one process per \(Self.argumentBatch) logs, one after another; best of \(runs)"),
        BenchRow(
          name: "verify \(count) logs --files-from", seconds: listed.seconds,
          peakResidentMegabytes: mb(listed.peakResidentBytes),
          ratio: listed.seconds / batched.seconds, ratioName: "of the batches",
          target: "<= 1.2x the batches", met: listed.seconds <= 1.2 * batched.seconds),
        BenchRow(
          name: "verify \(count / 10) logs --files-from",
          seconds: tenthListed.seconds, peakResidentMegabytes: mb(tenthListed.peakResidentBytes)),
        BenchRow(
          name: "peak memory, \(count) against \(count / 10) logs listed", ratio: growth,
          ratioName: "the peak", target: "<= 1.1x", met: growth <= 1.1),
        BenchRow(
          name: "verify DIR (\(count) logs in one directory)", seconds: walked.seconds,
          peakResidentMegabytes: mb(walked.peakResidentBytes),
          ratio: walked.seconds / batched.seconds, ratioName: "of the batches",
          note: "a directory's names are held while it is walked"),
      ]
    } catch {
      return [BenchRow(name: "verify a fleet of logs", note: "not measured: \(error)")]
    }
  }

  /// Runs `verify` once per batch, one after another: the time of all, the largest peak and
  /// the worst status.
  private static func runInBatches(_ tool: String, _ batches: [[String]]) throws -> ChildRun {
    var (seconds, peak, status) = (0.0, 0, Int32(0))
    for batch in batches {
      let run = try ChildProcess.run(tool, ["verify"] + batch)
      seconds += run.seconds
      peak = max(peak, run.peakResidentBytes)
      status = max(status, run.status)
    }
    return ChildRun(seconds: seconds, peakResidentBytes: peak, status: status)
  }
}
