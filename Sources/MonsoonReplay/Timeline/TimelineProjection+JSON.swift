package import MonsoonEvents

extension TimelineProjection {
  /// ``write(_:skipping:format:locate:to:)`` for JSON: the lines, written by a
  /// `TimelineJSONWriter`, which copies each line's JSON from fragments made once per menu,
  /// straight into the sink's memory.
  @inlinable
  static func writeJSON<Sink: TimelineSink>(
    _ cursor: inout ReplayCursor, file: String?,
    locate: (LogProblem) -> String, to sink: inout Sink
  ) throws(LogProblem) -> ReplayEnd? {
    let writer = TimelineJSONWriter(initial: cursor.state, file: file)
    while let fate = try cursor.advance() {
      let written: Bool
      switch fate {
      case .unreadable, .tornTail:
        sink.passOver(cursor.problem)
        sink.warn(locate(cursor.problem))
        continue
      case .applied:
        let applied = (cursor.record, after: cursor.moment, head: cursor.writtenHead)
        written = sink.lines(maximumCount: writer.maximumLineRoom) {
          writer.writeLine(applied, into: $0.baseAddress!)
        }
      case .rejected, .skipped:
        if fate == .rejected { sink.passOver(cursor.problem) }
        let step: ReplayStep =
          fate == .rejected
          ? .rejected(cursor.record, cursor.problem) : .skipped(cursor.record)
        let after = cursor.moment
        written = sink.line { writer.append(step, after: after, to: &$0) }
      }
      guard written else { return nil }
    }
    return ReplayEnd(cursor)
  }
}
