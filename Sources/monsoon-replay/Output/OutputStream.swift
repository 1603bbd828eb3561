import MonsoonEvents
import MonsoonSystem

/// A buffered writer to standard output or standard error that checks every write.
///
/// A failed write stops the tool at once, after writing what waits for standard error:
/// - into a closed pipe (`monsoon-replay timeline big.jsonl | head -1`: the reader has all it
///   wanted), quietly, killed by `SIGPIPE` as `cat` or `git log` would be (a shell reports
///   status 141, prints nothing, and `set -o pipefail` sees that the output was cut short);
/// - for any other reason (a full disk, `/dev/full`), with
///   `monsoon-replay: error: standard output: No space left on device` and exit status 74.
///
/// A class, so that standard output can reach standard error's buffer when it fails.
final class OutputStream {
  private let descriptor: FileDescriptor
  /// The stream's name in messages.
  private let name: String
  /// The stream written out before this one reports its failure: standard error, for
  /// standard output.
  private let errors: OutputStream?
  /// What waits to be written. Not checked for exclusive access at run time (that check
  /// would cost timeline 1.5% of its instructions): a stream is not `Sendable`, so one thread
  /// uses it, and no method calls another while it holds the buffer.
  @exclusivity(unchecked) private var buffer: [UInt8] = []
  /// How text meant for people is marked on this stream (plain unless coloured).
  var style = TerminalStyle.plain
  private let capacity = 1 << 16

  /// Standard output and standard error, the first reporting its failures on the second.
  static func standardStreams() -> (output: OutputStream, errors: OutputStream) {
    let errors = OutputStream(.standardError, name: "standard error", errors: nil)
    return (OutputStream(.standardOutput, name: "standard output", errors: errors), errors)
  }

  private init(_ descriptor: FileDescriptor, name: String, errors: OutputStream?) {
    self.descriptor = descriptor
    self.name = name
    self.errors = errors
    buffer.reserveCapacity(capacity)
  }

  /// Appends text and a newline.
  func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(0x0A)
    if buffer.count >= capacity { flush() }
  }

  /// Appends what `write` appends to the buffer, and a newline, without an intermediate string.
  func line(_ write: (inout [UInt8]) -> Void) {
    write(&buffer)
    buffer.append(0x0A)
    if buffer.count >= capacity { flush() }
  }

  /// Appends bytes as they are.
  func write(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= capacity { flush() }
  }

  /// Writes out what is buffered; on failure, ends the process (see ``OutputStream``).
  func flush() {
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    do {
      try descriptor.writeAll(buffer)
    } catch {
      fail(error)
    }
  }

  private func fail(_ error: Errno) -> Never {
    buffer.removeAll()
    errors?.flush()
    if error == .brokenPipe { Platform.exitAsBrokenPipe() }
    if let errors {
      errors.line("monsoon-replay: error: \(name): \(error)")
      errors.flush()
    }
    Platform.exitNow(ExitCode.ioError.rawValue)
  }
}
