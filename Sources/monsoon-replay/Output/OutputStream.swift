import MonsoonEvents
import MonsoonSystem

/// A buffered writer to standard output or standard error.
///
/// A write to a closed pipe (`monsoon-replay timeline big.jsonl | head -1`) ends the process
/// quietly with status 0: the reader has all it wanted.
struct OutputStream {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// How text meant for people is marked on this stream (plain unless coloured).
  var style = TerminalStyle.plain
  private let capacity = 1 << 16

  /// Standard output.
  static var standardOutput: OutputStream { OutputStream(descriptor: 1) }
  /// Standard error.
  static var standardError: OutputStream { OutputStream(descriptor: 2) }

  private init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(capacity)
  }

  /// Appends text and a newline.
  mutating func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(0x0A)
    if buffer.count >= capacity { flush() }
  }

  /// Appends what `write` appends to the buffer, and a newline, without an intermediate string.
  mutating func line(_ write: (inout [UInt8]) -> Void) {
    write(&buffer)
    buffer.append(0x0A)
    if buffer.count >= capacity { flush() }
  }

  /// Appends bytes as they are.
  mutating func write(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= capacity { flush() }
  }

  /// Writes out what is buffered.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    let result = buffer.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
    buffer.removeAll(keepingCapacity: true)
    if result == Platform.brokenPipe { Platform.exitNow(0) }
  }
}
