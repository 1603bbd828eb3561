import Foundation
import MonsoonSystem

/// Runs the tool with standard output or standard error on a pseudo-terminal, as a user's
/// terminal would be, and the other stream on a pipe.
enum PseudoTerminal {
  /// The stream that goes to the terminal.
  enum Stream {
    case output
    case errors
  }

  /// What one run wrote.
  struct Result {
    let status: Int32
    /// What reached the terminal, with the terminal's `\r\n` turned back into `\n`.
    let terminal: String
    /// What went to the pipe.
    let piped: String
  }

  /// Runs the tool with `arguments` in Tests/Fixtures, `stream` on a new pseudo-terminal.
  /// - Parameters:
  ///   - environment: variables to set (a value) or unset (`nil`) over the tests'
  ///     environment, in which `TERM` is `xterm` and `NO_COLOR` is unset.
  ///   - typed: lines typed at the terminal, then Ctrl-D: standard input is then the
  ///     terminal too (and what the terminal shows includes their echo); `nil` for
  ///     /dev/null.
  static func run(
    _ arguments: [String], terminal stream: Stream, environment changes: [String: String?] = [:],
    typed: String? = nil
  ) throws -> Result {
    let calls = try Calls()
    let controller = calls.open(O_RDWR | O_NOCTTY)
    guard controller >= 0, calls.grant(controller) == 0, calls.unlock(controller) == 0,
      let name = calls.name(controller)
    else { throw TerminalError(message: "no pseudo-terminal: errno \(errno)") }
    defer { close(controller) }
    let device = open(name, O_RDWR | O_NOCTTY)
    guard device >= 0 else { throw TerminalError(message: "cannot open \(String(cString: name))") }

    let process = Process()
    process.executableURL = ToolRunner.executableURL
    process.arguments = arguments
    process.currentDirectoryURL = ToolRunner.fixturesDirectory
    var environment = ToolRunner.environment
    environment["TERM"] = "xterm"
    environment["NO_COLOR"] = nil
    for (key, value) in changes { environment[key] = value }
    process.environment = environment
    let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: false)
    let pipe = Pipe()
    process.standardInput = typed == nil ? FileHandle.nullDevice : terminal
    process.standardOutput = stream == .output ? terminal : pipe
    process.standardError = stream == .errors ? terminal : pipe
    try process.run()
    close(device)
    if let typed {
      let bytes = Array((typed + "\u{04}").utf8)
      _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    let piped = LockedValue(Data())
    let reading = DispatchGroup()
    reading.enter()
    DispatchQueue.global().async {
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      piped.withLock { $0 = data }
      reading.leave()
    }
    var shown: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(controller, &buffer, buffer.count)
      if count > 0 {
        shown += buffer[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break  // EIO: every copy of the terminal's device is closed, the tool has exited
      }
    }
    reading.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      terminal: String(decoding: shown, as: UTF8.self).replacing("\r\n", with: "\n"),
      piped: String(decoding: piped.current, as: UTF8.self))
  }

  /// The C library's pseudo-terminal calls, which Swift's Glibc module does not export (they
  /// need _XOPEN_SOURCE), looked up by name.
  private struct Calls {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    init() throws {
      func symbol<T>(_ name: String, as type: T.Type) throws -> T {
        guard let address = dlsym(nil, name) else {
          throw TerminalError(message: "\(name) is not in the C library")
        }
        return unsafeBitCast(address, to: type)
      }
      open = try symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
      grant = try symbol("grantpt", as: (@convention(c) (Int32) -> Int32).self)
      unlock = try symbol("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
      name = try symbol(
        "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    }
  }

  struct TerminalError: Error {
    let message: String
  }
}
