/// One event line of a log, decoded.
public struct LogRecord: Hashable, Sendable {
  /// The 1-based line number in the log it was read from, for messages; where the writer would
  /// put it (`seq + 1`) for a record made from an event.
  @usableFromInline package var line: Int
  /// The event's sequence number (1 for the first event).
  public var seq: Int
  /// When the event happened, in milliseconds since the Unix epoch, if recorded.
  @usableFromInline package var time: Int?
  /// What the user did.
  public var event: Event
  /// The selections the recording device saw after the event, if recorded.
  @usableFromInline package var sel: Selections?

  /// Creates a record read from a line; inlinable, so that a decoder in another module (the
  /// tool's template) makes it in place.
  @inlinable
  package init(line: Int, seq: Int, time: Int? = nil, event: Event, sel: Selections? = nil) {
    self.line = line
    self.seq = seq
    self.time = time
    self.event = event
    self.sel = sel
  }
}
