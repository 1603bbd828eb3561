import MonsoonSystem

/// The brain of one chooser screen: owns the state, applies events, records them, and tells
/// observers about each new state.
///
/// Safe to use from any thread or task: events are applied one at a time, in the order the
/// calls acquire the store, and each applied event is written to the log before the call
/// returns and before observers see its state. A view controller or SwiftUI view holds one.
public final class SessionStore: Sendable {
  private let core: LockedValue<Core>
  private let recordsSelections: Bool
  private let clock: @Sendable () -> Int

  /// What the store guards: the state, the log, and the observers.
  private struct Core {
    var current: SessionState
    var writer: LogWriter?
    var continuations: [Int: AsyncStream<SessionState>.Continuation] = [:]
    var nextObserver = 0
  }

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
    let writer = try sink.map { sink throws(LogWriteError) in
      try LogWriter(header: header, sink: sink)
    }
    core = LockedValue(Core(current: header.initialState, writer: writer))
    self.recordsSelections = recordsSelections
    self.clock = clock
  }

  /// Creates a store that goes on from a replayed state, appending to a writer that is
  /// positioned after the state's last event.
  public init(
    resuming state: SessionState, writer: sending LogWriter?, recordsSelections: Bool = true,
    clock: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) {
    core = LockedValue(Core(current: state, writer: writer))
    self.recordsSelections = recordsSelections
    self.clock = clock
  }

  deinit {
    core.withLock { core in
      for continuation in core.continuations.values { continuation.finish() }
    }
  }

  /// The current state.
  public var state: SessionState {
    core.withLock { $0.current }
  }

  /// Applies an event: on success it is written to the log, then published to observers.
  /// - Returns: the new state.
  /// - Throws: ``SessionStoreError``; the state and the log are then unchanged.
  @discardableResult
  public func send(_ event: Event) throws(SessionStoreError) -> SessionState {
    try core.withLock { [recordsSelections, clock] core throws(SessionStoreError) in
      var next = core.current
      do throws(Rejection) {
        try SessionReducer.reduce(&next, event)
      } catch {
        throw .rejected(error)
      }
      if core.writer != nil {
        let sel = recordsSelections ? next.selections : nil
        do throws(LogWriteError) {
          try core.writer?.append(event, time: clock(), sel: sel)
        } catch {
          throw .logWriteFailed(error)
        }
      }
      core.current = next
      for continuation in core.continuations.values { continuation.yield(next) }
      return next
    }
  }

  /// Hands buffered log lines on to their destination.
  /// - Throws: ``LogWriteError`` when that fails.
  public func flush() throws(LogWriteError) {
    try core.withLock { core throws(LogWriteError) in try core.writer?.flush() }
  }

  /// The current state, then every new state, for as long as the stream is iterated.
  /// - Parameter bufferingPolicy: what to keep when the observer is slower than the events;
  ///   by default only the newest state, which is what a screen needs.
  public func updates(
    bufferingPolicy: AsyncStream<SessionState>.Continuation.BufferingPolicy = .bufferingNewest(1)
  ) -> AsyncStream<SessionState> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: SessionState.self, bufferingPolicy: bufferingPolicy)
    let id = core.withLock { core in
      continuation.yield(core.current)
      let id = core.nextObserver
      core.nextObserver += 1
      core.continuations[id] = continuation
      return id
    }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      _ = self.core.withLock { $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Milliseconds since the Unix epoch, from the system clock.
  public static let systemClock: @Sendable () -> Int = {
    SystemClock.millisecondsSinceEpoch()
  }
}
