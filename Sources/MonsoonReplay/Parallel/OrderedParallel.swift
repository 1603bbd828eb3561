import Foundation

/// Runs independent work items on several threads and hands their results back in input
/// order, as soon as each one's turn comes.
public enum OrderedParallel {
  /// The number of cores this process may use: the default number of jobs.
  public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Computes `work(i)` for every `i` in `0..<count` on up to `jobs` threads, and calls
  /// `deliver(i, result)` on the calling thread in increasing `i`.
  ///
  /// The calling thread is one of the `jobs`: it works on items while the next result it must
  /// deliver is not ready, so `jobs` threads share the cores, not `jobs + 1`. Items are handed
  /// out in small batches, so that short items do not spend their time waking threads; no
  /// thread starts a batch more than `4 × jobs` batches ahead of the delivered ones, so memory
  /// stays bounded by the results in flight.
  /// - Parameters:
  ///   - count: the number of items.
  ///   - jobs: the number of threads, the calling one included; 1 runs everything on it.
  ///   - work: computes one item; called concurrently from several threads.
  ///   - deliver: receives each result, in order.
  public static func run<Result: Sendable>(
    count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result,
    deliver: (Int, Result) -> Void
  ) {
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
    for _ in 1..<threads {
      let thread = Thread {
        while let batch = queue.take(waiting: true) { runBatch(batch) }
      }
      thread.stackSize = 1 << 20
      thread.start()
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

private final class WorkQueue<Result: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private let window: Int
  private var nextIndex = 0
  private var delivered = 0
  private var results: [Int: Result] = [:]

  init(count: Int, window: Int) {
    self.count = count
    self.window = window
  }

  /// The next batch to work on: `nil` when none is left, or, when not `waiting`, when the
  /// next one is too far ahead of the delivered ones.
  func take(waiting: Bool) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while nextIndex < count && nextIndex >= delivered + window {
      guard waiting else { return nil }
      condition.wait()
    }
    guard nextIndex < count else { return nil }
    nextIndex += 1
    return nextIndex - 1
  }

  /// Records a batch's result.
  func finish(_ index: Int, _ result: Result) {
    condition.lock()
    results[index] = result
    condition.broadcast()
    condition.unlock()
  }

  /// Takes the result of batch `index` (the next to deliver), waiting for it if `waiting`;
  /// `nil` when not waiting and it is not ready.
  func result(_ index: Int, waiting: Bool) -> Result? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let result = results.removeValue(forKey: index) {
        delivered = index + 1
        condition.broadcast()
        return result
      }
      guard waiting else { return nil }
      condition.wait()
    }
  }
}
