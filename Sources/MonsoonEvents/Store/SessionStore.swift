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
/// ``close()`` or ``closeInBackground()``, or until the store goes away. Close it when its
/// screen goes away: a task that follows ``updates(bufferingPolicy:)`` or ``writeFailures()``
/// holds the store, and its stream ends only at the close.
///
/// If the log cannot be written (a full disk), the store stops recording for good and goes on
/// applying events in memory; ``writeFailures()`` reports the failure once, apart from the
/// reducer's rejections, which ``send(_:)`` throws.
///
/// From the main thread, open and close with the `async` calls, which wait for the file's
/// lock, replay and `fsync` on a thread of their own:
///
/// ```swift
/// let log = try await SessionLogFile.openInBackground(path: path, durability: .durable) {
///   LogHeader(seed: .random(in: 0 ... .max))
/// }
/// let store = try log.makeStore()
/// let state = try store.send(.tap(prompt: 1))   // applied and queued for the log
/// try await store.durable(through: state.seq)    // on disk
/// try await store.closeInBackground()            // the file can be opened again
/// ```
public final class SessionStore: Sendable {
  private let core: LockedValue<Core>
  private let sink: (any LogSink)?
  /// Whether the sink was closed; held while it closes.
  private let sinkClosed = LockedValue(false)
  private let recordsSelections: Bool
  private let clock: @Sendable () -> Int

  /// What the store guards: the state, the log's numbering, and the observers.
  private struct Core {
    var current: SessionState
    var writer: LogWriter?
    var isClosed = false
    var observers: [Int: AsyncStream<SessionState>.Continuation] = [:]
    var nextObserver = 0
    /// The failure that stopped the recording; `writer` is then `nil`.
    var writeFailure: LogWriteError?
    /// The seq of the last event whose line the log took.
    var recordedThrough: Int
    var failureObservers: [Int: AsyncStream<LogWriteError>.Continuation] = [:]

    /// Stops recording after `failure` (only the first failure counts).
    /// - Returns: the observers to tell, once the lock is released; none after the first.
    mutating func stopRecording(
      after failure: LogWriteError
    ) -> [AsyncStream<LogWriteError>.Continuation] {
      writer = nil
      guard writeFailure == nil else { return [] }
      writeFailure = failure
      defer { failureObservers = [:] }
      return Array(failureObservers.values)
    }
  }

