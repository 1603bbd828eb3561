import Foundation

/// Runs independent work items on several threads and hands their results back in input
/// order, as soon as each one's turn comes.
public enum OrderedParallel {
  /// The number of cores this process may use: the default number of jobs.
  public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Computes `work(i)` for every `i` in `0..<count` on up to `jobs` threads, and calls
  /// `deliver(i, result)` on the calling thread in increasing `i`.
  ///
  /// Items are handed out in small batches, so that short items do not spend their time
  /// waking threads; workers never run more than `4 × jobs` batches ahead of the delivered
  /// ones, so memory stays bounded by the results in flight.
  /// - Parameters:
  ///   - count: the number of items.
  ///   - jobs: the number of threads; 1 runs everything on the calling thread.
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
    for _ in 0..<threads {
      let thread = Thread {
        while let batch = queue.take() {
          let items = (batch * batchSize)..<min(count, (batch + 1) * batchSize)
          queue.finish(batch, items.map(work))
        }
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
    for batch in 0..<batches {
      for (offset, result) in queue.result(batch).enumerated() {
        deliver(batch * batchSize + offset, result)
      }
    }
  }
}

/// The shared state of ``OrderedParallel``: which item is next, and the finished results.
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

  /// The next item to work on, waiting while the workers are a window ahead; `nil` when all
  /// items are taken.
  func take() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while nextIndex < count && nextIndex >= delivered + window { condition.wait() }
    guard nextIndex < count else { return nil }
    nextIndex += 1
    return nextIndex - 1
  }

  func finish(_ index: Int, _ result: Result) {
    condition.lock()
    results[index] = result
    condition.broadcast()
    condition.unlock()
  }

  /// The result of an item, waiting for it.
  func result(_ index: Int) -> Result {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let result = results.removeValue(forKey: index) {
        delivered = index + 1
        condition.broadcast()
        return result
      }
      condition.wait()
    }
  }
}
