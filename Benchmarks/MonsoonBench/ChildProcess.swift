import Foundation
import MonsoonSystem
import MonsoonToolSystem

/// One finished run of another program: its wall time, peak memory and exit status.
struct ChildRun {
  /// Wall-clock seconds from spawn to exit.
  let seconds: Double
  /// Peak resident set size of the child, in bytes.
  let peakResidentBytes: Int
  /// The exit status (or 128 + signal).
  let status: Int32
  /// The processor time the child used, user and system, in seconds (from GNU time; `nil`
  /// without it): more than ``seconds`` when it ran on more than one core.
  var cpuSeconds: Double? = nil
}

/// Spawns programs and measures them.
///
/// Peak memory comes from GNU time (`/usr/bin/time -f %M`) when it is installed: a child
/// spawned straight from this process would report at least this process's own peak, since
/// Linux carries the parent's high-water mark into a vfork child.
enum ChildProcess {
  private static let gnuTime = "/usr/bin/time"

  /// Whether peak memory figures are exact (GNU time present) or upper bounds.
  static var measuresPeakExactly: Bool { FileManager.default.isExecutableFile(atPath: gnuTime) }

  /// Runs `path` with `arguments`, standard input from `input` (or /dev/null) and standard
  /// output to `output` (or /dev/null); standard error is kept in `errorPath` when given.
  static func run(
    _ path: String, _ arguments: [String], input: String? = nil, output: String? = nil,
    errorPath: String? = nil
  ) throws -> ChildRun {
    guard measuresPeakExactly else {
      return try spawn(path, arguments, input: input, output: output, errorPath: errorPath)
    }
    let report = NSTemporaryDirectory() + "monsoon-bench-time-\(ProcessID.current.rawValue)"
    defer { try? FileManager.default.removeItem(atPath: report) }
    let run = try spawn(
      gnuTime, ["-f", "%M %U %S", "-o", report, path] + arguments, input: input, output: output,
      errorPath: errorPath)
    let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
    let fields = text.split(separator: "\n").last?.split(separator: " ") ?? []
    let kilobytes = fields.first.flatMap { Int($0) }
    let cpu = fields.count == 3 ? Double(fields[1]).flatMap { user in
      Double(fields[2]).map { user + $0 }
    } : nil
    return ChildRun(
      seconds: run.seconds, peakResidentBytes: (kilobytes ?? 0) * 1024, status: run.status,
      cpuSeconds: cpu)
  }

  private static func spawn(
    _ path: String, _ arguments: [String], input: String?, output: String?, errorPath: String?
  ) throws -> ChildRun {
    let start = DispatchTime.now()
    let child = try launch(path, arguments, input: input, output: output, errorPath: errorPath)
    let (status, peak) = try awaitExit(child, path)
    return ChildRun(seconds: elapsed(since: start), peakResidentBytes: peak, status: status)
  }

  /// Runs commands at the same time, their output discarded: the time from the first start to
  /// the last exit, and the worst exit status.
  static func runTogether(_ commands: [(path: String, arguments: [String])]) throws -> ChildRun {
    let start = DispatchTime.now()
    let children = try commands.map { command in
      try launch(command.path, command.arguments, input: nil, output: nil, errorPath: nil)
    }
    var worst: Int32 = 0
    for (child, command) in zip(children, commands) {
      worst = max(worst, try awaitExit(child, command.path).status)
    }
    return ChildRun(seconds: elapsed(since: start), peakResidentBytes: 0, status: worst)
  }

  private static func launch(
    _ path: String, _ arguments: [String], input: String?, output: String?, errorPath: String?
  ) throws -> MonsoonToolSystem.ChildProcess {
    do {
      return try MonsoonToolSystem.ChildProcess.start(
        path, arguments,
        redirections: [
          .readFile(0, from: FilePath(input ?? "/dev/null")),
          .writeFile(1, to: FilePath(output ?? "/dev/null")),
          .writeFile(2, to: FilePath(errorPath ?? "/dev/null")),
        ])
    } catch {
      throw BenchError("cannot run \(path): \(error)")
    }
  }

  /// Waits for a child: its exit status (128 + the signal when killed) and peak memory.
  private static func awaitExit(_ child: MonsoonToolSystem.ChildProcess, _ path: String) throws -> (
    status: Int32, peakResidentBytes: Int
  ) {
    guard let (termination, peak) = try? child.waitMeasuringMemory() else {
      throw BenchError("wait4 failed for \(path)")
    }
    switch termination {
    case .exited(let status): return (status, peak)
    case .killed(let signal): return (128 + signal, peak)
    }
  }

  private static func elapsed(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }

  /// The fastest of `runs` runs of a command (each must exit with one of `statuses`).
  static func best(
    runs: Int, statuses: Set<Int32> = [0], _ path: String, _ arguments: [String],
    input: String? = nil
  ) throws -> ChildRun {
    try bestInterleaved(runs: runs, statuses: statuses, [(path, arguments)], input: input)[0]
  }

  /// The fastest of `runs` runs of each of several commands, run in turns (A, B, A, B, …) so
  /// that the machine's slow moments fall on all of them alike.
  static func bestInterleaved(
    runs: Int, statuses: Set<Int32> = [0], _ commands: [(path: String, arguments: [String])],
    input: String? = nil
  ) throws -> [ChildRun] {
    try bestInterleaved(
      runs: runs, statuses: statuses,
      commands.map { command in
        (
          name: command.path + " " + command.arguments.prefix(4).joined(separator: " "),
          run: { try run(command.path, command.arguments, input: input) }
        )
      })
  }

  /// The fastest of `runs` runs of each of several workloads, run in turns.
  static func bestInterleaved(
    runs: Int, statuses: Set<Int32> = [0], _ workloads: [(name: String, run: () throws -> ChildRun)]
  ) throws -> [ChildRun] {
    var best = [ChildRun?](repeating: nil, count: workloads.count)
    for _ in 0..<max(1, runs) {
      for (index, workload) in workloads.enumerated() {
        let run = try workload.run()
        guard statuses.contains(run.status) else {
          throw BenchError("\(workload.name) … exited \(run.status)")
        }
        if best[index].map({ run.seconds < $0.seconds }) ?? true { best[index] = run }
      }
    }
    return best.compactMap { $0 }
  }
}

/// A failure of the benchmark itself, with what to do.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
