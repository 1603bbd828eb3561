package import MonsoonSystem

/// Runs independent work items on several threads and hands their results back in input
/// order, as soon as each one's turn comes.
package enum OrderedParallel {
  /// The number of cores this process may use: the default number of jobs.
  package static var defaultJobs: Int { ProcessorCores.available }

  /// Computes `work(i)` for every `i` in `0..<count` on up to `jobs` threads, and calls
  /// `deliver(i, result)` on the calling thread in increasing `i`.
  ///
  /// The calling thread is one of the `jobs`: it works on items while the next result it must
  /// deliver is not ready, so `jobs` threads share the cores, not `jobs + 1`. Items are handed
  /// out in small batches, so that short items do not spend their time waking threads; no
  /// thread starts a batch more than `4 × jobs` batches ahead of the delivered ones, so memory
  /// stays bounded by the results in flight. No thread outlives the call: it joins every thread
  /// it started, so what `work` holds is released when it returns (and a process that exits
  /// right after does not exit under a thread that is still starting, holding it).
  /// - Parameters:
  ///   - count: the number of items.
  ///   - jobs: the number of threads, the calling one included; 1 runs everything on it.
  ///   - work: computes one item; called concurrently from several threads.
  ///   - deliver: receives each result, in order.
  /// - Throws: ``Errno``, what `pthread_create` said, when the system refuses one of the
  ///   threads (out of threads or memory): the threads that started are joined, and nothing
  ///   is delivered.
  @inlinable
  package static func run<Result: Sendable>(
    count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result,
    deliver: (Int, Result) -> Void
  ) throws(Errno) {
    let threads = min(max(1, jobs), count)
    guard threads > 1 else {
      for index in 0..<count { deliver(index, work(index)) }
      return
    }
    let batchSize = max(1, min(64, count / (threads * 16)))
    let batches = (count + batchSize - 1) / batchSize
    let queue = WorkQueue<[Result]>(count: batches, window: 4 * threads)
    let runBatch: @Sendable (Int) -> Void = { batch in
      let items = (batch * batchSize)..<min(count, (batch + 1) * batchSize)
      queue.finish(batch, items.map(work))
    }
    var workers: [JoinableThread] = []
    defer { for worker in workers { worker.join() } }
    for _ in 1..<threads {
      do throws(Errno) {
        workers.append(
          try startThread { while let batch = queue.take(waiting: true) { runBatch(batch) } })
      } catch {
        queue.cancel()
        throw error
      }
    }
    for batch in 0..<batches {
      var results = queue.result(batch, waiting: false)
      while results == nil {
        if let next = queue.take(waiting: false) {
          runBatch(next)
          results = queue.result(batch, waiting: false)
        } else {
          results = queue.result(batch, waiting: true)
        }
      }
      for (offset, result) in (results ?? []).enumerated() {
        deliver(batch * batchSize + offset, result)
      }
    }
  }
}

extension OrderedParallel {
  /// Runs `body` on a new thread.
  /// - Throws: ``Errno`` when the system gives none.
  @usableFromInline
  static func startThread(
    _ body: @escaping @Sendable () -> Void
  ) throws(Errno) -> JoinableThread {
    try JoinableThread.start(body)
  }
}

/// The batches of an ``OrderedParallel`` run: which one to work on next, and the finished ones
/// waiting for their turn, in a ring of `window` slots (no batch is handed out `window` or more
/// ahead of the next one to deliver, so two batches in flight never share a slot).
@usableFromInline
final class WorkQueue<Result: Sendable>: Sendable {
  private let count: Int
  private let window: Int
  private let state: Condition<State>

  /// What the threads share.
  private struct State {
    var nextIndex = 0
    var delivered = 0
    var results: [Result?]
  }

  @usableFromInline
  init(count: Int, window: Int) {
    self.count = count
    self.window = window
    state = Condition(State(results: Array(repeating: nil, count: window)))
  }

  /// The next batch to work on: `nil` when none is left, or, when not `waiting`, when the
  /// next one is too far ahead of the delivered ones.
  @usableFromInline
  func take(waiting: Bool) -> Int? {
    state.wait { [count, window] state -> Condition<State>.Check<Int?> in
      guard state.nextIndex < count else { return .ready(nil) }
      guard state.nextIndex < state.delivered + window else { return waiting ? .wait : .ready(nil) }
      state.nextIndex += 1
      return .ready(state.nextIndex - 1)
    }
  }

  /// Hands out no more batches: the threads waiting for one end.
  @usableFromInline
  func cancel() {
    state.withLock { [count] state in state.nextIndex = count }
    state.broadcast()
  }

  /// Records a batch's result.
  @usableFromInline
  func finish(_ index: Int, _ result: Result) {
    state.withLock { [window] state in state.results[index % window] = result }
    state.broadcast()
  }

  /// Takes the result of batch `index` (the next to deliver), waiting for it if `waiting`;
  /// `nil` when not waiting and it is not ready.
  @usableFromInline
  func result(_ index: Int, waiting: Bool) -> Result? {
    let result = state.wait { [window] state -> Condition<State>.Check<Result?> in
      if let result = state.results[index % window].take() {
        state.delivered = index + 1
        return .ready(result)
      }
      return waiting ? .wait : .ready(nil)
    }
    if result != nil { state.broadcast() }
    return result
  }
}

/// The cores the process may run on.
package enum ProcessorCores {
  /// The number of cores this process may run on, as `nproc` counts them: those of its CPU
  /// affinity mask on Linux, the online ones elsewhere; at least 1.
  package static var available: Int {
    #if os(Linux)
      if let cores = affinityCores() { return cores }
    #endif
    return max(1, system_sysconf(__SC_NPROCESSORS_ONLN))
  }

  #if os(Linux)
    /// The number of cores in the process's affinity mask, or `nil` when it cannot be read.
    /// The mask has 1,024 bits, the size of Glibc's `cpu_set_t`.
    private static func affinityCores() -> Int? {
      var mask = [UInt8](repeating: 0, count: 128)
      let result = mask.withUnsafeMutableBytes { bytes in
        bytes.baseAddress.flatMap { system_sched_getaffinity(0, bytes.count, $0) } ?? -1
      }
      guard result == 0 else { return nil }
      let cores = mask.reduce(0) { $0 + $1.nonzeroBitCount }
      return cores > 0 ? cores : nil
    }
  #endif
}
