import Foundation
import MonsoonSystem
import MonsoonToolSystem
import Testing

@Suite("Ordered parallel work")
struct OrderedParallelTests {
  @Test("results come back in input order for any number of jobs", arguments: [1, 2, 3, 8])
  func ordered(jobs: Int) throws {
    var delivered: [Int] = []
    try OrderedParallel.run(count: 200, jobs: jobs) { index in
      var spin = 0
      for step in 0..<((200 - index) * 50) { spin &+= step }
      return index * 10 + (spin == -1 ? 1 : 0)
    } deliver: { index, value in
      #expect(value == index * 10)
      delivered.append(index)
    }
    #expect(delivered == Array(0..<200))
  }

  @Test("no thread outlives the run: what the work holds is released when it returns")
  func threadsAreDoneOnReturn() throws {
    // Two items on two threads: the calling thread usually does both before the other thread
    // has even started, which then still held the work (and the items it captures) after the
    // run returned, and a process exiting there leaked it.
    final class Token: Sendable {}
    for _ in 0..<200 {
      weak var released: Token?
      do {
        let token = Token()
        released = token
        try OrderedParallel.run(count: 2, jobs: 2) { index in
          withExtendedLifetime(token) { index }
        } deliver: { _, _ in }
      }
      #expect(released == nil)
    }
  }

  @Test("no items, no calls")
  func empty() throws {
    var calls = 0
    try OrderedParallel.run(count: 0, jobs: 4) { $0 } deliver: { _, _ in calls += 1 }
    #expect(calls == 0)
  }

  @Test(
    "the calling thread is one of the jobs: it works while the next result is not ready",
    arguments: [2, 3])
  func callerWorks(jobs: Int) throws {
    let seen = LockedValue<Set<ObjectIdentifier>>([])
    let caller = ObjectIdentifier(Thread.current)
    let deadline = Date(timeIntervalSinceNow: 10)
    try OrderedParallel.run(count: 2_000, jobs: jobs) { index in
      let thread = ObjectIdentifier(Thread.current)
      seen.withLock { _ = $0.insert(thread) }
      // Every other thread holds its first item until the calling thread has done one (or
      // 10 s pass: then the test fails below). They hold at most `jobs - 1` batches, fewer
      // than the batches in flight, so work is always there for the calling thread to take
      // while it waits for the first result, however the threads happen to be scheduled.
      while thread != caller, !seen.current.contains(caller), Date() < deadline {
        Thread.sleep(forTimeInterval: 0.001)
      }
      return index
    } deliver: { index, value in
      #expect(value == index)
    }
    #expect(seen.current.count <= jobs)
    #expect(seen.current.contains(caller))
  }

  #if os(Linux)
    @Test("the default number of jobs is the number of cores this process may use, as nproc says")
    func defaultJobs() throws {
      let process = Process()
      let output = Pipe()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/nproc")
      process.standardOutput = output
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let cores = try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(OrderedParallel.defaultJobs == cores)
    }
  #endif
}
