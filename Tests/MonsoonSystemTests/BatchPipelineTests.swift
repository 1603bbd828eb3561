import MonsoonSystem
import Testing

@Suite("BatchPipeline: a helper thread's results, in order, within bounds")
struct BatchPipelineTests {
  @Test(
    "every batch's result comes back once, in the order sent, through sends, drains and the end",
    arguments: [1, 2, 3])
  func resultsInOrder(depth: Int) throws {
    // The transform keeps a running total: it is made once, on the helper, and keeps its state.
    let pipeline = try #require(
      BatchPipeline<[Int], (batch: Int, total: Int)>(depth: depth, name: "test") {
        var total = 0
        return { batch in
          total += batch[1]
          return (batch[0], total)
        }
      })
    var received: [(batch: Int, total: Int)] = []
    for batch in 0..<500 {
      pipeline.send([batch, batch], receiving: { received.append($0) })
      if batch.isMultiple(of: 97) {
        pipeline.drain(receiving: { received.append($0) })
        #expect(received.count == batch + 1, "after a drain, every result sent is back")
      }
    }
    pipeline.finish(receiving: { received.append($0) })
    #expect(received.map(\.batch) == Array(0..<500))
    #expect(received.map(\.total) == (0..<500).map { $0 * ($0 + 1) / 2 })
  }

  @Test("the helper makes no more results than the sender has room for", arguments: [1, 2, 4])
  func bounded(depth: Int) throws {
    let transformed = LockedValue(0)
    let pipeline = try #require(
      BatchPipeline<Int, Int>(depth: depth, name: "test") {
        { batch in
          transformed.withLock { $0 += 1 }
          return batch
        }
      })
    var received = 0
    var furthestAhead = 0
    let receive: (Int) -> Void = { _ in
      received += 1
      furthestAhead = max(furthestAhead, transformed.current - received)
    }
    for batch in 0..<2_000 { pipeline.send(batch, receiving: receive) }
    pipeline.finish(receiving: receive)
    #expect(received == 2_000)
    // Made but not yet counted here: those taken in the last handful (at most `depth`), as
    // many waiting again, and one being handed over.
    #expect(furthestAhead <= 2 * depth + 1)
    #expect(transformed.current == 2_000)
  }

  @Test("cancelling, or letting go of a pipeline without finishing it, stops its helper")
  func cancelStops() throws {
    let transformed = LockedValue(0)
    func make() throws -> BatchPipeline<Int, Int> {
      try #require(
        BatchPipeline<Int, Int>(depth: 2, name: "test") {
          { batch in
            transformed.withLock { $0 += 1 }
            return batch
          }
        })
    }
    let cancelled = try make()
    for batch in 0..<10 { cancelled.send(batch, receiving: { _ in }) }
    cancelled.cancel()
    let afterCancel = transformed.current
    #expect(afterCancel <= 10)
    // Sent batches that no one finishes: the pipeline's end joins its helper instead of
    // leaving it waiting (a hang here is the failure).
    do {
      let abandoned = try make()
      for batch in 0..<5 { abandoned.send(batch, receiving: { _ in }) }
    }
    #expect(transformed.current <= afterCancel + 5)
  }

  @Test("with no batch waiting the helper does idle work; finding none, it waits for a batch")
  func idleWork() throws {
    let calls = Condition(0)
    let pipeline = try #require(
      BatchPipeline<Int, Int>(
        depth: 2, name: "test",
        whenIdle: {
          let call = calls.withLock { count in
            count += 1
            return count
          }
          calls.broadcast()
          return call <= 5
        }
      ) { { $0 * 2 } })
    // No batch is sent yet: the helper works until a call finds nothing (the sixth).
    calls.wait { $0 >= 6 ? .ready(()) : .wait }
    var received: [Int] = []
    for batch in 0..<100 { pipeline.send(batch, receiving: { received.append($0) }) }
    pipeline.finish(receiving: { received.append($0) })
    #expect(received == (0..<100).map { $0 * 2 })
    // After a call that found nothing, the next comes only after a batch: no spinning.
    #expect(calls.withLock { $0 } <= 6 + 100)
  }
}
