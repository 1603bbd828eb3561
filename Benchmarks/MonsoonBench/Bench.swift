import Foundation
import MonsoonEvents
import MonsoonReplay

/// Runs every workload of the performance issue side by side and reports ratios.
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
    log("generating a \(options.size >> 20) MiB log in \(options.workDirectory) …")
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

    log("wc -l and monsoon-replay replay, taking turns …")
    let floorAndReplay = try ChildProcess.bestInterleaved(
      runs: options.runs,
      [("/usr/bin/wc", ["-l", big]), (tool, ["replay", big, "--format", "json"])])
    let (wc, replay) = (floorAndReplay[0], floorAndReplay[1])
    report.rows.append(
      BenchRow(
        name: "wc -l (reading bytes: the floor)", seconds: wc.seconds,
        megabytesPerSecond: megabytes / wc.seconds, eventsPerSecond: Double(events) / wc.seconds,
        peakResidentMegabytes: mb(wc.peakResidentBytes)))

    log("JSONDecoder baseline on the first \(options.baselineSize >> 20) MiB …")
    var baselineSeconds = Double.infinity
    var baseline: (events: Int, bytes: Int, state: SessionState?) = (0, 0, nil)
    for _ in 0..<options.runs {
      let start = DispatchTime.now()
      baseline = try DecoderBaseline.replay(path: big, byteLimit: options.baselineSize)
      baselineSeconds = min(baselineSeconds, elapsed(since: start))
    }
    // A baseline that replays wrongly would make the speed-up a wrong figure.
    if let state = baseline.state,
      try LogReplay(fileAt: big, through: state.seq).state != state
    {
      throw BenchError("the JSONDecoder baseline's state after seq \(state.seq) is not replay's")
    }
    let baselineRate = Double(baseline.bytes) / 1e6 / baselineSeconds
    report.rows.append(
      BenchRow(
        name: "JSONDecoder replay (baseline)", seconds: baselineSeconds,
        megabytesPerSecond: baselineRate,
        eventsPerSecond: Double(baseline.events) / baselineSeconds,
        note: "on the first \(baseline.bytes >> 20) MiB"))

    let replayRate = megabytes / replay.seconds
    report.rows.append(
      BenchRow(
        name: "monsoon-replay replay", seconds: replay.seconds, megabytesPerSecond: replayRate,
        eventsPerSecond: Double(events) / replay.seconds,
        peakResidentMegabytes: mb(replay.peakResidentBytes),
        ratio: replay.seconds / wc.seconds, ratioName: "of wc -l", target: "<= 10x wc -l",
        met: replay.seconds <= 10 * wc.seconds))
    report.rows.append(
      BenchRow(
        name: "JSONDecoder / replay (speed-up)", ratio: replayRate / baselineRate,
        ratioName: "faster", target: ">= 50x", met: replayRate / baselineRate >= 50))
    report.rows.append(
      BenchRow(
        name: "replay peak RSS", peakResidentMegabytes: mb(replay.peakResidentBytes),
        target: "<= 32 MB", met: mb(replay.peakResidentBytes) <= 32))

    for (name, arguments) in [
      ("monsoon-replay verify", ["verify", big]),
    ] {
      log("\(name) …")
      report.rows.append(streamingRow(name, arguments, megabytes: megabytes, events: events))
    }

    report.rows.append(
      contentsOf: projectionRows(big: big, megabytes: megabytes, events: events))

    report.rows.append(contentsOf: scanRows(big: big))

    log("replay --at near the end …")
    report.rows.append(jumpRow(big: big, events: events))

    log("many files: \(options.manyFiles) logs of 100 events …")
    report.rows.append(contentsOf: manyFilesRows())
    log("a fleet: \(options.fleetFiles) logs of 10 events, listed, in batches, as a directory …")
    report.rows.append(contentsOf: fleetListRows())
    log("shrink of a \(options.shrinkEvents)-event log …")
    report.rows.append(contentsOf: shrinkRows())

    report.rows.append(contentsOf: durableSendRows())
    report.rows.append(contentsOf: sendCostRows())

    report.rows.append(contentsOf: reducerRows())
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

  private func streamingRow(_ name: String, _ arguments: [String], megabytes: Double, events: Int)
    -> BenchRow
  {
    do {
      let run = try ChildProcess.best(runs: options.runs, tool, arguments)
      return BenchRow(
        name: name, seconds: run.seconds, megabytesPerSecond: megabytes / run.seconds,
        eventsPerSecond: Double(events) / run.seconds,
        peakResidentMegabytes: mb(run.peakResidentBytes), target: "peak <= 32 MB",
        met: mb(run.peakResidentBytes) <= 32)
    } catch {
      return BenchRow(name: name, note: "not measured: \(error)")
    }
  }

  /// Runs of a workload of a tenth of a second, whose best is noisier than a long one's.
  private static let shortWorkloadRuns = 10

  private func manyFilesRows() -> [BenchRow] {
    do {
      let files = try InputFiles.manyLogs(
        count: options.manyFiles, events: 100, in: options.workDirectory)
      let runs = max(options.runs, Self.shortWorkloadRuns)
      let half = files.count / 2
      let (tool, verifyOne) = (tool, ["verify", "--jobs", "1"])
      let best = try ChildProcess.bestInterleaved(
        runs: runs,
        [
          ("verify --jobs 1", { try ChildProcess.run(tool, verifyOne + files) }),
          ("verify --jobs 2", { try ChildProcess.run(tool, ["verify", "--jobs", "2"] + files) }),
          (
            "2 × verify --jobs 1",
            {
              try ChildProcess.runTogether([
                (tool, verifyOne + files[..<half]), (tool, verifyOne + files[half...]),
              ])
            }
          ),
        ])
      let (one, two, processes) = (best[0], best[1], best[2])
      return [
        BenchRow(
          name: "verify \(files.count) files --jobs 1", seconds: one.seconds,
          note: "best of \(runs), taking turns with --jobs 2"),
        BenchRow(
          name: "verify \(files.count) files --jobs 2", seconds: two.seconds,
          ratio: one.seconds / two.seconds, ratioName: "faster than 1 job",
          target: ">= 1.7x", met: one.seconds / two.seconds >= 1.7),
        BenchRow(
          name: "2 processes of verify --jobs 1, half the files each", seconds: processes.seconds,
          ratio: one.seconds / processes.seconds, ratioName: "faster than 1 job",
          note: "the machine's own ceiling for splitting this work in two"),
      ]
    } catch {
      return [BenchRow(name: "verify many files", note: "not measured: \(error)")]
    }
  }

  private func shrinkRows() -> [BenchRow] {
    do {
      let log = try InputFiles.log(events: options.shrinkEvents, in: options.workDirectory)
      let replay = try ChildProcess.best(runs: options.runs, tool, ["replay", log])
      let output = "\(options.workDirectory)/shrunk.jsonl"
      let stderr = "\(options.workDirectory)/shrink.stderr"
      let condition = try finalStateCondition(log)
      var best: ChildRun?
      for _ in 0..<options.runs {
        let run = try ChildProcess.run(
          tool, ["shrink", log, "--until", condition, "-o", output], errorPath: stderr)
        guard run.status == 0 else { throw BenchError("shrink exited \(run.status)") }
        if best.map({ run.seconds < $0.seconds }) ?? true { best = run }
      }
      guard let best else { throw BenchError("no shrink run") }
      let kept = try countLines(output) - 1
      let progress = (try? String(contentsOfFile: stderr, encoding: .utf8)) ?? ""
      let lastLine = progress.split(separator: "\n").last.map(String.init) ?? ""
      return [
        BenchRow(
          name: "shrink \(options.shrinkEvents) events", seconds: best.seconds,
          ratio: best.seconds / replay.seconds, ratioName: "of one replay",
          target: "<= 200x one replay", met: best.seconds <= 200 * replay.seconds,
          note: "kept \(kept) events; \(lastLine)")
      ]
    } catch {
      return [BenchRow(name: "shrink", note: "not measured: \(error)")]
    }
  }

  /// A condition that holds at the end of the log and needs a handful of its events: three
  /// prompts' final options and a few nav taps.
  private func finalStateCondition(_ log: String) throws -> String {
    let json = "\(log).state.json"
    let run = try ChildProcess.run(tool, ["replay", log, "--format", "json"], output: json)
    defer { try? FileManager.default.removeItem(atPath: json) }
    guard run.status == 0,
      let data = FileManager.default.contents(atPath: json),
      let state = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let options = state["choices"] as? [String: String],
      let flavor = options["flavor"], let texture = options["texture"], let meal = options["meal"]
    else { throw BenchError("cannot read the final state of \(log)") }
    return "flavor=\"\(flavor)\" and texture=\"\(texture)\" and meal=\"\(meal)\""
      + " and nav.menu>=3 and nav.search>=2"
  }

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

  private func elapsed(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }

  private func log(_ message: String) {
    FileHandle.standardError.write(Data("monsoon-bench: \(message)\n".utf8))
  }
}
