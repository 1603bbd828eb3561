import MonsoonEvents
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
    let state = try store.send(.tap(control: 1))
    #expect(state.selections[1] == 1)
    #expect(store.state == state)
    #expect(
      sink.text
        == "{\"monsoon\":1,\"seed\":\"7\"}\n"
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

  @Test("a failed write is not acknowledged and leaves the state as it was")
  func failedWrite() throws {
    struct FullDisk: LogSink {
      var accepted = 1
      mutating func append(_ line: [UInt8]) throws(LogWriteError) {
        guard accepted > 0 else { throw LogWriteError(reason: "No space left on device") }
        accepted -= 1
      }
      func flush() {}
    }
    let store = try SessionStore(header: LogHeader(seed: 1), sink: FullDisk())
    #expect(throws: SessionStoreError.logWriteFailed(LogWriteError(reason: "No space left on device"))) {
      try store.send(.go)
    }
    #expect(store.state.screen == .chooser)
  }

  @Test("the log the store writes replays to the store's state")
  func logReplaysToState() throws {
    let sink = MemoryLogSink()
    let store = try makeStore(sink)
    let events: [Event] = [.randomize, .tap(control: 0), .back, .nav(.compass), .go, .back,
      .randomize, .select(control: 2, choice: 2)]
    for event in events { _ = try? store.send(event) }
    let reader = try LogReader(MemoryByteSource(sink.bytes))
    let (replayer, _) = try LogReplayer.replay(reader, mode: .strict) { _ in }
    #expect(replayer.state == store.state)
    #expect(replayer.state.seq == 7)
  }

  @Test("observers get the current state, then each new one")
  func updates() async throws {
    let store = try SessionStore(header: LogHeader(seed: 3))
    let stream = store.updates(bufferingPolicy: .unbounded)
    try store.send(.tap(control: 0))
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
          for index in 0..<250 { _ = try? store.send(.tap(control: (task + index) % 6)) }
        }
      }
    }
    #expect(store.state.seq == 2000)
    let reader = try LogReader(MemoryByteSource(sink.bytes))
    let (replayer, _) = try LogReplayer.replay(reader, mode: .strict) { _ in }
    #expect(replayer.state == store.state)
  }
}
