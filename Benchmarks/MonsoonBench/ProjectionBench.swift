import Foundation
import MonsoonToolSystem

/// The fleet projections against `replay` on the same input (issue 16: each within 2x of
/// replay's time), taking turns so that the machine's slow moments fall on every side.
enum ProjectionBench {
  /// `timeline --format json` and `follow --format json` against `replay --format json` on
  /// the big log.
  static func bigLogRows(
    tool: String, big: String, megabytes: Double, events: Int, runs: Int
  ) -> [BenchRow] {
    let commands = [
      ["replay", big, "--format", "json"], ["timeline", big, "--format", "json"],
      ["follow", big, "--format", "json"],
    ]
    do {
      // bisect exits 1 when no log meets its condition; the others only exit 0 here.
      let best = try ChildProcess.bestInterleaved(
        runs: runs, statuses: [0, 1], commands.map { (tool, $0) })
      let replay = best[0].seconds
      return zip(["replay", "timeline", "follow"], best).map { name, run in
        BenchRow(
          name: "projection: \(name) --format json", seconds: run.seconds,
          megabytesPerSecond: megabytes / run.seconds,
          eventsPerSecond: Double(events) / run.seconds,
          peakResidentMegabytes: Double(run.peakResidentBytes) / 1e6,
          ratio: run.seconds / replay, ratioName: "of replay",
          target: name == "replay" ? nil : "<= 2x replay",
          met: name == "replay" ? nil : run.seconds <= 2 * replay)
      }
    } catch {
      return [BenchRow(name: "projections on the big log", note: "not measured: \(error)")]
    }
  }

  /// `replay --each --format json` (the per-session projection), `bisect --each` (the hit
  /// projection) and `timeline` over a directory of `count` logs of 100 events, each against
  /// `replay --each` on the same files; `timeline` on one log of as many events against
  /// `replay` on that log.
  static func manyLogRows(tool: String, count: Int, directory: String, runs: Int) -> [BenchRow] {
    do {
      let files = try InputFiles.manyLogs(count: count, events: 100, in: directory)
      let folder = (files.first.map { ($0 as NSString).deletingLastPathComponent }) ?? directory
      let one = try InputFiles.log(events: count * 100, in: directory)
      let commands = [
        ["replay", one, "--format", "json"],
        ["timeline", one, "--format", "json"],
        ["replay", "--each", folder],
        ["replay", "--each", folder, "--format", "json"],
        ["timeline", folder, "--format", "json"],
        ["bisect", "--each", folder, "--until", "nav.menu >= 2 and screen = detail",
          "--format", "json"],
      ]
      // bisect exits 1 when no log meets its condition; the others only exit 0 here.
      let best = try ChildProcess.bestInterleaved(
        runs: runs, statuses: [0, 1], commands.map { (tool, $0) })
      let (replayOne, timelineOne, replayEach, replayEachJSON, timelineMany, hits) = (
        best[0].seconds, best[1].seconds, best[2].seconds, best[3].seconds, best[4].seconds,
        best[5].seconds
      )
      return [
        BenchRow(
          name: "projection: replay, one log of \(count * 100) events", seconds: replayOne,
          note: "the same events as the \(count) logs below"),
        BenchRow(
          name: "projection: timeline --format json, one log", seconds: timelineOne,
          ratio: timelineOne / replayOne, ratioName: "of replay",
          target: "<= 2x replay", met: timelineOne <= 2 * replayOne),
        BenchRow(
          name: "projection: replay --each, \(count) logs", seconds: replayEach,
          note: "a directory, --jobs = cores: the baseline of the rows below"),
        BenchRow(
          name: "projection: replay --each --format json, \(count) logs", seconds: replayEachJSON,
          ratio: replayEachJSON / replayEach, ratioName: "of replay --each",
          target: "<= 2x replay --each", met: replayEachJSON <= 2 * replayEach),
        BenchRow(
          name: "projection: timeline --format json, \(count) logs", seconds: timelineMany,
          ratio: timelineMany / replayEach, ratioName: "of replay --each",
          target: "<= 2x replay --each", met: timelineMany <= 2 * replayEach),
        BenchRow(
          name: "projection: bisect --each --format json, \(count) logs", seconds: hits,
          ratio: hits / replayEach, ratioName: "of replay --each",
          target: "<= 2x replay --each", met: hits <= 2 * replayEach),
      ]
    } catch {
      return [BenchRow(name: "projections over many logs", note: "not measured: \(error)")]
    }
  }
}
