package import MonsoonEvents
package import MonsoonSystem

extension TimelineProjection {
  /// How many lines the replaying thread gathers before it hands them to the writing thread.
  @usableFromInline static let batchSize = 2048
  /// The most lines a run of packed lines gives at once when this thread writes them: few
  /// enough (36 KiB) to be written while they are in the processor's nearest caches.
  @usableFromInline static let runSize = 256

  /// ``write(_:skipping:format:locate:to:helper:)`` for JSON on this thread: the lines,
  /// written by a `TimelineJSONWriter`, which copies each line's JSON from fragments made once
  /// per menu, straight into the sink's memory. Packed lines of a file read in chunks come a
  /// run at a time, into memory the run keeps
  /// (``ReplayCursor/advancePacked(atMost:initializing:)-(_,UnsafeMutablePointer<AppliedLine>)``).
  @inlinable
  static func writeJSON<Sink: TimelineSink>(
    _ cursor: inout ReplayCursor<FileByteSource>, file: String?,
    locate: (LogProblem) -> String, to sink: inout Sink
  ) throws(LogProblem) -> ReplayEnd? {
    let writer = TimelineJSONWriter(initial: cursor.state, file: file)
    let run = UnsafeMutablePointer<AppliedLine>.allocate(capacity: runSize)
    defer { run.deallocate() }
    while true {
      let count = cursor.advancePacked(atMost: runSize, initializing: run)
      if count > 0 {
        guard writer.write(UnsafeBufferPointer(start: run, count: count), to: &sink) else {
          return nil
        }
        continue
      }
      guard let fate = try cursor.advance() else { break }
      let written: Bool
      switch fate {
      case .unreadable, .tornTail:
        sink.warn(locate(cursor.problem))
        continue
      case .applied:
        // Written at once rather than added to the run: on a stream's lines (a fleet's small
        // logs) that copy cost 6% more instructions.
        let line = cursor.appliedLine()
        written = sink.lines(maximumCount: writer.maximumLineRoom) {
          writer.writeLine(line, into: $0.baseAddress!)
        }
      case .rejected, .skipped:
        let step: ReplayStep =
          fate == .rejected
          ? .rejected(cursor.record, cursor.problem) : .skipped(cursor.record)
        let after = cursor.stateFields()
        written = sink.line { writer.append(step, after: after, to: &$0) }
      }
      guard written else { return nil }
    }
    return ReplayEnd(cursor)
  }

  /// The helper thread of a JSON timeline: it writes the lines of the steps it is handed,
  /// with a `TimelineJSONWriter` of its own starting at `initial`, and does `whenIdle`'s work
  /// (decoding the log's next chunk) while none waits.
  @usableFromInline
  static func lineWriter(
    initial: SessionState, file: String?, whenIdle: (@Sendable () -> Bool)?
  ) -> BatchPipeline<TimelineLines, [[UInt8]]>? {
    BatchPipeline(depth: 3, name: "monsoon-timeline", whenIdle: whenIdle) {
      let writer = TimelineJSONWriter(initial: initial, file: file)
      return { lines in writer.chunks(of: lines) }
    }
  }

  /// ``writeJSON(_:file:locate:to:)`` on two threads: this one replays the log, gathering its
  /// lines in batches (runs of packed lines at a time), `helper` writes them. The same lines
  /// and warnings, in the same order: a warning waits until every line before it is in the
  /// sink.
  @inlinable
  static func writeJSON<Sink: TimelineSink>(
    _ cursor: inout ReplayCursor<FileByteSource>, locate: (LogProblem) -> String,
    to sink: inout Sink, helper: BatchPipeline<TimelineLines, [[UInt8]]>
  ) throws(LogProblem) -> ReplayEnd? {
    var refused = false
    func receive(_ chunks: [[UInt8]]) {
      for chunk in chunks where !refused { refused = !sink.lines(chunk) }
    }
    var batch = TimelineLines(reservingCapacity: batchSize)
    func handOver() {
      guard batch.count > 0 else { return }
      helper.send(batch, receiving: receive)
      batch = TimelineLines(reservingCapacity: batchSize)
    }
    do {
      while true {
        if cursor.advancePacked(atMost: batchSize - batch.count, into: &batch.applied) == 0 {
          guard let fate = try cursor.advance() else { break }
          switch fate {
          case .applied:
            batch.applied.append(cursor.appliedLine())
          case .rejected:
            batch.append(
              unchanged: .rejected(cursor.record, cursor.problem), after: cursor.stateFields())
          case .skipped:
            batch.append(unchanged: .skipped(cursor.record), after: cursor.stateFields())
          case .unreadable, .tornTail:
            handOver()
            helper.drain(receiving: receive)
            if !refused { sink.warn(locate(cursor.problem)) }
          }
        }
        if batch.count >= batchSize { handOver() }
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
