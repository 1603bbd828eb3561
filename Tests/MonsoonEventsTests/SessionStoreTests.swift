import MonsoonEvents
import MonsoonSystem
import MonsoonTestSupport
import Testing

@Suite("The session store")
struct SessionStoreTests {
  private func makeStore(_ sink: MemoryLogSink) throws -> SessionStore {
    try SessionStore(header: LogHeader(seed: 7), sink: sink, clock: { 1_000 })
  }

  @Test("an accepted event updates the state and is written with seq, t and sel")
  func acceptedEvent() throws {
    let sink = MemoryLogSink()
    let store = try makeStore(sink)
    let state = try store.send(.tap(prompt: 1))
    #expect(state.selections[1] == 1)
    #expect(store.state == state)
    #expect(
      sink.text
        == "{\"monsoon\":2,\"seed\":\"7\"}\n"
        + "{\"seq\":1,\"t\":1000,\"type\":\"tap\",\"control\":1,\"sel\":[0,1,0,0,0,0]}\n")
  }

  @Test("a rejected event changes nothing and writes nothing")
  func rejectedEvent() throws {
    let sink = MemoryLogSink()
    let store = try makeStore(sink)
    let before = sink.bytes
    #expect(throws: SessionStoreError.rejected(.wrongScreen(.back, .chooser))) {
      try store.send(.back)
    }
    #expect(sink.bytes == before)
    #expect(store.state.seq == 0)
  }

  @Test(
    "after a failed write the store stops writing, goes on in memory, and reports the failure once"
  )
  func failedWrite() async throws {
    final class FullDisk: LogSink {
      let accepted = LockedValue(2)
      let appends = LockedValue(0)
      func append(_ line: [UInt8]) throws(LogWriteError) {
        appends.withLock { $0 += 1 }
        try accepted.withLock { accepted throws(LogWriteError) in
          guard accepted > 0 else { throw LogWriteError(reason: "No space left on device") }
          accepted -= 1
        }
      }
      func flush() {}
    }
    let sink = FullDisk()
    let store = try SessionStore(header: LogHeader(seed: 1), sink: sink)
    let failures = store.writeFailures()
    #expect(store.writeFailure == nil)
    try store.send(.tap(prompt: 1))
    let failed = try store.send(.go)
    #expect(failed.screen == .detail, "the event whose line failed is applied")
    try store.send(.back)
    try store.send(.tap(prompt: 2))
    #expect(store.state.seq == 4, "later events are applied in memory")
    #expect(sink.appends.withLock { $0 } == 3, "the header, seq 1, and the failed seq 2: no more")
    let full = LogWriteError(reason: "No space left on device")
    #expect(store.writeFailure == full)
    var reported: [LogWriteError] = []
    for await failure in failures { reported.append(failure) }
    #expect(reported == [full], "one failure, then the stream ends")
    var late: [LogWriteError] = []
    for await failure in store.writeFailures() { late.append(failure) }
    #expect(late == [full], "a stream made after the failure gets it at once")
    #expect(throws: SessionStoreError.rejected(.wrongScreen(.back, .chooser))) {
      try store.send(.back)
    }
    try await store.durable(through: 1)
    await #expect(throws: SessionStoreError.logWriteFailed(full)) {
      try await store.durable(through: 2)
    }
    #expect(throws: SessionStoreError.logWriteFailed(full)) { try store.flush() }
    #expect(throws: SessionStoreError.logWriteFailed(full)) { try store.close() }
    try store.close()
  }

  @Test("a store that closes without a write failure ends its failure streams empty")
  func noFailureUntilClose() async throws {
    let store = try makeStore(MemoryLogSink())
    let failures = store.writeFailures()
    try store.send(.go)
    try store.close()
    var reported: [LogWriteError] = []
    for await failure in failures { reported.append(failure) }
    #expect(reported.isEmpty)
  }

  @Test("a write that fails on the log file's own thread is reported once, and the store goes on")
  func failedBackgroundWrite() async throws {
    // Every write to /dev/full fails with ENOSPC, on the sink's writer thread.
    let sink = try FileLogSink(path: "/dev/full", durability: .durable)
    let store = try SessionStore(header: LogHeader(seed: 4), sink: sink)
    let failures = store.writeFailures()
    try store.send(.tap(prompt: 1))
    let error = await #expect(throws: SessionStoreError.self) {
      try await store.durable(through: 1)
    }
    #expect(error?.description.contains("cannot write /dev/full") == true)
    try store.send(.go)
    try store.send(.back)
    #expect(store.state.seq == 3)
    var reported: [LogWriteError] = []
    for await failure in failures { reported.append(failure) }
    #expect(reported.count == 1)
    #expect(reported.first?.reason.hasPrefix("cannot write /dev/full") == true)
  }

  @Test("the log the store writes replays to the store's state")
  func logReplaysToState() throws {
    let sink = MemoryLogSink()
    let store = try makeStore(sink)
    let events: [Event] = [.randomize, .tap(prompt: 0), .back, .nav(.compass), .go, .back,
      .randomize, .select(prompt: 2, option: 2)]
    for event in events { _ = try? store.send(event) }
    let reader = try LogReader(MemoryByteSource(sink.bytes))
    let (replayer, _) = try LogReplayer.replay(reader, mode: .strict) { _ in }
    #expect(replayer.state == store.state)
    #expect(replayer.state.seq == 7)
  }

  @Test("observers get the current state, then each new one")
  func updates() async throws {
    let store = SessionStore(header: LogHeader(seed: 3))
    let stream = store.updates(bufferingPolicy: .unbounded)
    try store.send(.tap(prompt: 0))
    try store.send(.go)
    var seqs: [Int] = []
    for await state in stream {
      seqs.append(state.seq)
      if seqs.count == 3 { break }
    }
    #expect(seqs == [0, 1, 2])
  }

  @Test("concurrent senders each get a distinct seq and nothing is lost")
  func concurrentSends() async throws {
    let sink = MemoryLogSink()
    let store = try makeStore(sink)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<250 { _ = try? store.send(.tap(prompt: (task + index) % 6)) }
        }
      }
    }
    #expect(store.state.seq == 2000)
    let reader = try LogReader(MemoryByteSource(sink.bytes))
    let (replayer, _) = try LogReplayer.replay(reader, mode: .strict) { _ in }
    #expect(replayer.state == store.state)
  }
}

