import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One finished run of another program: its wall time, peak memory and exit status.
struct ChildRun {
  /// Wall-clock seconds from spawn to exit.
  let seconds: Double
  /// Peak resident set size of the child, in bytes.
  let peakResidentBytes: Int
  /// The exit status (or 128 + signal).
  let status: Int32
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
    let report = NSTemporaryDirectory() + "monsoon-bench-time-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: report) }
    let run = try spawn(
      gnuTime, ["-f", "%M", "-o", report, path] + arguments, input: input, output: output,
      errorPath: errorPath)
    let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
    let kilobytes = text.split(separator: "\n").last.flatMap { Int($0) }
    return ChildRun(
      seconds: run.seconds, peakResidentBytes: (kilobytes ?? 0) * 1024, status: run.status)
  }

  private static func spawn(
    _ path: String, _ arguments: [String], input: String?, output: String?, errorPath: String?
  ) throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(
      &actions, 2, errorPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let start = DispatchTime.now()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw BenchError("cannot run \(path): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw BenchError("wait4 failed for \(path)") }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)
    #else
      let peak = Int(usage.ru_maxrss) * 1024
    #endif
    let exited = status & 0x7f == 0
    return ChildRun(
      seconds: seconds, peakResidentBytes: peak,
      status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f))
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
    var best = [ChildRun?](repeating: nil, count: commands.count)
    for _ in 0..<max(1, runs) {
      for (index, (path, arguments)) in commands.enumerated() {
        let run = try run(path, arguments, input: input)
        guard statuses.contains(run.status) else {
          let shown =
            arguments.prefix(4).joined(separator: " ") + (arguments.count > 4 ? " …" : "")
          throw BenchError("\(path) \(shown) exited \(run.status)")
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
