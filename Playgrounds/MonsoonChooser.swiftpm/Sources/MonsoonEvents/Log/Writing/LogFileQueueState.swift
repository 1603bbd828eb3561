// import MonsoonSystem

/// What a ``LogFileQueue`` guards: the queued bytes, how many lines reached each level, what
/// callers asked for, the writer thread's status, and the first failure, which every later
/// call reports.
struct LogFileQueueState: Sendable {
  /// The writer thread's status.
  enum Writer {
    /// No line was appended yet.
    case notStarted
    /// The thread runs (or is starting) and does all the I/O.
    case running
    /// The system refused the thread: callers do the I/O themselves.
    case unavailable
    /// The thread ended after the close or a failure.
    case finished
  }

  /// What ``enqueue(_:)`` leaves the caller to do once the lock is released.
  enum FollowUp {
    case none
    case wakeWriter
    case startWriter
  }

  /// A caller of ``LogFileQueue/synchronized()`` waiting for its lines.
  struct Waiter {
    let lines: Int
    let continuation: CheckedContinuation<Result<Void, LogWriteError>, Never>

    /// Lets the caller go on, with `result`.
    func resume(with result: Result<Void, LogWriteError>) {
      continuation.resume(returning: result)
    }
  }

  /// A waiter and what it is told, to resume once the lock is released.
  typealias Answer = (waiter: Waiter, result: Result<Void, LogWriteError>)

  let file: AppendOnlyFile
  let durability: LogDurability
  /// The bytes of the lines not yet handed to the writer.
  var pending: [UInt8] = []
  /// When the oldest pending line was queued, in monotonic nanoseconds (buffered only).
  var pendingSince: Int?
  var appended = 0
  var written = 0
  /// The bytes of the lines written.
  var writtenBytes = 0
  var synchronized = 0
  /// The most lines a caller waits to see written, or on stable storage.
  var writeRequested = 0
  var synchronizeRequested = 0
  var closeRequested = false
  var isClosed = false
  var writer = Writer.notStarted
  /// Whether the writer thread waits on the condition, so that new work must wake it.
  var writerIsWaiting = false
  var failure: LogWriteError?
  var waiters: [Waiter] = []
  /// How many batches were flushed to stable storage.
  var synchronizations = 0

  init(file: AppendOnlyFile, durability: LogDurability) {
    self.file = file
    self.durability = durability
  }

  func checkOpen() throws(LogWriteError) {
    if let failure { throw failure }
    if isClosed || closeRequested { throw closedError }
  }

  private var closedError: LogWriteError {
    LogWriteError(reason: "\(file.path) is closed")
  }

  func count(at level: LogFileQueue.Level) -> Int {
    switch level {
    case .written: written
    case .synchronized: synchronized
    }
  }

  mutating func request(_ level: LogFileQueue.Level, through lines: Int) {
    switch level {
    case .written: writeRequested = max(writeRequested, lines)
    case .synchronized: synchronizeRequested = max(synchronizeRequested, lines)
    }
  }

  /// Queues a line; without a writer thread, writes it at once. An empty line is nothing to
  /// write, and is not counted: `pending` is empty exactly when every appended line is
  /// written or in the writer's hands.
  mutating func enqueue(_ line: [UInt8]) throws(LogWriteError) -> FollowUp {
    guard !line.isEmpty else { return .none }
    let wasEmpty = pending.isEmpty
    pending.append(contentsOf: line)
    appended += 1
    if durability == .buffered, pendingSince == nil {
      pendingSince = SystemClock.monotonicNanoseconds()
    }
    switch writer {
    case .notStarted:
      writer = .running
      return .startWriter
    case .unavailable:
      try writeInline()
      return .none
    case .running, .finished:
      let isDue =
        durability == .durable || wasEmpty || pending.count >= FileLogSink.bufferLimit
      return writerIsWaiting && isDue ? .wakeWriter : .none
    }
  }

