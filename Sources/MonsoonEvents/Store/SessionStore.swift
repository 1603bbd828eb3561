import MonsoonSystem

/// The brain of one chooser screen: owns the state, applies events, records them, and tells
/// observers about each new state.
///
/// Safe to use from any thread or task: events are applied one at a time, in the order the
/// calls acquire the store. ``send(_:)`` applies an event and hands its line to the log at
/// once, without waiting for the disk, so it can run on the main thread; a caller that needs
/// the event on stable storage awaits ``durable(through:)``.
///
/// A store holds its log open (a log file stays locked against other recorders) until
/// ``close()``, or until the store goes away. Close it when its screen goes away: a task that
/// follows ``updates(bufferingPolicy:)`` holds the store, and its stream ends only at the close.
///
/// ```swift
/// let log = try SessionLogFile.open(path: path, durability: .durable) {
///   LogHeader(seed: .random(in: 0 ... .max))
/// }
/// let store = log.makeStore()
/// let state = try store.send(.tap(prompt: 1))   // applied and queued for the log
/// try await store.durable(through: state.seq)    // on disk
/// try store.close()                              // the file can be opened again
/// ```
public final class SessionStore: Sendable {
  private let core: LockedValue<Core>
  private let sink: (any LogSink)?
  private let recordsSelections: Bool
  private let clock: @Sendable () -> Int

  /// What the store guards: the state, the log's numbering, and the observers.
  private struct Core {
    var current: SessionState
    var writer: LogWriter?
    var isClosed = false
    var observers: [Int: AsyncStream<SessionState>.Continuation] = [:]
    var nextObserver = 0
  }

  /// Creates a store that starts a new session and records nothing, for previews and tests.
  /// - Parameter header: the seed and menu of the session.
  public convenience init(header: LogHeader) {
    self.init(resuming: header.initialState, writer: nil)
  }

  /// Creates a store that starts a new session and records it into a sink, header first.
  /// - Parameters:
  ///   - header: the seed and menu of the session.
  ///   - sink: where the log is written.
  ///   - recordsSelections: whether each event line carries `sel`, the selections after it.
  ///   - clock: the time stamp of each event, in milliseconds since the Unix epoch.
  /// - Throws: ``LogWriteError`` when the sink refuses the header.
  public convenience init(
    header: LogHeader, sink: any LogSink, recordsSelections: Bool = true,
    clock: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) throws(LogWriteError) {
    self.init(
      resuming: header.initialState, writer: try LogWriter(header: header, sink: sink),
      recordsSelections: recordsSelections, clock: clock)
  }

  /// Creates a store that goes on from a replayed state, appending to a writer that is
  /// positioned after the state's last event.
  package init(
    resuming state: SessionState, writer: LogWriter?, recordsSelections: Bool = true,
    clock: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) {
    core = LockedValue(Core(current: state, writer: writer))
    sink = writer?.sink
    self.recordsSelections = recordsSelections
    self.clock = clock
  }

  deinit {
    try? close()
  }

  /// The current state.
  public var state: SessionState {
    core.withLock { $0.current }
  }

  /// Applies an event, hands its line to the log and publishes the new state to observers,
  /// without waiting for the disk.
  ///
  /// The line is in the log once ``flush()`` or ``durable(through:)`` returns. If the log
  /// later fails to write it, the store refuses every further event with that failure.
  /// - Returns: the new state.
  /// - Throws: ``SessionStoreError``: ``SessionStoreError/rejected(_:)`` when the reducer
  ///   refuses the event, ``SessionStoreError/logWriteFailed(_:)`` when the log refuses it
  ///   (now or after an earlier failure), ``SessionStoreError/closed`` after ``close()``;
  ///   the state and the log are then unchanged.
  @discardableResult
  public func send(_ event: Event) throws(SessionStoreError) -> SessionState {
    try core.withLock { [recordsSelections, clock] core throws(SessionStoreError) in
      guard !core.isClosed else { throw .closed }
      var next = core.current
      do throws(Rejection) {
        try SessionReducer.reduce(&next, event)
      } catch {
        throw .rejected(error)
      }
      if var writer = core.writer {
        do throws(LogWriteError) {
          try writer.append(event, time: clock(), sel: recordsSelections ? next.selections : nil)
        } catch {
          throw .logWriteFailed(error)
        }
        core.writer = writer
      }
      core.current = next
      for observer in core.observers.values { observer.yield(next) }
      return next
    }
  }

