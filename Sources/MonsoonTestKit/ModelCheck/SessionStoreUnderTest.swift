public import MonsoonEvents

/// ``SessionStore`` recording into a ``SessionLogFile``, the store this package ships.
///
/// `send` is the store's own; `close` closes the log file's sink, which writes what is
/// buffered, syncs it and releases the file's lock (the store itself closes nothing until it
/// is released).
public final class SessionStoreUnderTest: StoreUnderTest {
  private let logFile: SessionLogFile
  private let store: SessionStore

  /// Opens the file with ``SessionLogFile/open(path:durability:newHeader:)`` and makes its
  /// store.
  public init(path: String, durability: LogDurability, header: LogHeader) throws {
    logFile = try SessionLogFile.open(path: path, durability: durability) { header }
    store = logFile.makeStore()
  }

  /// The state the file's events reach.
  public var openedState: SessionState { logFile.state }

  /// The store's state.
  public var state: SessionState { store.state }

  /// ``SessionStore/send(_:)``, which returns once the line is written (and, durable, synced).
  public func send(_ event: Event) async throws(SessionStoreError) -> SessionState {
    try store.send(event)
  }

  /// ``SessionStore/flush()``.
  public func flush() throws {
    try store.flush()
  }

  /// Closes the log file's sink.
  public func close() throws {
    try logFile.sink.close()
  }
}
