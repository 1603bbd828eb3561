import Foundation
import MonsoonSystem
import MonsoonToolSystem

/// Issues 27 and 33's rows: `wc -l` and `cat > /dev/null` (the floors), `replay`, and
/// `timeline` and `follow` in JSON against that `replay`, on three shapes of log, with the machine quiet and with one core kept busy by
/// `yes > /dev/null` (started and stopped here). Every ratio is taken in the same run, the
/// commands taking turns, so the machine's slow moments fall on every side; the load average
/// is printed before and after each half.
enum ScanBench {
  /// The rows for the writer's own lines (`big`), the same events as another writer spaces
  /// and escapes them, and a fleet of `files` logs of 100 events.
  static func rows(
    tool: String, big: String, directory: String, files: Int, runs: Int
  ) -> [BenchRow] {
    do {
      let spaced = try InputFiles.spacedLog(from: big, in: directory)
      let fleet = try InputFiles.manyLogs(count: files, events: 100, in: directory)
      let list = "\(directory)/many-\(files)x100.list0"
      try Data(fleet.map { $0 + "\0" }.joined().utf8).write(to: URL(fileURLWithPath: list))
      let folder = (fleet.first.map { ($0 as NSString).deletingLastPathComponent }) ?? directory
      var rows = [
        BenchRow(
          name: "machine", note: "\(ProcessorCores.available) cores")
      ]
      for busy in [false, true] {
        let load = busy ? try BusyCore.start() : nil
        defer { load?.stop() }
        let when = busy ? "busy" : "quiet"
        rows.append(loadRow("\(when), at the start"))
        rows += try logRows(
          tool: tool, log: big, shape: "writer's lines, \(when)", runs: runs, hasTarget: !busy)
        rows += try logRows(
          tool: tool, log: spaced, shape: "spaced+escaped, \(when)", runs: runs, hasTarget: false)
        rows += try fleetRows(
          tool: tool, folder: folder, list: list, shape: "fleet \(files)x100, \(when)",
          runs: runs)
        rows.append(loadRow("\(when), at the end"))
      }
      return rows
    } catch {
      return [BenchRow(name: "scan rows", note: "not measured: \(error)")]
    }
  }

  /// The load average.
  private static func loadRow(_ moment: String) -> BenchRow {
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return BenchRow(
      name: "load, \(moment)",
      note: "/proc/loadavg \(load.trimmingCharacters(in: .whitespacesAndNewlines))")
  }

  /// A command run through `env`, as every command here is (so that all pay the same).
  private static func command(_ arguments: [String]) -> (path: String, arguments: [String]) {
    ("/usr/bin/env", arguments)
  }

  private static func logRows(
    tool: String, log: String, shape: String, runs: Int, hasTarget: Bool
  ) throws -> [BenchRow] {
    let best = try ChildProcess.bestInterleaved(
      runs: runs,
      [
        command(["/usr/bin/wc", "-l", log]), command(["/usr/bin/cat", log]),
        command([tool, "replay", log, "--format", "json"]),
        command([tool, "timeline", log, "--format", "json"]),
        command([tool, "follow", log, "--format", "json"]),
      ])
    let (wc, cat, replay) = (best[0], best[1], best[2])
    func cores(_ run: ChildRun) -> String {
      run.cpuSeconds.map { String(format: "processor time %.2fx the wall time", $0 / run.seconds) }
        ?? "processor time not measured"
    }
    func replayRow(_ name: String, _ run: ChildRun, target: Bool) -> BenchRow {
      BenchRow(
        name: "\(shape): \(name)", seconds: run.seconds,
        peakResidentMegabytes: Double(run.peakResidentBytes) / 1e6,
        ratio: run.seconds / wc.seconds, ratioName: "of wc -l",
        target: target ? "<= 4x wc -l, peak <= 32 MB" : "peak <= 32 MB",
        met: (!target || run.seconds <= 4 * wc.seconds) && run.peakResidentBytes <= 32_000_000,
        note: cores(run))
    }
    return [
      BenchRow(name: "\(shape): wc -l", seconds: wc.seconds),
      BenchRow(
        name: "\(shape): cat > /dev/null", seconds: cat.seconds, ratio: cat.seconds / wc.seconds,
        ratioName: "of wc -l"),
      replayRow("replay --format json", replay, target: hasTarget),
    ]
      + zip(["timeline", "follow"], best[3...]).map { name, run in
        BenchRow(
          name: "\(shape): \(name) --format json", seconds: run.seconds,
          peakResidentMegabytes: Double(run.peakResidentBytes) / 1e6,
          ratio: run.seconds / replay.seconds, ratioName: "of replay", target: "<= 2x replay",
          met: run.seconds <= 2 * replay.seconds,
          note: String(format: "%.2fx of wc -l; ", run.seconds / wc.seconds) + cores(run))
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
  private let child: MonsoonToolSystem.ChildProcess

  static func start() throws -> BusyCore {
    do {
      let child = try MonsoonToolSystem.ChildProcess.start(
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