  /// Waits, without blocking a thread, until the line of every event through `seq` is on
  /// stable storage (a log file is flushed with `fsync`, `F_FULLFSYNC` on Apple systems).
  ///
  /// Waiters share flushes: all the events sent while one flush runs go to disk with the
  /// next. With a buffered log file this writes and flushes what is buffered now; with a sink
  /// that has no stable storage (memory), it returns once the sink has the lines.
  /// - Parameter seq: the seq of an event this store applied (the `seq` of the state
  ///   ``send(_:)`` returned); a larger one waits for every event applied so far.
  /// - Throws: ``SessionStoreError/logWriteFailed(_:)`` when a line could not be written or
  ///   flushed. After ``close()``, which flushes every line, it returns at once, unless the
  ///   close failed.
  public func durable(through seq: Int) async throws(SessionStoreError) {
    guard let sink, seq > 0 else { return }
    do {
      try await sink.synchronize()
    } catch {
      throw .logWriteFailed(error)
    }
  }

  /// Waits until the line of every event applied so far is in the log (with a durable log
  /// file: on stable storage). Call it when the app moves to the background.
  /// - Throws: ``SessionStoreError/logWriteFailed(_:)`` when that fails, now or in an
  ///   earlier background write.
  public func flush() throws(SessionStoreError) {
    do {
      try sink?.flush()
    } catch {
      throw .logWriteFailed(error)
    }
  }

  /// Ends the session: writes every line to the log and flushes it to stable storage, lets
  /// go of the log (a log file's lock is released, so it can be opened again), ends every
  /// ``updates(bufferingPolicy:)`` stream, and refuses later events with
  /// ``SessionStoreError/closed``.
  ///
  /// Closing again does nothing; the store also closes itself when it goes away. The state
  /// stays readable.
  /// - Throws: ``SessionStoreError/logWriteFailed(_:)`` when lines could not be written or
  ///   flushed; the log is closed anyway.
  public func close() throws(SessionStoreError) {
    let (observers, failure) = core.withLock {
      core -> ([AsyncStream<SessionState>.Continuation], LogWriteError?) in
      guard !core.isClosed else { return ([], nil) }
      core.isClosed = true
      let observers = Array(core.observers.values)
      core.observers = [:]
      do throws(LogWriteError) {
        try sink?.close()
        return (observers, nil)
      } catch {
        return (observers, error)
      }
    }
    for observer in observers { observer.finish() }
    if let failure { throw .logWriteFailed(failure) }
  }

  /// The current state at once, then every new state, until the store is closed or the
  /// stream is dropped.
  ///
  /// The stream subscribes when this is called, not when it is iterated, and starts with the
  /// state of that moment, so a task that calls it does not miss the state it starts from:
  ///
  /// ```swift
  /// Task { [weak self, store] in
  ///   for await state in store.updates() { self?.state = state }
  /// }
  /// ```
  ///
  /// After ``close()`` the stream holds the last state only.
  /// - Parameter bufferingPolicy: what to keep when the observer is slower than the events;
  ///   by default only the newest state, which is what a screen needs.
  public func updates(
    bufferingPolicy: AsyncStream<SessionState>.Continuation.BufferingPolicy = .bufferingNewest(1)
  ) -> AsyncStream<SessionState> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: SessionState.self, bufferingPolicy: bufferingPolicy)
    let id = core.withLock { core -> Int? in
      continuation.yield(core.current)
      guard !core.isClosed else { return nil }
      let id = core.nextObserver
      core.nextObserver += 1
      core.observers[id] = continuation
      return id
    }
    guard let id else {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      _ = self.core.withLock { $0.observers.removeValue(forKey: id) }
    }
    return stream
  }

  /// Milliseconds since the Unix epoch, from the system clock.
  public static let systemClock: @Sendable () -> Int = {
    SystemClock.millisecondsSinceEpoch()
  }
}
