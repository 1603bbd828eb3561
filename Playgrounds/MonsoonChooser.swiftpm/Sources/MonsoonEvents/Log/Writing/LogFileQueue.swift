// import MonsoonSystem

/// The lines a ``FileLogSink`` has queued and the thread that writes them: the sink's I/O runs
/// on that thread, outside the lock, so that appending never waits for the disk.
///
/// Lines are counted from the sink's start: `appended` of them were queued, `written` of those
/// are in the file, and `synchronized` on stable storage (see ``LogFileQueueState``). A caller
/// that needs a level asks for it and waits until the count reaches the lines appended when
/// it asked; the writer serves every such request with one batch.
final class LogFileQueue: Sendable {
  /// How far a caller needs the lines appended so far to have gone.
  enum Level {
    /// In the file (handed to the system).
    case written
    /// On stable storage.
    case synchronized
  }

  private typealias Check<Answer> = Condition<LogFileQueueState>.Check<Answer>
  private let state: Condition<LogFileQueueState>
  private let beforeEachBatch: (@Sendable () -> Void)?

  init(
    _ file: AppendOnlyFile, durability: LogDurability,
    beforeEachBatch: (@Sendable () -> Void)?
  ) {
    state = Condition(LogFileQueueState(file: file, durability: durability))
    self.beforeEachBatch = beforeEachBatch
  }

  /// The file the lines go to.
  var file: AppendOnlyFile {
    state.withLock { $0.file }
  }

  /// The bytes of the lines written to the file so far.
  var writtenByteCount: Int {
    state.withLock { $0.writtenBytes }
  }

  /// How many batches were flushed to stable storage.
  var synchronizationCount: Int {
    state.withLock { $0.synchronizations }
  }

  /// Queues a line, starting the writer thread at the first one; waits while the queue holds
  /// more than ``FileLogSink/queueLimit`` bytes.
  func append(_ line: [UInt8]) throws(LogWriteError) {
    typealias FollowUp = LogFileQueueState.FollowUp
    let followUp = try state.wait { state throws(LogWriteError) -> Check<FollowUp> in
      try state.checkOpen()
      if state.pending.count >= FileLogSink.queueLimit, state.writer == .running {
        if state.writerIsWaiting { broadcast() }
        return .wait
      }
      return .ready(try state.enqueue(line))
    }
    switch followUp {
    case .none: break
    case .wakeWriter: state.broadcast()
    case .startWriter: startWriter()
    }
  }

  /// Waits until every line appended so far has reached `level`.
  func wait(until level: Level) throws(LogWriteError) {
    var target: Int?
    try state.wait { state throws(LogWriteError) -> Check<Void> in
      let lines = target ?? state.appended
      target = lines
      if state.count(at: level) >= lines { return .ready(()) }
      try state.checkOpen()
      state.request(level, through: lines)
      if state.writer == .running {
        if state.writerIsWaiting { broadcast() }
        return .wait
      }
      try state.writeInline()
      return .ready(())
    }
  }

  /// Waits, without blocking a thread, until every line appended so far is on stable storage.
  func synchronized() async throws(LogWriteError) {
    let result = await withCheckedContinuation {
      (waiter: CheckedContinuation<Result<Void, LogWriteError>, Never>) in
      let answer = state.withLock { state -> Result<Void, LogWriteError>? in
        let lines = state.appended
        if state.synchronized >= lines { return .success(()) }
        do throws(LogWriteError) {
          try state.checkOpen()
          state.request(.synchronized, through: lines)
          guard state.writer == .running else {
            try state.writeInline()
            return .success(())
          }
          state.waiters.append(LogFileQueueState.Waiter(lines: lines, continuation: waiter))
          return nil
        } catch {
          return .failure(error)
        }
      }
      if let answer {
        waiter.resume(returning: answer)
      } else {
        state.broadcast()
      }
    }
    try result.get()
  }

  /// Writes the queue, flushes and closes the file (on the writer thread, if it runs). Only
  /// the call that closes reports a failure, an earlier one included; later calls return at
  /// once, concurrent ones once the file is closed.
  func close() throws(LogWriteError) {
    var closes = false
    try state.wait { state throws(LogWriteError) -> Check<Void> in
      if state.isClosed {
        if closes, let failure = state.failure { throw failure }
        return .ready(())
      }
      if !closes {
        guard !state.closeRequested else { return .wait }
        closes = true
        state.closeRequested = true
      }
      if state.writer == .running {
        if state.writerIsWaiting { broadcast() }
        return .wait
      }
      try state.closeInline()
      return .ready(())
    }
  }

  private func broadcast() {
    state.broadcast()
  }

  /// Starts the writer thread; if the system refuses one, lines are written inline from now
  /// on, starting with those already queued.
  private func startWriter() {
    guard !DetachedThread.start(name: "monsoon-log", { [self] in runWriter() }) else { return }
    let answers = state.withLock { state in
      state.writer = .unavailable
      return state.writeInlineResumingWaiters()
    }
    state.broadcast()
    for answer in answers { answer.waiter.resume(with: answer.result) }
  }

  /// Takes batches and does them outside the lock, until the file is closed or a write fails.
  private func runWriter() {
    while let batch = nextBatch() {
      beforeEachBatch?()
      let failure = batch.perform()
      let answers = state.withLock { state in state.finish(batch, failure: failure) }
      state.broadcast()
      for answer in answers { answer.waiter.resume(with: answer.result) }
    }
    state.broadcast()
  }

  /// Waits until there is work (queued lines that are due, a flush to stable storage someone
  /// asked for, the close) and takes it; `nil` once the writer is done.
  private func nextBatch() -> LogFileBatch? {
    let interval = FileLogSink.flushIntervalMilliseconds * 1_000_000
    return state.wait { state -> Check<LogFileBatch?> in
      state.writerIsWaiting = false
      if state.failure != nil || state.isClosed {
        state.writer = .finished
        return .ready(nil)
      }
      let now = SystemClock.monotonicNanoseconds()
      if let batch = state.takeBatch(now: now, interval: interval) { return .ready(batch) }
      state.writerIsWaiting = true
      guard let since = state.pendingSince else { return .wait }
      return .waitAtMost(nanoseconds: since + interval - now)
    }
  }
}
