import Foundation

/// `replay --at` a seq near the end of the big log: a jump reads the log from its start.
extension Bench {
  /// The row for `replay --at` 100 events before the end of `big`.
  func jumpRow(big: String, events: Int) -> BenchRow {
    let arguments = ["replay", big, "--at", "\(max(0, events - 100))", "--format", "json"]
    do {
      let jump = try ChildProcess.best(runs: options.runs, tool, arguments)
      return BenchRow(
        name: "replay --at end-100", seconds: jump.seconds,
        peakResidentMegabytes: Double(jump.peakResidentBytes) / 1e6,
        note: "reads from the start")
    } catch {
      return BenchRow(name: "replay --at end-100", note: "not measured: \(error)")
    }
  }
}