  /// The work that is due now, taken off the queue: the pending lines when they are due, with
  /// a flush to stable storage when one is due, and the close when asked; `nil` for none.
  mutating func takeBatch(now: Int, interval: Int) -> LogFileBatch? {
    let synchronizes =
      closeRequested || synchronizeRequested > synchronized
      || (durability == .durable && appended > synchronized)
    let writes =
      !pending.isEmpty
      && (synchronizes || writeRequested > written
        || pending.count >= FileLogSink.bufferLimit
        || pendingSince.map { now - $0 >= interval } == true)
    guard writes || synchronizes else { return nil }
    return takeEverything(synchronizes: synchronizes)
  }

  /// Every pending line as a batch.
  private mutating func takeEverything(synchronizes: Bool) -> LogFileBatch {
    defer {
      pending = []
      pendingSince = nil
    }
    return LogFileBatch(
      file: file, bytes: pending, lines: appended, synchronizes: synchronizes,
      closes: closeRequested)
  }

  /// Records a batch's outcome.
  /// - Returns: the waiters it answers.
  mutating func finish(
    _ batch: LogFileBatch, failure: LogWriteError?
  ) -> [Answer] {
    if let failure {
      self.failure = self.failure ?? failure
    } else {
      written = batch.lines
      writtenBytes += batch.bytes.count
      if batch.synchronizes {
        synchronized = batch.lines
        synchronizations += 1
      }
    }
    if batch.closes { isClosed = true }
    var answered: [Answer] = []
    var waiting: [Waiter] = []
    for waiter in waiters {
      if let result = result(waitingFor: waiter.lines) {
        answered.append((waiter, result))
      } else {
        waiting.append(waiter)
      }
    }
    waiters = waiting
    return answered
  }

  /// What a caller waiting for `lines` on stable storage hears now; `nil` while it waits.
  private func result(waitingFor lines: Int) -> Result<Void, LogWriteError>? {
    if synchronized >= lines { return .success(()) }
    if let failure { return .failure(failure) }
    return isClosed ? .failure(closedError) : nil
  }

  /// Does the due work on the calling thread, with the lock held: the writer thread is not
  /// running.
  mutating func writeInline() throws(LogWriteError) {
    let batch = takeEverything(
      synchronizes: durability == .durable || closeRequested
        || synchronizeRequested > synchronized)
    let failure = batch.perform()
    _ = finish(batch, failure: failure)
    if let failure { throw failure }
  }

  /// Writes what the writer thread would have, when it could not start, and answers the
  /// waiters.
  mutating func writeInlineResumingWaiters() -> [Answer] {
    let batch = takeEverything(
      synchronizes: durability == .durable || synchronizeRequested > synchronized)
    return finish(batch, failure: batch.perform())
  }

  /// Writes the queue, flushes and closes the file on the calling thread; after a failure,
  /// only closes it and reports the failure.
  mutating func closeInline() throws(LogWriteError) {
    closeRequested = true
    if let failure {
      try? file.close()
      isClosed = true
      throw failure
    }
    try writeInline()
  }
}

/// Work the writer does outside the lock: bytes to append, then perhaps a flush to stable
/// storage and the close.
struct LogFileBatch: Sendable {
  let file: AppendOnlyFile
  let bytes: [UInt8]
  /// The lines appended when the batch was taken: all of them are in it or already written.
  let lines: Int
  let synchronizes: Bool
  let closes: Bool

  /// Appends, flushes and closes as the batch says.
  /// - Returns: the failure, naming the file; the file is closed anyway when the batch closes.
  func perform() -> LogWriteError? {
    defer { if closes { try? file.close() } }
    if !bytes.isEmpty {
      do {
        try file.append(bytes)
      } catch {
        return LogWriteError(reason: "cannot write \(file.path): \(error)")
      }
    }
    if synchronizes {
      do {
        try file.synchronize()
      } catch {
        return LogWriteError(reason: "cannot flush \(file.path) to disk: \(error)")
      }
    }
    return nil
  }
}
