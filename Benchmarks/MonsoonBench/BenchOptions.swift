/// The benchmark's command line.
struct BenchOptions {
  /// The soak log's size in bytes (`300M` is 300,000,000: a tester's long soak session).
  var size = 300_000_000
  var runs = 3
  var manyFiles = 10_000
  var fleetFiles = 100_000
  var workDirectory = "/tmp/monsoon-bench"
  var output = "bench-results/bench.json"
  /// One workload alone instead of the users' workloads (`durable-send`; `send-cost`: 100 sends as a user taps and back to
  /// back, durable and buffered, and opening and closing; or `projections`: the big log's
  /// projections and the many-logs ones; `scan`: three shapes of log against `wc -l`, quiet
  /// and with one core busy; `baseline-tool`: each command against `baselineTool`), or `nil`
  /// for all of them.
  var only: String?
  /// Another build of `monsoon-replay` (say, the last commit's release binary) that
  /// `--only baseline-tool` runs each command with, in turns with this build's.
  var baselineTool: String?

  static let usage = """
    USAGE: swift run -c release monsoon-bench [--size 300M] [--runs 3]
                                              [--many-files 10000] [--fleet-files 100000]
                                              [--work-dir DIR] [--output FILE.json]
                                              [--only durable-send|send-cost|reducer]
                                              [--only projections|scan]
                                              [--only baseline-tool --baseline-tool PATH]
    """

  init(_ arguments: [String]) throws {
    var index = 0
    func value() throws -> String {
      index += 1
      guard index < arguments.count else { throw BenchError("missing value\n\(Self.usage)") }
      return arguments[index]
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--size": size = try Self.bytes(value())
      case "--runs": runs = try Self.count(value())
      case "--many-files": manyFiles = try Self.count(value())
      case "--fleet-files": fleetFiles = try Self.count(value())
      case "--work-dir": workDirectory = try value()
      case "--output": output = try value()
      case "--only":
        let workload = try value()
        let workloads = [
          "durable-send", "send-cost", "reducer", "projections", "scan", "baseline-tool",
        ]
        guard workloads.contains(workload) else {
          throw BenchError(
            "--only takes durable-send, send-cost, reducer, projections, scan or baseline-tool")
        }
        only = workload
      case "--baseline-tool": baselineTool = try value()
      case "-h", "--help": throw BenchError(Self.usage)
      default: throw BenchError("unknown argument '\(arguments[index])'\n\(Self.usage)")
      }
      index += 1
    }
    if (only == "baseline-tool") != (baselineTool != nil) {
      throw BenchError("--only baseline-tool and --baseline-tool PATH go together")
    }
  }

  private static func count(_ text: String) throws -> Int {
    guard let value = Int(text), value > 0 else { throw BenchError("not a count: \(text)") }
    return value
  }

  /// `123`, `64K`, `300M`, `1G` as bytes, in thousands (`300M` is 300,000,000 bytes).
  static func bytes(_ text: String) throws -> Int {
    let units: [Character: Int] = ["K": 1_000, "M": 1_000_000, "G": 1_000_000_000]
    if let last = text.last, let unit = units[Character(last.uppercased())],
      let value = Int(text.dropLast()), value > 0
    {
      return value * unit
    }
    guard let value = Int(text), value > 0 else { throw BenchError("not a size: \(text)") }
    return value
  }
}