  /// Creates a store that goes on from a replayed state, appending to a writer that is
  /// positioned after the state's last event.
  package init(
    resuming state: SessionState, writer: LogWriter?, recordsSelections: Bool = true,
    clock: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) {
    core = LockedValue(Core(current: state, writer: writer, recordedThrough: state.seq))
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
  /// The line is in the log once `flush()` or ``durable(through:)`` returns. If the log
  /// refuses it (now, or because an earlier line failed in the background), the store stops
  /// recording for good, applies the event and every later one in memory only, and reports
  /// the failure once through ``writeFailures()``: the log stays valid up to the last event
  /// it took.
  /// - Returns: the new state: what ``state`` reads once this returns, until the next event.
  /// - Throws: ``SessionStoreError``: ``SessionStoreError/rejected(_:)`` when the reducer
  ///   refuses the event, ``SessionStoreError/closed`` after ``close()``; the state and the
  ///   log are then unchanged. Never ``SessionStoreError/logWriteFailed(_:)``.
  @discardableResult
  public func send(_ event: Event) throws(SessionStoreError) -> SessionState {
    let (next, failed) = try core.withLock {
      [recordsSelections, clock] core throws(SessionStoreError) in
      guard !core.isClosed else { throw .closed }
      var next = core.current
      do throws(Rejection) {
        try SessionReducer.reduce(&next, event)
      } catch {
        throw .rejected(error)
      }
      var failed: (LogWriteError, [AsyncStream<LogWriteError>.Continuation])?
      if var writer = core.writer {
        do throws(LogWriteError) {
          try writer.append(event, time: clock(), sel: recordsSelections ? next.selections : nil)
          core.writer = writer
          core.recordedThrough = next.seq
        } catch {
          failed = (error, core.stopRecording(after: error))
        }
      }
      core.current = next
      for observer in core.observers.values { observer.yield(next) }
      return (next, failed)
    }
    if let (failure, observers) = failed { report(failure, to: observers) }
    return next
  }

  /// The failure that stopped the recording, or `nil` while the store records (or when it
  /// has no log).
  package var writeFailure: LogWriteError? {
    core.withLock { $0.writeFailure }
  }

  /// The failure that stops the recording, once: the stream yields it when a write fails (at
  /// once if one already has), then ends; it ends without one when the store closes first.
  ///
  /// A write failure is not a rejection: the event was applied, only its line is missing, and
  /// so is every later one. A screen tells the user once, and goes on:
  ///
  /// ```swift
  /// Task { [weak self, store] in
  ///   for await failure in store.writeFailures() { self?.showNotSaved(failure) }
  /// }
  /// ```
  public func writeFailures() -> AsyncStream<LogWriteError> {
    let (stream, continuation) = AsyncStream.makeStream(of: LogWriteError.self)
    let id = core.withLock { core -> Int? in
      if let failure = core.writeFailure { continuation.yield(failure) }
      guard !core.isClosed, core.writeFailure == nil else { return nil }
      let id = core.nextObserver
      core.nextObserver += 1
      core.failureObservers[id] = continuation
      return id
    }
    guard let id else {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      _ = self.core.withLock { $0.failureObservers.removeValue(forKey: id) }
    }
    return stream
  }

  /// Stops the recording after a failure found by a flush or close, and reports it if it is
  /// the first.
  private func stopRecording(after failure: LogWriteError) {
    let observers = core.withLock { $0.stopRecording(after: failure) }
    report(failure, to: observers)
  }

  private func report(
    _ failure: LogWriteError, to observers: [AsyncStream<LogWriteError>.Continuation]
  ) {
    for observer in observers {
      observer.yield(failure)
      observer.finish()
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
  ///   flushed, or the event `seq` came after a failure stopped the recording. After
  ///   ``close()``, which flushes every line, it returns at once, unless the close failed.
  public func durable(through seq: Int) async throws(SessionStoreError) {
    guard let sink, seq > 0 else { return }
    let missing = core.withLock { seq > $0.recordedThrough ? $0.writeFailure : nil }
    if let missing { throw .logWriteFailed(missing) }
    do {
      try await sink.synchronize()
    } catch {
      stopRecording(after: error)
      throw .logWriteFailed(error)
    }
  }

  /// Waits until the line of every event applied so far is in the log (with a durable log
  /// file: on stable storage). Call it when the app moves to the background.
  /// - Throws: ``SessionStoreError/logWriteFailed(_:)`` when that fails, now or in an
  ///   earlier write that stopped the recording.
  public func flush() throws(SessionStoreError) {
    if let failure = writeFailure { throw .logWriteFailed(failure) }
    do {
      try sink?.flush()
    } catch {
      stopRecording(after: error)
      throw .logWriteFailed(error)
    }
  }

  /// Ends the session: writes every line to the log and flushes it to stable storage, lets
  /// go of the log (a log file's lock is released, so it can be opened again), ends every
  /// ``updates(bufferingPolicy:)`` and ``writeFailures()`` stream, and refuses later events
  /// with ``SessionStoreError/closed``.
  ///
  /// This waits for the disk on the calling thread; from the main thread, call
  /// ``closeInBackground()``. Closing again does nothing; the store also closes itself when
  /// it goes away. The state stays readable.
  /// - Throws: ``SessionStoreError/logWriteFailed(_:)`` when lines could not be written or
  ///   flushed (now, or in an earlier write that stopped the recording); the log is closed
  ///   anyway.
  public func close() throws(SessionStoreError) {
    try finishClosing(beginClosing())
  }

  /// Does what ``close()`` does, waiting for the disk on a thread of the store's own: the
  /// caller's task is suspended and resumed through a continuation once the log is flushed
  /// and let go. Call it from the main thread, where ``close()`` would block it for an
  /// `fsync` (milliseconds; more on a busy phone).
  ///
  /// The store refuses events from the moment this is called.
  /// - Throws: ``SessionStoreError/logWriteFailed(_:)`` when lines could not be written or
  ///   flushed; the log is closed anyway.
  public func closeInBackground() async throws(SessionStoreError) {
    let observers = beginClosing()
    let result = await DetachedThread.result(name: "monsoon-close") {
      [self] () -> Result<Void, SessionStoreError> in
      do throws(SessionStoreError) {
        try finishClosing(observers)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }

  /// Refuses later events and takes the observers of the states, to end their streams.
  private func beginClosing() -> [AsyncStream<SessionState>.Continuation] {
    core.withLock { core in
      core.isClosed = true
      defer { core.observers = [:] }
      return Array(core.observers.values)
    }
  }

  /// Closes the log, once: a concurrent call waits until the first has closed it, and only
  /// the first reports a failure. Then ends the streams.
  private func finishClosing(
    _ observers: [AsyncStream<SessionState>.Continuation]
  ) throws(SessionStoreError) {
    let (closes, closeFailure) = sinkClosed.withLock { closed -> (Bool, LogWriteError?) in
      guard !closed else { return (false, nil) }
      closed = true
      do throws(LogWriteError) {
        try sink?.close()
        return (true, nil)
      } catch {
        return (true, error)
      }
    }
    if let closeFailure { stopRecording(after: closeFailure) }
    // The call that closes also answers for lines lost before: the recording stopped.
    let failure = closes ? closeFailure ?? writeFailure : nil
    for observer in observers { observer.finish() }
    let failureObservers = core.withLock { core in
      defer { core.failureObservers = [:] }
      return Array(core.failureObservers.values)
    }
    for observer in failureObservers { observer.finish() }
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
