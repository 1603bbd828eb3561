package import MonsoonEvents
package import MonsoonSystem

extension FollowProjection {
  /// How many states the replaying thread gathers before it hands them to the writing thread.
  @usableFromInline static let batchSize = 2048
  /// The most states a run of packed lines gives at once when this thread writes them: few
  /// enough (16 KiB) to be written while they are in the processor's nearest caches.
  @usableFromInline static let runSize = 256

  /// The helper thread of `follow --format json`: it writes the JSON lines of the states it is
  /// handed, with a `StateJSONWriter` of its own, and does `whenIdle`'s work (decoding the
  /// log's next chunk) while none waits.
  @usableFromInline
  static func lineWriter(
    menu: ChooserMenu, whenIdle: (@Sendable () -> Bool)?
  ) -> BatchPipeline<[StateFields], [[UInt8]]>? {
    BatchPipeline(depth: 3, name: "monsoon-follow", whenIdle: whenIdle) {
      let writer = StateJSONWriter(menu: menu)
      return { states in writer.chunks(of: states) }
    }
  }

  /// ``write(_:json:to:helper:)`` in JSON on two threads: this one replays the log, gathering
  /// the states in batches (runs of packed lines at a time), `helper` writes them. The same
  /// lines and warnings, in the same order, written out at the same points: before a warning,
  /// and whenever no further line has arrived, every line before is in the sink.
  @inlinable
  static func writeJSON<Sink: FollowSink>(
    _ cursor: inout ReplayCursor<FileByteSource>, to sink: inout Sink,
    helper: BatchPipeline<[StateFields], [[UInt8]]>
  ) throws(LogProblem) {
    func receive(_ chunks: [[UInt8]]) {
      for chunk in chunks { sink.lines(chunk) }
    }
    var batch: [StateFields] = []
    batch.reserveCapacity(batchSize)
    func handOver(draining: Bool) {
      if !batch.isEmpty {
        helper.send(batch, receiving: receive)
        batch = []
        batch.reserveCapacity(batchSize)
      }
      if draining { helper.drain(receiving: receive) }
    }
    do {
      while true {
        if cursor.advancePacked(atMost: batchSize - batch.count, into: &batch) == 0 {
          guard let fate = try cursor.advance() else { break }
          switch fate {
          case .applied:
            batch.append(cursor.stateFields())
          case .rejected, .unreadable:
            handOver(draining: true)
            sink.warn(cursor.problem, urgent: true)
          case .tornTail:
            handOver(draining: true)
            sink.warn(cursor.problem, urgent: false)
          case .skipped:
            break
          }
        }
        if batch.count >= batchSize { handOver(draining: false) }
        if !cursor.reader.hasBufferedLine {
          handOver(draining: true)
          sink.waiting()
        }
      }
    } catch {
      handOver(draining: true)
      helper.finish(receiving: receive)
      throw error
    }
    handOver(draining: true)
    helper.finish(receiving: receive)
  }
}
