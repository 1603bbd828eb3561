import Foundation
import MonsoonSystem
import Testing

@Suite("The package's lock, condition, threads and clocks")
struct ConcurrencyPrimitiveTests {
  /// A count shared by threads, guarded by a condition that wakes whoever waits for it.
  private final class SharedCount: @unchecked Sendable {
    let condition = Condition()
    var value = 0

    /// Waits until the count reaches `target` or `seconds` pass; returns the count.
    func wait(for target: Int, seconds: Int = 10) -> Int {
      let deadline = SystemClock.monotonicNanoseconds() + seconds * 1_000_000_000
      condition.lock()
      defer { condition.unlock() }
      while value < target {
        let left = deadline - SystemClock.monotonicNanoseconds()
        guard left > 0 else { break }
        condition.wait(nanoseconds: left)
      }
      return value
    }
  }

  @Test("the lock lets one thread at a time in: no increment is lost", arguments: [2, 4, 8])
  func lockExcludes(threads: Int) {
    let lock = Lock()
    let counter = SharedCount()
    nonisolated(unsafe) var total = 0
    for _ in 0..<threads {
      let started = DetachedThread.start {
        for _ in 0..<20_000 { lock.withLock { total += 1 } }
        counter.condition.lock()
        counter.value += 1
        counter.condition.broadcast()
        counter.condition.unlock()
      }
      #expect(started)
    }
    #expect(counter.wait(for: threads) == threads)
    #expect(lock.withLock { total } == threads * 20_000)
  }

  @Test("a detached thread runs its work on a thread other than the caller's")
  func detachedThreadRunsElsewhere() {
    let counter = SharedCount()
    let caller = pthread_self()
    nonisolated(unsafe) var ranElsewhere = false
    DetachedThread.start {
      counter.condition.lock()
      ranElsewhere = pthread_equal(pthread_self(), caller) == 0
      counter.value = 1
      counter.condition.signal()
      counter.condition.unlock()
    }
    #expect(counter.wait(for: 1) == 1)
    counter.condition.lock()
    #expect(ranElsewhere)
    counter.condition.unlock()
  }

  #if os(Linux)
    @Test("a detached thread carries its name, cut to the 15 bytes Linux keeps")
    func detachedThreadName() {
      let counter = SharedCount()
      nonisolated(unsafe) var names: [String] = []
      for (index, name) in ["monsoon-flusher", "a-much-longer-thread-name"].enumerated() {
        DetachedThread.start(name: name) {
          let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))
          counter.condition.lock()
          names.append(comm?.trimmingCharacters(in: .newlines) ?? "?")
          counter.value += 1
          counter.condition.signal()
          counter.condition.unlock()
        }
        _ = counter.wait(for: index + 1)
      }
      counter.condition.lock()
      #expect(names == ["monsoon-flusher", "a-much-longer-t"])
      counter.condition.unlock()
    }
  #endif

  @Test("a timed wait that nobody signals lasts at least its time, and not much more")
  func timedWaitLasts() {
    let condition = Condition()
    let start = SystemClock.monotonicNanoseconds()
    condition.lock()
    condition.wait(nanoseconds: 30_000_000)
    condition.unlock()
    let elapsed = SystemClock.monotonicNanoseconds() - start
    #expect(elapsed >= 30_000_000)
    #expect(elapsed < 3_000_000_000)
  }

  @Test("a signal ends a long wait early")
  func signalWakes() {
    let counter = SharedCount()
    let start = SystemClock.monotonicNanoseconds()
    DetachedThread.start {
      usleep(10_000)
      counter.condition.lock()
      counter.value = 1
      counter.condition.signal()
      counter.condition.unlock()
    }
    #expect(counter.wait(for: 1, seconds: 30) == 1)
    #expect(SystemClock.monotonicNanoseconds() - start < 10_000_000_000)
  }

  @Test("the wall clock agrees with Foundation's, and the monotonic one never goes back")
  func clocks() {
    let foundation = Int(Date().timeIntervalSince1970 * 1000)
    #expect(abs(SystemClock.millisecondsSinceEpoch() - foundation) < 1000)
    var previous = SystemClock.monotonicNanoseconds()
    for _ in 0..<10_000 {
      let now = SystemClock.monotonicNanoseconds()
      #expect(now >= previous)
      previous = now
    }
  }
}
