import Foundation

/// The peak resident memory of one run of the tool: its VmHWM in /proc, read every
/// millisecond while it runs (the high-water mark only grows, so the last reading is the peak
/// up to a millisecond before the end).
///
/// Not `wait4`'s `ru_maxrss`: a process spawned from this large test process starts with the
/// test's own high-water mark.
enum PeakMemory {
  /// Runs the tool with `arguments` (output discarded) and returns its exit status and peak
  /// resident set in bytes, `nil` when /proc cannot tell.
  static func run(_ arguments: [String]) throws -> (status: Int32, bytes: Int?) {
    let process = Process()
    process.executableURL = ToolRunner.executableURL
    process.environment = ToolRunner.environment
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var peak: Int?
    while process.isRunning {
      if let bytes = highWaterMark(of: process.processIdentifier) { peak = max(peak ?? 0, bytes) }
      usleep(1_000)
    }
    process.waitUntilExit()
    return (process.terminationStatus, peak)
  }

  /// The peak resident set of a running process so far (VmHWM in /proc/PID/status), in
  /// bytes; `nil` when /proc cannot tell.
  static func highWaterMark(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kibibytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kibibytes * 1024
  }

  /// Whether this process runs under AddressSanitizer or ThreadSanitizer: then the tool does
  /// too, and its memory is mostly the sanitizer's (shadow memory, ASan's quarantine of freed
  /// blocks), which says nothing about the tool's own.
  static let underSanitizer: Bool = {
    let program = dlopen(nil, RTLD_NOW)
    return dlsym(program, "__asan_init") != nil || dlsym(program, "__tsan_init") != nil
  }()
}
