import MonsoonSystem

/// The brain of one chooser screen: owns the state, applies events, records them, and tells
/// observers about each new state.
///
/// Safe to use from any thread or task: events are applied one at a time, in the order the
/// calls acquire the store, and each applied event is written to the log before the call
/// returns and before observers see its state. A view controller or SwiftUI view holds one.
public final class SessionStore: @unchecked Sendable {
  private let lock = Lock()
  private var current: SessionState
  private var writer: LogWriter?
  private var continuations: [Int: AsyncStream<SessionState>.Continuation] = [:]
  private var nextObserver = 0
  private let recordsSelections: Bool
  private let clock: @Sendable () -> Int

  /// Creates a store that starts a new session and, when given a sink, records it there.
  /// - Parameters:
  ///   - header: the seed and menu of the session.
  ///   - sink: where the log is written, header first; `nil` records nothing.
  ///   - recordsSelections: whether each event line carries `sel`, the selections after it.
  ///   - clock: the time stamp of each event, in milliseconds since the Unix epoch.
  /// - Throws: ``LogWriteError`` when the header cannot be written.
  public init(
    header: LogHeader, sink: sending (any LogSink)? = nil, recordsSelections: Bool = true,
    clock: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) throws(LogWriteError) {
    current = header.initialState
    writer = try sink.map { sink throws(LogWriteError) in try LogWriter(header: header, sink: sink) }
    self.recordsSelections = recordsSelections
    self.clock = clock
  }

  /// Creates a store that goes on from a replayed state, appending to a writer that is
  /// positioned after the state's last event.
  public init(
    resuming state: SessionState, writer: sending LogWriter?, recordsSelections: Bool = true,
    clock: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) {
    current = state
    self.writer = writer
    self.recordsSelections = recordsSelections
    self.clock = clock
  }

  deinit {
    for continuation in continuations.values { continuation.finish() }
  }

  /// The current state.
  public var state: SessionState {
    lock.withLock { current }
  }

  /// Applies an event: on success it is written to the log, then published to observers.
  /// - Returns: the new state.
  /// - Throws: ``SessionStoreError``; the state and the log are then unchanged.
  @discardableResult
  public func send(_ event: Event) throws(SessionStoreError) -> SessionState {
    lock.lock()
    defer { lock.unlock() }
    var next = current
    do {
      try SessionReducer.reduce(&next, event)
    } catch {
      throw .rejected(error)
    }
    if writer != nil {
      let sel = recordsSelections ? next.selections : nil
      do {
        try writer?.append(event, time: clock(), sel: sel)
      } catch {
        throw .logWriteFailed(error)
      }
    }
    current = next
    for continuation in continuations.values { continuation.yield(next) }
    return next
  }

  /// Hands buffered log lines on to their destination.
  /// - Throws: ``LogWriteError`` when that fails.
  public func flush() throws(LogWriteError) {
    lock.lock()
    defer { lock.unlock() }
    try writer?.flush()
  }

  /// The current state, then every new state, for as long as the stream is iterated.
  /// - Parameter bufferingPolicy: what to keep when the observer is slower than the events;
  ///   by default only the newest state, which is what a screen needs.
  public func updates(
    bufferingPolicy: AsyncStream<SessionState>.Continuation.BufferingPolicy = .bufferingNewest(1)
  ) -> AsyncStream<SessionState> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: SessionState.self, bufferingPolicy: bufferingPolicy)
    let id = lock.withLock {
      continuation.yield(current)
      let id = nextObserver
      nextObserver += 1
      continuations[id] = continuation
      return id
    }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      _ = self.lock.withLock { self.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Milliseconds since the Unix epoch, from the system clock.
  public static let systemClock: @Sendable () -> Int = {
    SystemClock.millisecondsSinceEpoch()
  }
}
