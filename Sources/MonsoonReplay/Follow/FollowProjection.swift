package import MonsoonEvents

/// The states of a log as its lines arrive (`monsoon-replay follow`): after each applied event,
/// its one-line text or the JSON object `replay --format json` prints, never waiting for the
/// end of the input.
package enum FollowProjection {
  /// Writes the state after every event of the log `start` opens into `sink`, calling
  /// ``FollowSink/waiting()`` whenever no further line has arrived.
  /// - Parameter json: whether each state is a JSON object (else a line of text), written by
  ///   a `StateJSONWriter` straight into the sink's memory.
  /// - Returns: where reading stopped: the events applied, for a lenient replay's tally.
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  ///
  /// Inlinable, so that it is specialized for the tool's sink.
  @inlinable
  package static func write<Sink: FollowSink>(
    _ start: ReplayStart, json: Bool, to sink: inout Sink
  ) throws(LogProblem) -> ReplayEnd {
    var cursor = start.cursor()
    let writer = json ? StateJSONWriter(menu: cursor.state.menu) : nil
    while let fate = try cursor.advance() {
      switch fate {
      case .applied:
        if let writer {
          let state = cursor.moment
          sink.lines(maximumCount: writer.maximumLineRoom) {
            writer.writeLine(state, into: $0.baseAddress!)
          }
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
      if !cursor.reader.hasBufferedLine { sink.waiting() }
    }
    return ReplayEnd(cursor)
  }
}

/// Where `follow` puts the states and warnings of a log as its lines arrive.
package protocol FollowSink {
  /// Adds whole lines written straight into its memory: `write` writes them from the start
  /// of the memory it is given (at least `maximumCount` bytes, valid during the call), each
  /// ending with a newline, and returns how many bytes it wrote.
  mutating func lines(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int)
  /// Adds one line of text.
  mutating func line(_ text: String)
  /// Gives the warning for a bad line or a torn tail; `urgent` for a bad line, whose warning
  /// must come after the states before it and be seen at once.
  mutating func warn(_ problem: LogProblem, urgent: Bool)
  /// Called when no further line has arrived yet: what was added must be written out now.
  mutating func waiting()
}
