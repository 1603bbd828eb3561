import Foundation
import MonsoonSystem
import Testing

@Suite("The package's locked values, conditions, threads and clocks")
struct ConcurrencyPrimitiveTests {
  /// Waits until `condition`'s count reaches `target` or `seconds` pass; returns the count.
  private func wait(for target: Int, on condition: Condition<Int>, seconds: Int = 10) -> Int {
    let deadline = SystemClock.monotonicNanoseconds() + seconds * 1_000_000_000
    return condition.wait { count in
      let left = deadline - SystemClock.monotonicNanoseconds()
      return count >= target || left <= 0 ? .ready(count) : .waitAtMost(nanoseconds: left)
    }
  }

  /// Adds one to `condition`'s count and wakes whoever waits for it.
  private func countOne(_ condition: Condition<Int>) {
    condition.withLock { $0 += 1 }
    condition.broadcast()
  }

  @Test("a locked value lets one thread at a time in: no increment is lost", arguments: [2, 4, 8])
  func lockedValueExcludes(threads: Int) {
    let total = LockedValue(0)
    let finished = Condition(0)
    for _ in 0..<threads {
      let started = DetachedThread.start {
        for _ in 0..<20_000 { total.withLock { $0 += 1 } }
        countOne(finished)
      }
      #expect(started)
    }
    #expect(wait(for: threads, on: finished) == threads)
    #expect(total.current == threads * 20_000)
  }

  @Test("a condition's value is guarded like a locked value's", arguments: [2, 8])
  func conditionExcludes(threads: Int) {
    let total = Condition(0)
    let finished = Condition(0)
    for _ in 0..<threads {
      DetachedThread.start {
        for _ in 0..<20_000 { total.withLock { $0 += 1 } }
        countOne(finished)
      }
    }
    #expect(wait(for: threads, on: finished) == threads)
    #expect(total.withLock { $0 } == threads * 20_000)
  }

  @Test("withLock hands back what its body returns or throws, and releases the lock either way")
  func withLockResults() {
    struct Refused: Error {}
    let value = LockedValue([1, 2])
    #expect(value.withLock { $0.count } == 2)
    #expect(throws: Refused.self) {
      try value.withLock { (numbers: inout [Int]) throws(Refused) in
        numbers.append(3)
        throw Refused()
      }
    }
    #expect(value.current == [1, 2, 3])
  }

  @Test("taking a lock its thread already holds stops the process instead of deadlocking")
  func relockStops() async {
    await #expect(processExitsWith: .failure) {
      let value = LockedValue(0)
      value.withLock { _ in value.withLock { $0 += 1 } }
    }
    await #expect(processExitsWith: .failure) {
      let condition = Condition(0)
      condition.withLock { _ in condition.withLock { $0 += 1 } }
    }
  }

  @Test("a detached thread runs its work on a thread other than the caller's")
  func detachedThreadRunsElsewhere() {
    let caller = pthread_self()
    let ranElsewhere = Condition<Bool?>(nil)
    DetachedThread.start {
      let elsewhere = pthread_equal(pthread_self(), caller) == 0
      ranElsewhere.withLock { $0 = elsewhere }
      ranElsewhere.broadcast()
    }
    let deadline = SystemClock.monotonicNanoseconds() + 10_000_000_000
    let answer = ranElsewhere.wait { ranElsewhere in
      let left = deadline - SystemClock.monotonicNanoseconds()
      return ranElsewhere != nil || left <= 0 ? .ready(ranElsewhere) : .waitAtMost(nanoseconds: left)
    }
    #expect(answer == true)
  }

  #if os(Linux)
    @Test("a detached thread carries its name, cut to the 15 bytes Linux keeps")
    func detachedThreadName() {
      let names = Condition<[String]>([])
      for (index, name) in ["monsoon-flusher", "a-much-longer-thread-name"].enumerated() {
        DetachedThread.start(name: name) {
          let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))
          names.withLock { $0.append(comm?.trimmingCharacters(in: .newlines) ?? "?") }
          names.broadcast()
        }
        names.wait { $0.count > index ? .ready(()) : .wait }
      }
      #expect(names.withLock { $0 } == ["monsoon-flusher", "a-much-longer-t"])
    }
  #endif

  @Test("a timed wait that nobody signals lasts at least its time, and not much more")
  func timedWaitLasts() {
    let condition = Condition(0)
    let start = SystemClock.monotonicNanoseconds()
    let deadline = start + 30_000_000
    condition.wait { _ in
      let left = deadline - SystemClock.monotonicNanoseconds()
      return left <= 0 ? .ready(()) : .waitAtMost(nanoseconds: left)
    }
    let elapsed = SystemClock.monotonicNanoseconds() - start
    #expect(elapsed >= 30_000_000)
    #expect(elapsed < 3_000_000_000)
  }

  @Test("a signal ends a long wait early")
  func signalWakes() {
    let counter = Condition(0)
    let start = SystemClock.monotonicNanoseconds()
    DetachedThread.start {
      usleep(10_000)
      countOne(counter)
    }
    #expect(wait(for: 1, on: counter, seconds: 30) == 1)
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
