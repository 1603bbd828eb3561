import Foundation
import MonsoonSystem

/// The checkpoint index's workload: `replay --at` a seq near the end of the big log, with a
/// valid index and without one (`MONSOON_INDEX_DIR=off`).
extension Bench {
  /// Points the tool's checkpoint indexes at the work directory (unless the user named a
  /// place), so that the benchmark never writes into the user's cache.
  func keepIndexesInWorkDirectory() {
    guard Environment.value("MONSOON_INDEX_DIR") == nil else { return }
    try? Environment.set("MONSOON_INDEX_DIR", to: options.workDirectory + "/index")
  }

  /// The rows for `replay --at` near the end of `big`, with and without its index.
  func indexedJumpRows(big: String, events: Int) -> [BenchRow] {
    let saved = Environment.value("MONSOON_INDEX_DIR")
    defer {
      if let saved {
        try? Environment.set("MONSOON_INDEX_DIR", to: saved)
      } else {
        try? Environment.remove("MONSOON_INDEX_DIR")
      }
    }
    let directory =
      saved.flatMap { $0.isEmpty || $0 == "off" ? nil : $0 }
      ?? options.workDirectory + "/index"
    let arguments = ["replay", big, "--at", "\(max(0, events - 100))", "--format", "json"]
    do {
      try? Environment.set("MONSOON_INDEX_DIR", to: "off")
      let without = try ChildProcess.best(runs: options.runs, tool, arguments)
      try? Environment.set("MONSOON_INDEX_DIR", to: directory)
      let build = try ChildProcess.run(tool, ["index", big])
      guard build.status == 0 else {
        throw BenchError("monsoon-replay index exited \(build.status)")
      }
      let with = try ChildProcess.best(runs: options.runs, tool, arguments)
      return [
        BenchRow(name: "replay --at end-100, no index", seconds: without.seconds),
        BenchRow(
          name: "replay --at end-100, indexed", seconds: with.seconds,
          peakResidentMegabytes: Double(with.peakResidentBytes) / 1e6,
          ratio: without.seconds / with.seconds, ratioName: "faster",
          note: String(format: "index built in %.3f s", build.seconds)),
      ]
    } catch {
      return [BenchRow(name: "replay --at with an index", note: "not measured: \(error)")]
    }
  }
}
