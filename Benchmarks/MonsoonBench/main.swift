import Foundation
import MonsoonSystem
import MonsoonToolSystem

/// The `monsoon-replay` binary beside this benchmark, brought up to date first: `swift run`
/// builds only the benchmark, and timing a stale tool would measure old code.
func toolPath() throws -> String {
  let directory = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
    .deletingLastPathComponent()
  let tool = directory.appendingPathComponent("monsoon-replay").path
  let configuration = directory.lastPathComponent.contains("release") ? "release" : "debug"
  FileHandle.standardError.write(
    Data("monsoon-bench: building monsoon-replay (\(configuration)) …\n".utf8))
  let build = try ChildProcess.run(
    "/usr/bin/env", ["swift", "build", "-c", configuration, "--product", "monsoon-replay"])
  guard build.status == 0, FileManager.default.isExecutableFile(atPath: tool) else {
    throw BenchError("could not build \(tool); run: swift build -c release")
  }
  return tool
}

do {
  let options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
  // The store's workloads and the reducer's run in this process: they need no tool.
  let inProcess = ["durable-send", "send-cost", "reducer"].contains(options.only)
  let report = try Bench(options: options, tool: inProcess ? "" : try toolPath()).run()
  print(report.table)
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let url = URL(fileURLWithPath: options.output)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try encoder.encode(report).write(to: url)
  print("\nwritten to \(options.output)")
} catch {
  FileHandle.standardError.write(Data("monsoon-bench: error: \(error)\n".utf8))
  ProcessExit.exit(1)
}
