/// Why ``SessionStore/send(_:)`` did not apply an event.
public enum SessionStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reducer refused the event; nothing was written.
  case rejected(Rejection)
  /// The event's line could not be written, so the event was not applied.
  case logWriteFailed(LogWriteError)

  /// A sentence saying why.
  public var description: String {
    switch self {
    case .rejected(let rejection): "rejected: \(rejection)"
    case .logWriteFailed(let error): "the log could not be written: \(error)"
    }
  }
}
