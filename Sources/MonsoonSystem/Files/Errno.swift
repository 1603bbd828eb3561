/// An error number the C library reported, such as `ENOENT`: the one way the package's system
/// calls report failure (functions throw it, typed, or a ``FileError`` that carries it).
package struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
  /// The C library's value.
  package let rawValue: Int32

  /// Wraps a C library value.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The calling thread's `errno`, as the last failed call left it.
  package static var current: Errno { Errno(rawValue: system_errno) }

  /// The system's sentence for the error, such as "No such file or directory"; safe to read
  /// from any thread.
  package var description: String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard system_strerror_r(rawValue, &buffer, buffer.count) == 0 else {
      return "error \(rawValue)"
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A signal arrived during the call (`EINTR`); the package's calls retry it.
  package static var interrupted: Errno { Errno(rawValue: _EINTR) }
  /// A positioned read or a seek on a pipe, socket or terminal (`ESPIPE`).
  package static var notSeekable: Errno { Errno(rawValue: _ESPIPE) }
  /// The name does not exist (`ENOENT`).
  package static var noSuchFile: Errno { Errno(rawValue: _ENOENT) }

  /// Whether the call would have had to wait, such as for a lock another process holds
  /// (`EWOULDBLOCK`, which is `EAGAIN` on most systems).
  package var isWouldBlock: Bool {
    rawValue == _EWOULDBLOCK || rawValue == _EAGAIN
  }
}

/// Runs a system call that returns -1 and sets `errno` on failure, again each time a signal
/// interrupts it.
/// - Returns: what the call returned.
/// - Throws: ``Errno`` when it failed for any other reason.
@inline(__always)
package func retryingInterrupts<Result: FixedWidthInteger>(
  _ call: () -> Result
) throws(Errno) -> Result {
  while true {
    let result = call()
    if result != -1 { return result }
    let error = Errno.current
    if error != .interrupted { throw error }
  }
}
