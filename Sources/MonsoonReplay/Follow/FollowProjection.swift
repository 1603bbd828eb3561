package import MonsoonEvents

/// The states of a log as its lines arrive (`monsoon-replay follow`): after each applied event,
/// its one-line text or the JSON object `replay --format json` prints, never waiting for the
/// end of the input.
package enum FollowProjection {
  /// Writes the state after every event of the log `start` opens into `sink`, calling
  /// ``FollowSink/waiting()`` whenever no further line has arrived.
  /// - Parameters:
  ///   - json: whether each state is a JSON object (else a line of text).
  ///   - helper: whether JSON lines are written by a second thread while this one replays
  ///     the log (the same lines, in the same order, written out at the same points; when no
  ///     thread can be started, this one writes them).
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  ///
  /// Inlinable, so that it is specialized for the tool's sink.
  @inlinable
  package static func write<Sink: FollowSink>(
    _ start: ReplayStart, json: Bool, to sink: inout Sink, helper: Bool = false
  ) throws(LogProblem) {
    // The line writer takes an idle core of its own; the decoding helpers the others.
    var cursor = start.cursor(sparingCores: json && helper ? 1 : 0)
    if json, helper, let writer = lineWriter(menu: cursor.state.menu, whenIdle: cursor.spareDecodingWork) {
      return try writeJSON(&cursor, to: &sink, helper: writer)
    }
    // JSON lines are written by a `StateJSONWriter` straight into the sink's memory, packed
    // lines of a file read in chunks taken a run at a time
    // (``ReplayCursor/advancePacked(atMost:initializing:)-(_,UnsafeMutablePointer<StateFields>)``).
    let writer = json ? StateJSONWriter(menu: cursor.state.menu) : nil
    let run = UnsafeMutablePointer<StateFields>.allocate(capacity: runSize)
    defer { run.deallocate() }
    while true {
      var count = writer == nil ? 0 : cursor.advancePacked(atMost: runSize, initializing: run)
      if count == 0 {
        guard let fate = try cursor.advance() else { break }
        switch fate {
        case .applied:
          if json {
            run.initialize(to: cursor.stateFields())
            count = 1
          } else {
            sink.line(cursor.state.line)
          }
        case .rejected, .unreadable:
          sink.warn(cursor.problem, urgent: true)
        case .tornTail:
          sink.warn(cursor.problem, urgent: false)
        case .skipped:
          break
        }
      }
      if let writer, count > 0 {
        writer.write(UnsafeBufferPointer(start: run, count: count), to: &sink)
      }
      if !cursor.reader.hasBufferedLine { sink.waiting() }
    }
  }
}
