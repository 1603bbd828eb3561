import Foundation
import MonsoonToolSystem

/// The tool against another build of it (`--baseline-tool`, say the last commit's release
/// binary), command by command on the same inputs, taking turns so that the machine's slow
/// moments fall on both: how a change is shown to make no command slower.
enum BaselineToolBench {
  /// The slowdown above which a row is reported as missed: rows vary about 8% between runs.
  static let allowedSlowdown = 1.10

  /// One row per command: the tool's best time against the baseline's, on the big log and on a
  /// directory of `count` logs of 100 events.
  static func rows(
    tool: String, baseline: String, big: String, count: Int, directory: String, runs: Int
  ) -> [BenchRow] {
    do {
      let files = try InputFiles.manyLogs(count: count, events: 100, in: directory)
      let folder = (files.first.map { ($0 as NSString).deletingLastPathComponent }) ?? directory
      let commands: [(name: String, arguments: [String])] = [
        ("replay json", ["replay", big, "--format", "json"]),
        ("timeline json", ["timeline", big, "--format", "json"]),
        ("follow json", ["follow", big, "--format", "json"]),
        ("verify", ["verify", big]),
        ("replay --each json, \(count) logs", ["replay", "--each", folder, "--format", "json"]),
        ("timeline json, \(count) logs", ["timeline", folder, "--format", "json"]),
        ("summary, \(count) logs", ["summary", folder]),
      ]
      let best = try ChildProcess.bestInterleaved(
        runs: runs,
        commands.flatMap { command in [(tool, command.arguments), (baseline, command.arguments)] })
      return commands.enumerated().map { index, command in
        let (this, before) = (best[2 * index], best[2 * index + 1])
        let ratio = this.seconds / before.seconds
        return BenchRow(
          name: command.name, seconds: this.seconds,
          peakResidentMegabytes: Double(this.peakResidentBytes) / 1e6, ratio: ratio,
          ratioName: "of baseline",
          target: String(format: "<= %.2fx baseline", allowedSlowdown),
          met: ratio <= allowedSlowdown,
          note: String(format: "baseline %.3f s", before.seconds))
      }
    } catch {
      return [BenchRow(name: "the tool against its baseline", note: "not measured: \(error)")]
    }
  }
}
