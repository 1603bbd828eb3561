import Foundation
import MonsoonSystem

/// Issue 27's rows: `replay` against `wc -l`, and `timeline`, `follow` and `replay --each`
/// JSON against `replay`, on three shapes of log, with the machine quiet and with one core
/// kept busy by `yes > /dev/null` (started and stopped here). Every ratio is taken in the
/// same run, the commands taking turns, so the machine's slow moments fall on every side.
enum ScanBench {
  /// The rows for the writer's own lines (`big`), the same events as another writer spaces
  /// and escapes them, and a fleet of `files` logs of 100 events.
  static func rows(
    tool: String, big: String, directory: String, files: Int, runs: Int
  ) -> [BenchRow] {
    // As the issue measures: no checkpoint index written or read.
    let savedIndexDirectory = Environment.value("MONSOON_INDEX_DIR")
    try? Environment.set("MONSOON_INDEX_DIR", to: "off")
    defer {
      if let savedIndexDirectory {
        try? Environment.set("MONSOON_INDEX_DIR", to: savedIndexDirectory)
      } else {
        try? Environment.remove("MONSOON_INDEX_DIR")
      }
    }
    do {
      let spaced = try InputFiles.spacedLog(from: big, in: directory)
      let fleet = try InputFiles.manyLogs(count: files, events: 100, in: directory)
      let list = "\(directory)/many-\(files)x100.list0"
      try Data(fleet.map { $0 + "\0" }.joined().utf8).write(to: URL(fileURLWithPath: list))
      let folder = (fleet.first.map { ($0 as NSString).deletingLastPathComponent }) ?? directory
      var rows: [BenchRow] = []
      for busy in [false, true] {
        let load = busy ? try BusyCore.start() : nil
        defer { load?.stop() }
        let when = busy ? "busy" : "quiet"
        rows += try logRows(tool: tool, log: big, shape: "writer's lines, \(when)", runs: runs)
        rows += try logRows(tool: tool, log: spaced, shape: "spaced+escaped, \(when)", runs: runs)
        rows += try fleetRows(
          tool: tool, folder: folder, list: list, shape: "fleet \(files)x100, \(when)",
          runs: runs)
      }
      return rows
    } catch {
      return [BenchRow(name: "scan rows", note: "not measured: \(error)")]
    }
  }

  private static func logRows(tool: String, log: String, shape: String, runs: Int) throws
    -> [BenchRow]
  {
    let best = try ChildProcess.bestInterleaved(
      runs: runs,
      [
        ("/usr/bin/wc", ["-l", log]), (tool, ["replay", log, "--format", "json"]),
        (tool, ["timeline", log, "--format", "json"]), (tool, ["follow", log, "--format", "json"]),
      ])
    let (wc, replay) = (best[0], best[1])
    return [
      BenchRow(name: "\(shape): wc -l", seconds: wc.seconds),
      BenchRow(
        name: "\(shape): replay --format json", seconds: replay.seconds,
        peakResidentMegabytes: Double(replay.peakResidentBytes) / 1e6,
        ratio: replay.seconds / wc.seconds, ratioName: "of wc -l", target: "<= 4x wc -l",
        met: replay.seconds <= 4 * wc.seconds),
    ]
      + zip(["timeline", "follow"], best[2...]).map { name, run in
        BenchRow(
          name: "\(shape): \(name) --format json", seconds: run.seconds,
          peakResidentMegabytes: Double(run.peakResidentBytes) / 1e6,
          ratio: run.seconds / replay.seconds, ratioName: "of replay", target: "<= 2x replay",
          met: run.seconds <= 2 * replay.seconds,
          note: String(format: "%.2fx of wc -l", run.seconds / wc.seconds))
      }
  }

  private static func fleetRows(
    tool: String, folder: String, list: String, shape: String, runs: Int
  ) throws -> [BenchRow] {
    let best = try ChildProcess.bestInterleaved(
      runs: runs,
      [
        ("/usr/bin/wc", ["-l", "--files0-from=\(list)"]), (tool, ["replay", "--each", folder]),
        (tool, ["replay", "--each", folder, "--format", "json"]),
      ])
    let (wc, replay, json) = (best[0], best[1], best[2])
    return [
      BenchRow(name: "\(shape): wc -l", seconds: wc.seconds),
      BenchRow(
        name: "\(shape): replay --each", seconds: replay.seconds,
        peakResidentMegabytes: Double(replay.peakResidentBytes) / 1e6,
        ratio: replay.seconds / wc.seconds, ratioName: "of wc -l"),
      BenchRow(
        name: "\(shape): replay --each --format json", seconds: json.seconds,
        peakResidentMegabytes: Double(json.peakResidentBytes) / 1e6,
        ratio: json.seconds / replay.seconds, ratioName: "of replay --each",
        target: "<= 2x replay --each", met: json.seconds <= 2 * replay.seconds),
    ]
  }
}

/// `yes > /dev/null` running beside the measured commands, keeping one core busy.
struct BusyCore {
  private let child: MonsoonSystem.ChildProcess

  static func start() throws -> BusyCore {
    do {
      let child = try MonsoonSystem.ChildProcess.start(
        "/usr/bin/yes", [], redirections: [.nullDevice(1)])
      return BusyCore(child: child)
    } catch {
      throw BenchError("cannot run yes: \(error)")
    }
  }

  /// Stops `yes` and waits for it.
  func stop() {
    try? child.terminate()
    _ = try? child.wait()
  }
}
