package import MonsoonEvents
package import MonsoonSystem

extension TimelineProjection {
  /// How many lines the replaying thread gathers before it hands them to the writing thread.
  @usableFromInline static let helperBatchSize = 2048

  /// The helper thread of a JSON timeline: it writes the lines of the steps it is handed,
  /// with a `TimelineJSONWriter` of its own starting at `initial`.
  @usableFromInline
  static func lineWriter(
    initial: SessionState, file: String?
  ) -> BatchPipeline<TimelineLines, [[UInt8]]>? {
    BatchPipeline(depth: 3, name: "monsoon-timeline") {
      let writer = TimelineJSONWriter(initial: initial, file: file)
      return { lines in writer.chunks(of: lines) }
    }
  }

  /// ``writeJSON(_:file:locate:to:)`` on two threads: this one replays the log, `helper` writes
  /// the lines. The same lines and warnings, in the same order: a warning waits until every
  /// line before it is in the sink.
  @inlinable
  static func writeJSON<Sink: TimelineSink>(
    _ cursor: inout ReplayCursor<FileByteSource>, locate: (LogProblem) -> String,
    to sink: inout Sink, helper: BatchPipeline<TimelineLines, [[UInt8]]>
  ) throws(LogProblem) -> ReplayEnd? {
    var refused = false
    func receive(_ chunks: [[UInt8]]) {
      for chunk in chunks where !refused { refused = !sink.lines(chunk) }
    }
    var batch = TimelineLines(reservingCapacity: helperBatchSize)
    func handOver() {
      guard batch.count > 0 else { return }
      helper.send(batch, receiving: receive)
      batch = TimelineLines(reservingCapacity: helperBatchSize)
    }
    do {
      while let fate = try cursor.advance() {
        switch fate {
        case .applied:
          batch.append(applied: cursor.record, after: StateFields(&cursor))
        case .rejected:
          batch.append(
            unchanged: .rejected(cursor.record, cursor.problem), after: StateFields(&cursor))
        case .skipped:
          batch.append(unchanged: .skipped(cursor.record), after: StateFields(&cursor))
        case .unreadable, .tornTail:
          handOver()
          helper.drain(receiving: receive)
          if !refused { sink.warn(locate(cursor.problem)) }
        }
        if batch.count >= helperBatchSize { handOver() }
        if refused {
          helper.cancel()
          return nil
        }
      }
    } catch {
      handOver()
      helper.finish(receiving: receive)
      throw error
    }
    handOver()
    helper.finish(receiving: receive)
    return refused ? nil : ReplayEnd(cursor)
  }
}
