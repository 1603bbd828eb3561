import Foundation
import MonsoonToolSystem

/// The workloads users run, side by side in one run with a floor and with the tools people would
/// use instead: a fleet of many small logs, a tester's soak log, `jq`, DuckDB, and start-up.
/// Each command runs in turns with the others of its group, best of `runs`, page cache warm.
extension Bench {
  /// Every row of the users' workloads.
  func userRows() -> [BenchRow] {
    var rows = [BenchRow(name: "load average before", note: LoadAverage.text())]
    log("a fleet of \(options.fleetFiles) logs of 5 to 60 events, in folders of 1,000 …")
    rows += fleetRows()
    log("a soak log of \(options.size / 1_000_000) MB: wc -l, replay, timeline, follow, jq …")
    rows += soakRows()
    log("start-up: the sample against a hello-world Swift program …")
    rows += startUpRows()
    rows.append(BenchRow(name: "load average after", note: LoadAverage.text()))
    return rows
  }

  /// The fleet: the floor, `replay --each --format json` and `verify` with their default
  /// `--jobs` and with 1 and 2, and DuckDB loading the same logs.
  private func fleetRows() -> [BenchRow] {
    do {
      let fleet = try InputFiles.fleet(count: options.fleetFiles, in: options.workDirectory)
      let (tool, runs) = (tool, options.runs)
      var floorLines = 0
      let each = ["replay", "--each", fleet.folder, "--format", "json"]
      let verify = ["verify", fleet.folder]
      let best = try ChildProcess.bestInterleaved(
        runs: runs,
        [
          (
            "the floor",
            {
              let start = DispatchTime.now()
              floorLines = try FleetFloor.countLines(below: fleet.folder)
              return ChildRun(seconds: elapsed(since: start), peakResidentBytes: 0, status: 0)
            }
          ),
          ("replay --each", { try ChildProcess.run(tool, each) }),
          ("verify", { try ChildProcess.run(tool, verify) }),
          ("replay --each --jobs 1", { try ChildProcess.run(tool, each + ["--jobs", "1"]) }),
          ("replay --each --jobs 2", { try ChildProcess.run(tool, each + ["--jobs", "2"]) }),
          ("verify --jobs 1", { try ChildProcess.run(tool, verify + ["--jobs", "1"]) }),
          ("verify --jobs 2", { try ChildProcess.run(tool, verify + ["--jobs", "2"]) }),
        ])
      guard floorLines == fleet.lines else {
        throw BenchError("the floor counted \(floorLines) lines, the fleet has \(fleet.lines)")
      }
      let floor = best[0].seconds
      let (eachDefault, verifyDefault) = (best[1], best[2])
      let (eachOne, eachTwo, verifyOne, verifyTwo) = (best[3], best[4], best[5], best[6])
      func ofFloor(_ name: String, _ run: ChildRun) -> BenchRow {
        BenchRow(
          name: name, seconds: run.seconds, peakResidentMegabytes: mb(run.peakResidentBytes),
          ratio: run.seconds / floor, ratioName: "of the floor", target: "<= 2.5x floor",
          met: run.seconds <= 2.5 * floor)
      }
      func twoJobs(_ name: String, one: ChildRun, two: ChildRun) -> BenchRow {
        BenchRow(
          name: name, seconds: two.seconds, ratio: one.seconds / two.seconds,
          ratioName: "faster than --jobs 1", target: ">= 1.6x", met: one.seconds >= 1.6 * two.seconds,
          note: String(format: "--jobs 1: %.3f s", one.seconds))
      }
      var rows = [
        BenchRow(
          name: "fleet: the floor", seconds: floor,
          note: "\(fleet.files) files, \(fleet.lines) lines: open, read, count lines, close, one thread"),
        ofFloor("fleet: replay --each --format json", eachDefault),
        ofFloor("fleet: verify", verifyDefault),
        twoJobs("fleet: replay --each --jobs 2", one: eachOne, two: eachTwo),
        twoJobs("fleet: verify --jobs 2", one: verifyOne, two: verifyTwo),
      ]
      rows.append(duckDBRow(fleet: fleet.folder, against: eachDefault.seconds))
      return rows
    } catch {
      return [BenchRow(name: "fleet", note: "not measured: \(error)")]
    }
  }

