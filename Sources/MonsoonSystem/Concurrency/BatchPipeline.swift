/// A helper thread that turns batches into results and hands the results back in the order
/// the batches were sent, while the thread that sends them goes on with its own work: two
/// cores share a job made of two stages (`timeline` replays a log on one and writes its JSON
/// lines on the other).
///
/// While no batch waits, the helper may do other work a piece at a time (`whenIdle`): waiting
/// puts it to sleep and costs the sender a call to wake it, and its core idles meanwhile.
///
/// At most `depth` batches wait for the helper and `depth` results wait for the sender, so the
/// memory held is bounded whatever the size of the job. The sender receives results whenever
/// it sends, drains or finishes; ``finish(receiving:)`` or ``cancel()`` ends the helper
/// (the pipeline cancels itself if it is let go without either). Only the thread that made
/// the pipeline uses it.
package final class BatchPipeline<Batch: Sendable, Result: Sendable> {
  private let channel: BatchChannel<Batch, Result>
  private let helper: JoinableThread
  private var ended = false

  /// Starts the helper thread.
  /// - Parameters:
  ///   - depth: how many batches, and how many results, may wait at once (at least 1).
  ///   - whenIdle: work the helper does a piece at a time while no batch waits for it
  ///     (decoding the next chunk of the log the sender replays); returns whether it found a
  ///     piece to do. After `false` the helper waits for the next batch before asking again.
  ///   - makeTransform: called once, on the helper thread, for the function it applies to
  ///     every batch: that function may keep state of its own from batch to batch.
  /// - Returns: `nil` when the system could not start a thread; the caller then does both
  ///   stages itself.
  package init?(
    depth: Int = 2, name: String, whenIdle: (@Sendable () -> Bool)? = nil,
    makeTransform: @escaping @Sendable () -> (Batch) -> Result
  ) {
    let channel = BatchChannel<Batch, Result>(depth: max(1, depth))
    guard
      let helper = try? JoinableThread.start(
        name: name, { channel.serve(makeTransform(), whenIdle: whenIdle) })
    else { return nil }
    self.channel = channel
    self.helper = helper
  }

  deinit {
    if !ended { cancel() }
  }

  /// Hands `batch` to the helper, first waiting for room if `depth` batches are waiting;
  /// results that are ready meanwhile, or when it is handed over, go to `receive`, oldest
  /// first.
  package func send(_ batch: Batch, receiving receive: (Result) -> Void) {
    precondition(!ended, "a batch was sent after the pipeline ended")
    while true {
      let (sent, results) = channel.send(batch)
      results.forEach(receive)
      if sent { return }
    }
  }

  /// Waits until the helper has handed back the result of every batch sent, giving each to
  /// `receive` in order: for a point where the sender must know that all earlier work is out
  /// (before a warning that must follow the lines before it).
  package func drain(receiving receive: (Result) -> Void) {
    while let results = channel.receiveOutstanding() { results.forEach(receive) }
  }

  /// Drains as ``drain(receiving:)`` does, then stops the helper and waits for it to end.
  package func finish(receiving receive: (Result) -> Void) {
    drain(receiving: receive)
    end(cancelling: false)
  }

  /// Stops the helper after the batch it is on, dropping every batch and result still
  /// waiting, and waits for it to end.
  package func cancel() {
    end(cancelling: true)
  }

  private func end(cancelling: Bool) {
    guard !ended else { return }
    ended = true
    channel.close(cancelling: cancelling)
    helper.join()
  }
}

/// What the sender and the helper of a ``BatchPipeline`` share: its batches and results,
/// behind one lock.
private final class BatchChannel<Batch: Sendable, Result: Sendable>: Sendable {
  private let depth: Int
  private let state: Condition<State>

  private struct State {
    var batches: [Batch] = []
    var results: [Result] = []
    /// Batches sent, and results the sender has taken: equal when nothing is outstanding.
    var sent = 0
    var received = 0
    var closed = false
    var cancelled = false
  }

  init(depth: Int) {
    self.depth = depth
    state = Condition(State())
  }

  /// Adds `batch` if fewer than `depth` are waiting, and takes the results waiting; waits
  /// until it can do one or the other.
  /// - Returns: whether `batch` was added, and the results taken.
  func send(_ batch: Batch) -> (sent: Bool, results: [Result]) {
    let outcome = state.wait { [depth] state -> Condition<State>.Check<(Bool, [Result])> in
      let room = state.batches.count < depth
      guard room || !state.results.isEmpty else { return .wait }
      if room {
        state.batches.append(batch)
        state.sent += 1
      }
      return .ready((room, take(from: &state)))
    }
    state.broadcast()
    return outcome
  }

  /// The results waiting, once there are some; `nil` when every batch sent has its result
  /// taken.
  func receiveOutstanding() -> [Result]? {
    let results = state.wait { state -> Condition<State>.Check<[Result]?> in
      guard state.received < state.sent else { return .ready(nil) }
      guard state.results.isEmpty else { return .ready(take(from: &state)) }
      return .wait
    }
    if results != nil { state.broadcast() }
    return results
  }

  func close(cancelling: Bool) {
    state.withLock { state in
      state.closed = true
      if cancelling {
        state.cancelled = true
        state.batches = []
        state.results = []
      }
    }
    state.broadcast()
  }

  /// The helper's loop: applies `transform` to each batch in turn until the channel closes
  /// and every batch is done, or it is cancelled; while no batch waits, does `whenIdle`'s
  /// work as long as it finds some.
  func serve(_ transform: (Batch) -> Result, whenIdle: (() -> Bool)?) {
    var mayFindIdleWork = whenIdle != nil
    while true {
      switch nextTask(lookingForIdleWork: mayFindIdleWork) {
      case .batch(let batch):
        guard deliver(transform(batch)) else { return }
        mayFindIdleWork = whenIdle != nil
      case .idleWork:
        mayFindIdleWork = whenIdle?() ?? false
      case .end:
        return
      }
    }
  }

  /// What the helper does next.
  private enum Task {
    case batch(Batch)
    /// No batch waits: a piece of `whenIdle`'s work.
    case idleWork
    case end
  }

  private func nextTask(lookingForIdleWork: Bool) -> Task {
    let task = state.wait { state -> Condition<State>.Check<Task> in
      guard !state.cancelled else { return .ready(.end) }
      guard state.batches.isEmpty else { return .ready(.batch(state.batches.removeFirst())) }
      if state.closed { return .ready(.end) }
      return lookingForIdleWork ? .ready(.idleWork) : .wait
    }
    if case .batch = task { state.broadcast() }
    return task
  }

  /// Waits for room among the results and adds `result`; `false` when cancelled.
  private func deliver(_ result: Result) -> Bool {
    let delivered = state.wait { [depth] state -> Condition<State>.Check<Bool> in
      guard !state.cancelled else { return .ready(false) }
      guard state.results.count < depth else { return .wait }
      state.results.append(result)
      return .ready(true)
    }
    state.broadcast()
    return delivered
  }

  private func take(from state: inout State) -> [Result] {
    let results = state.results
    state.results = []
    state.received += results.count
    return results
  }
}
