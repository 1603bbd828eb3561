/// Writes a log into a sink: the header, then one line per event, numbering events from 1.
struct LogWriter: Sendable {
  /// Where the lines go.
  let sink: any LogSink
  /// The seq the next appended event gets.
  private(set) var nextSeq: Int

  /// Starts a new log by writing its header.
  /// - Throws: ``LogWriteError`` when the header cannot be written, or would be too long
  ///   (``LogHeaderError``; nothing is written then).
  init(header: LogHeader, sink: any LogSink) throws(LogWriteError) {
    self.sink = sink
    nextSeq = 1
    let line: [UInt8]
    do {
      line = try LogLine.newHeader(header)
    } catch {
      throw LogWriteError(reason: error.description)
    }
    try sink.append(line)
  }

  /// Goes on with a log whose header and first `nextSeq - 1` events the sink already holds.
  init(continuing sink: any LogSink, nextSeq: Int) {
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
  mutating func append(_ event: Event, time: Int? = nil, sel: Selections? = nil)
    throws(LogWriteError) -> LogRecord
  {
    let record = LogRecord(line: 0, seq: nextSeq, time: time, event: event, sel: sel)
    try sink.append(LogLine.event(record))
    nextSeq += 1
    return record
  }
}