  /// DuckDB's Python package loading every log of the fleet with `read_json`, timed from the
  /// query's start, against `replay --each --format json`; DuckDB comes from the virtual
  /// environment `scripts/fleet-duckdb.sh` makes, `.build/fleet-venv`, or `python3`'s own.
  private func duckDBRow(fleet folder: String, against replaySeconds: Double) -> BenchRow {
    let name = "fleet: DuckDB read_json (load only)"
    let script = """
      from sys import argv
      from time import perf_counter
      from duckdb import connect
      connection = connect()
      connection.execute("set enable_progress_bar = false")
      start = perf_counter()
      connection.execute(
          "create table logs as select * from read_json(?, format = 'newline_delimited', "
          "union_by_name = true)", [argv[1] + "/*/*.jsonl"])
      rows = connection.execute("select count(*) from logs").fetchone()[0]
      print(perf_counter() - start, rows)
      """
    // The virtual environment scripts/fleet-duckdb.sh installs DuckDB into, else python3.
    let venv = ".build/fleet-venv/bin/python"
    let python = FileManager.default.isExecutableFile(atPath: venv) ? venv : "/usr/bin/python3"
    let output = "\(options.workDirectory)/duckdb.out"
    var best = Double.infinity
    for _ in 0..<options.runs {
      guard
        let run = try? ChildProcess.run(
          python, ["-c", script, folder], output: output, errorPath: "\(output).err"),
        run.status == 0,
        let text = try? String(contentsOfFile: output, encoding: .utf8),
        let last = text.split(separator: "\n").last,
        let seconds = last.split(separator: " ").first.flatMap({ Double($0) })
      else {
        let error = (try? String(contentsOfFile: "\(output).err", encoding: .utf8)) ?? ""
        let reason = error.split(separator: "\n").last.map(String.init) ?? "no output"
        return BenchRow(
          name: name, note: "not measured: \(reason) (scripts/fleet-duckdb.sh installs DuckDB)")
      }
      best = min(best, seconds)
    }
    return BenchRow(
      name: name, seconds: best, ratio: best / replaySeconds,
      ratioName: "of replay --each", target: ">= 10x", met: best >= 10 * replaySeconds)
  }

  /// The soak log: `replay` against `wc -l`, `timeline` and `follow --format json` against
  /// `replay`, and `jq` filtering the same lines.
  private func soakRows() -> [BenchRow] {
    do {
      let soak = try InputFiles.bigLog(bytes: options.size, in: options.workDirectory)
      let megabytes = Double(options.size) / 1e6
      let commands: [(String, [String])] = [
        ("/usr/bin/wc", ["-l", soak]),
        (tool, ["replay", soak]),
        (tool, ["timeline", soak, "--format", "json"]),
        (tool, ["follow", soak, "--format", "json"]),
        ("/usr/bin/env", ["jq", "-c", "select(.type == \"go\")", soak]),
      ]
      let best = try ChildProcess.bestInterleaved(runs: options.runs, commands)
      let (wc, replay, timeline, follow, jq) = (best[0], best[1], best[2], best[3], best[4])
      func rate(_ name: String, _ run: ChildRun) -> BenchRow {
        BenchRow(
          name: name, seconds: run.seconds, megabytesPerSecond: megabytes / run.seconds,
          peakResidentMegabytes: mb(run.peakResidentBytes))
      }
      var rows = [rate("soak: wc -l (the floor)", wc)]
      var replayRow = rate("soak: replay", replay)
      replayRow.ratio = replay.seconds / wc.seconds
      replayRow.ratioName = "of wc -l"
      replayRow.target = "<= 10x wc -l, peak <= 32 MB"
      replayRow.met = replay.seconds <= 10 * wc.seconds && mb(replay.peakResidentBytes) <= 32
      rows.append(replayRow)
      for (name, run) in [("soak: timeline --format json", timeline), ("soak: follow --format json", follow)] {
        var row = rate(name, run)
        row.ratio = run.seconds / replay.seconds
        row.ratioName = "of replay"
        row.target = "<= 3x replay"
        row.met = run.seconds <= 3 * replay.seconds
        rows.append(row)
      }
      var jqRow = rate("soak: jq select(.type == \"go\")", jq)
      jqRow.ratio = jq.seconds / replay.seconds
      jqRow.ratioName = "of replay"
      jqRow.target = ">= 10x"
      jqRow.met = jq.seconds >= 10 * replay.seconds
      rows.append(jqRow)
      return rows
    } catch {
      return [BenchRow(name: "soak log", note: "not measured: \(error)")]
    }
  }

  /// `monsoon-replay` with no command (the built-in sample's final state) against a Swift
  /// program that prints one line, built here with the same toolchain.
  private func startUpRows() -> [BenchRow] {
    do {
      let hello = try InputFiles.helloWorld(in: options.workDirectory)
      let best = try ChildProcess.bestInterleaved(
        runs: max(options.runs, Self.startUpRuns), [(hello, []), (tool, [])])
      let extra = (best[1].seconds - best[0].seconds) * 1_000
      return [
        BenchRow(name: "start-up: hello-world Swift", seconds: best[0].seconds),
        BenchRow(
          name: "start-up: monsoon-replay (the sample)", seconds: best[1].seconds,
          target: "<= hello-world + 2 ms", met: extra <= 2,
          note: String(format: "%+.2f ms", extra)),
      ]
    } catch {
      return [BenchRow(name: "start-up", note: "not measured: \(error)")]
    }
  }

  /// Runs of a start-up, whose few milliseconds vary more than a long workload's.
  private static let startUpRuns = 30
}

/// `/proc/loadavg`'s three averages, so that a figure taken on a busy machine says so.
enum LoadAverage {
  static func text() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }
}
