/// Why a ``SessionStore`` did not apply an event, or could not write its log.
public enum SessionStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reducer refused the event; nothing was written.
  case rejected(Rejection)
  /// The log could not be written, from ``SessionStore/durable(through:)``,
  /// `SessionStore.flush()` and ``SessionStore/close()``: lines of events already applied
  /// may be missing from the log, and the store has stopped recording
  /// (``SessionStore/writeFailures()``). ``SessionStore/send(_:)`` never throws it.
  case logWriteFailed(LogWriteError)
  /// The store was closed: it applies no more events.
  case closed

  /// A sentence saying why.
  public var description: String {
    switch self {
    case .rejected(let rejection): "rejected: \(rejection)"
    case .logWriteFailed(let error): "the log could not be written: \(error)"
    case .closed: "the session store is closed; it applies no more events"
    }
  }
}