@Suite("A session store's lifetime")
struct SessionStoreLifetimeTests {
  @Test("close ends the updates, refuses later events with a clear error, and can be repeated")
  func closeRefusesLaterEvents() async throws {
    let sink = MemoryLogSink()
    let store = try SessionStore(header: LogHeader(seed: 3), sink: sink, clock: { 5 })
    let following = Task {
      var seqs: [Int] = []
      for await state in store.updates(bufferingPolicy: .unbounded) { seqs.append(state.seq) }
      return seqs
    }
    try await waitUntil { store.state.seq == 0 }
    try store.send(.tap(prompt: 0))
    try store.close()
    let error = #expect(throws: SessionStoreError.closed) { try store.send(.go) }
    #expect(error?.description == "the session store is closed; it applies no more events")
    try store.close()
    let seqs = await following.value
    #expect(seqs.last == 1, "the stream ended at the close, after the last state")
    #expect(store.state.seq == 1)
    #expect(sink.text.split(separator: "\n").count == 2)
    var afterClose: [Int] = []
    for await state in store.updates() { afterClose.append(state.seq) }
    #expect(afterClose == [1], "a stream made after the close holds the last state, then ends")
  }

  @Test("a closed store lets go of its log file: the same process opens it again")
  func closeReleasesTheFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    for round in 1...3 {
      let log = try SessionLogFile.open(path: path, durability: .buffered) { LogHeader(seed: 9) }
      #expect(log.lastSeq == round - 1)
      let store = try log.makeStore()
      try store.send(.tap(prompt: 2))
      #expect(throws: SessionLogFileError.openInThisProcess(path: path)) {
        try SessionLogFile.open(path: path, durability: .buffered) { LogHeader(seed: 9) }
      }
      try store.close()
    }
    #expect(try directory.read("s.jsonl").split(separator: "\n").count == 4)
  }

  @Test("a store that goes away closes its log file, even while a task follows its updates")
  func droppedStoreReleasesTheFile() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    var store: SessionStore? = try SessionLogFile.open(path: path, durability: .buffered) {
      LogHeader(seed: 9)
    }.makeStore()
    let updates = try #require(store?.updates())
    let following = Task {
      var count = 0
      for await _ in updates { count += 1 }
      return count
    }
    try store?.send(.go)
    store = nil
    #expect(await following.value >= 1, "the stream ends when the store goes away")
    let reopened = try SessionLogFile.open(path: path, durability: .buffered) {
      LogHeader(seed: 1)
    }
    #expect(reopened.lastSeq == 1)
  }

  @Test("updates() inside a task starts from the state of that moment, then follows")
  func updatesStartFromTheCurrentState() async throws {
    let store = SessionStore(header: LogHeader(seed: 3))
    try store.send(.tap(prompt: 0))
    try store.send(.tap(prompt: 0))
    // Signalled when the task has its first state: from then on it is subscribed.
    let (subscribed, signal) = AsyncStream.makeStream(of: Void.self)
    let following = Task {
      var seqs: [Int] = []
      for await state in store.updates() {
        if seqs.isEmpty { signal.finish() }
        seqs.append(state.seq)
        if state.screen == .detail { break }
      }
      return seqs
    }
    try await waitUntil { store.state.seq == 2 }
    for await _ in subscribed {}
    try store.send(.go)
    let seqs = await following.value
    #expect(seqs.first == 2, "the first state is the one the task subscribed at")
    #expect(seqs.last == 3)
  }

  @Test("durable(through:) returns once the event's line is on stable storage")
  func durableThroughWaitsForTheDisk() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let store = try SessionLogFile.open(path: path, durability: .durable) {
      LogHeader(seed: 4)
    }.makeStore()
    var last = 0
    for prompt in 0..<6 { last = try store.send(.tap(prompt: prompt)).seq }
    try await store.durable(through: last)
    #expect(try directory.read("s.jsonl").split(separator: "\n").count == 7)
    try store.close()
    try await store.durable(through: last)
  }

  @Test("durable(through:) in buffered mode writes and flushes the buffered lines now")
  func durableThroughFlushesABufferedLog() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let store = try SessionLogFile.open(path: path, durability: .buffered) {
      LogHeader(seed: 4)
    }.makeStore()
    let state = try store.send(.randomize)
    try await store.durable(through: state.seq)
    #expect(try directory.read("s.jsonl").split(separator: "\n").count == 2)
  }

  /// Polls `condition` for up to 5 s.
  private func waitUntil(_ condition: () -> Bool) async throws {
    let start = ContinuousClock.now
    while !condition(), ContinuousClock.now - start < .seconds(5) {
      try await Task.sleep(for: .milliseconds(2))
    }
    try #require(condition())
  }
}
