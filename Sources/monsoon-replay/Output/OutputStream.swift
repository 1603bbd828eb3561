import MonsoonEvents
import MonsoonSystem
import MonsoonToolSystem

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
  /// What waits to be written: the first `pending` bytes of `storage`, memory of the stream's
  /// own so that a line can be written straight into it (``line(maximumCount:_:)``).
  /// Not checked for exclusive access at run time (a check on every line written): a stream
  /// is not `Sendable`, so one thread uses it, and no method calls
  /// another while it holds the buffer.
  @exclusivity(unchecked) private var storage: UnsafeMutableBufferPointer<UInt8>
  @exclusivity(unchecked) private var pending = 0
  /// How many pending bytes the stream writes out by itself, without waiting for ``flush()``.
  private let capacity = 1 << 16
  /// How text meant for people is marked on this stream (plain unless coloured).
  var style = TerminalStyle.plain

  /// Standard output and standard error, the first reporting its failures on the second.
  static func standardStreams() -> (output: OutputStream, errors: OutputStream) {
    let errors = OutputStream(.standardError, name: "standard error", errors: nil)
    return (OutputStream(.standardOutput, name: "standard output", errors: errors), errors)
  }

  private init(_ descriptor: FileDescriptor, name: String, errors: OutputStream?) {
    self.descriptor = descriptor
    self.name = name
    self.errors = errors
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// Appends text for people and a newline, with every control character but line breaks
  /// and tabs escaped, the stream's own colours aside (``TerminalStyle/escaped(_:)``): the one
  /// path of text to a terminal, so that no command can forget to escape a name it prints.
  func line(_ text: String) {
    var text = style.escaped(text)
    text.withUTF8 { append($0) }
    newline()
  }

  /// Appends a line of JSON as it is, and a newline: JSON escapes the control characters that
  /// a terminal acts on itself.
  func jsonLine(_ json: String) {
    var json = json
    json.withUTF8 { append($0) }
    newline()
  }

  /// Appends what `write` appends to an array, and a newline.
  func line(_ write: (inout [UInt8]) -> Void) {
    var bytes: [UInt8] = []
    write(&bytes)
    bytes.withUnsafeBufferPointer { append($0) }
    newline()
  }

  /// Appends the whole lines, newlines included, that `write` writes straight into the
  /// buffer: the path of the projections' lines (`timeline`, `follow`), a run of them at a
  /// time, which skips a copy and a call per line.
  /// - Parameters:
  ///   - maximumCount: the most bytes `write` may write (it may not write past them).
  ///   - write: writes the lines from the start of the memory it is given, at least
  ///     `maximumCount` bytes, valid only during the call; returns how many bytes it wrote.
  ///     It must not use the stream.
  @inline(__always)
  func lines(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    if pending + maximumCount > storage.count { makeRoom(forWriting: maximumCount) }
    let start = storage.baseAddress! + pending
    let written = write(UnsafeMutableBufferPointer(start: start, count: maximumCount))
    precondition(0 <= written && written <= maximumCount, "lines were written past their room")
    pending += written
    if pending >= capacity { flush() }
  }

  /// Makes room for `count` bytes written in place after those pending: writes them out, and
  /// grows the buffer to hold `count` bytes after the most that can be pending, so that a
  /// run's room does not make every run write out.
  private func makeRoom(forWriting count: Int) {
    flush()
    guard count > storage.count - capacity else { return }
    storage.deallocate()
    storage = .allocate(capacity: capacity + count)
  }

  /// Appends bytes as they are. A quarter of the buffer's size or more are written straight
  /// out after what is pending, not copied into it first.
  func write(_ bytes: [UInt8]) {
    guard bytes.count < capacity / 4 else {
      flush()
      do {
        try descriptor.writeAll(bytes)
      } catch {
        fail(error)
      }
      return
    }
    bytes.withUnsafeBufferPointer { append($0) }
    if pending >= capacity { flush() }
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count)
    guard let source = bytes.baseAddress else { return }
    (storage.baseAddress! + pending).update(from: source, count: bytes.count)
    pending += bytes.count
  }

  private func newline() {
    reserve(1)
    storage[pending] = 0x0A
    pending += 1
    if pending >= capacity { flush() }
  }

  /// Makes room for `count` more bytes after those pending: writes them out when they leave
  /// too little, and grows the buffer for more than it holds.
  private func reserve(_ count: Int) {
    guard pending + count > storage.count else { return }
    flush()
    guard count > storage.count else { return }
    storage.deallocate()
    storage = .allocate(capacity: count)
  }

  /// Writes out what is buffered; on failure, ends the process (see ``OutputStream``).
  func flush() {
    guard pending > 0 else { return }
    defer { pending = 0 }
    do {
      try descriptor.writeAll(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: storage[..<pending])))
    } catch {
      fail(error)
    }
  }

  private func fail(_ error: Errno) -> Never {
    pending = 0
    errors?.flush()
    if error == .brokenPipe { ProcessExit.asBrokenPipe() }
    if let errors {
      errors.line("monsoon-replay: error: \(name): \(error)")
      errors.flush()
    }
    ProcessExit.immediately(FailureKind.writeFailed.exitCode.rawValue)
  }
}
