// import MonsoonSystem

/// A log kept in memory, for tests and previews; safe to read from any thread while written.
public final class MemoryLogSink: LogSink {
  private let storage = LockedValue<[UInt8]>([])

  /// Creates an empty log.
  init() {}

  /// Appends a line; it is immediately visible in `bytes`.
  public func append(_ line: [UInt8]) {
    storage.withLock { $0.append(contentsOf: line) }
  }

  /// Does nothing: every appended line is already visible.
  public func flush() {}

  /// Every byte appended so far.
  var bytes: [UInt8] {
    storage.current
  }

  /// The log so far as text.
  var text: String {
    String(decoding: bytes, as: UTF8.self)
  }
}
