/// Writes a log's events into a sink that holds its header and earlier events: one line per
/// event, numbered on from the last.
package struct LogWriter: Sendable {
  /// Where the lines go.
  package let sink: any LogSink
  /// The seq the next appended event gets.
  package private(set) var nextSeq: Int

  /// Goes on with a log whose header and first `nextSeq - 1` events the sink already holds.
  package init(continuing sink: any LogSink, nextSeq: Int) {
    self.sink = sink
    self.nextSeq = nextSeq
  }

  /// Appends an event with the next seq.
  /// - Parameters:
  ///   - event: what the user did.
  ///   - time: when, in milliseconds since the Unix epoch, or `nil` to leave `t` out.
  ///   - sel: the selections after the event, or `nil` to leave `sel` out.
  /// - Returns: the record as written.
  /// - Throws: ``LogWriteError``; the seq is then not used up.
  @discardableResult
  package mutating func append(_ event: Event, time: Int? = nil, sel: Selections? = nil)
    throws(LogWriteError) -> LogRecord
  {
    let record = LogRecord(line: 0, seq: nextSeq, time: time, event: event, sel: sel)
    try sink.append(LogLine.event(record))
    nextSeq += 1
    return record
  }
}
