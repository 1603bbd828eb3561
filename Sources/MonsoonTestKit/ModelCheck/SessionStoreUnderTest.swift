public import MonsoonEvents

/// `SessionStore` recording into a `SessionLogFile`, the store this package ships.
///
/// `send` is the store's own, followed for a durable log by
/// `SessionStore.durable(through:)`, since the store acknowledges an event before its line
/// is on disk; `close` is `SessionStore.close()`, which writes what is queued, syncs it and
/// releases the file's lock.
public final class SessionStoreUnderTest: StoreUnderTest {
  private let logFile: SessionLogFile
  private let store: SessionStore
  private let durability: LogDurability

  /// Opens the file with `SessionLogFile.open(path:durability:newHeader:)` and makes its
  /// store.
  public init(path: String, durability: LogDurability, header: LogHeader) throws {
    logFile = try SessionLogFile.open(path: path, durability: durability) { header }
    store = try logFile.makeStore()
    self.durability = durability
  }

  /// The state the file's events reach.
  public var openedState: SessionState { logFile.state }

  /// The store's state.
  public var state: SessionState { store.state }

  /// `SessionStore.send(_:)`; for a durable log, then `SessionStore.durable(through:)`.
  public func send(_ event: Event) async throws(SessionStoreError) -> SessionState {
    let state = try store.send(event)
    if durability == .durable { try await store.durable(through: state.seq) }
    return state
  }

  /// `SessionStore.flush()`.
  public func flush() throws {
    try store.flush()
  }

  /// `SessionStore.close()`.
  public func close() throws {
    try store.close()
  }
}
