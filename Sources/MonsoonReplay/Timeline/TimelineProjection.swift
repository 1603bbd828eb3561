package import MonsoonEvents

/// The timeline of one log (`monsoon-replay timeline`): one line per event, with its time and
/// what it changed, as text or as the event projection of docs/fleet.md.
package enum TimelineProjection {
  /// How the lines are written.
  package enum Format {
    /// One line per event: seq, time since the first event, the event, its changes; `markNew`
    /// marks a new value and `markRejected` a rejection.
    case text(markNew: (String) -> String, markRejected: (String) -> String)
    /// One JSON object per line, starting with `"file"` when `file` is given.
    case json(file: String?)
  }

  /// Writes the timeline of the log `start` opens into `sink`, from its first event.
  /// - Parameters:
  ///   - skips: events replayed as if they never happened; they show as skipped.
  ///   - locate: the warning to give for a bad line (lenient) or a torn tail.
  /// - Returns: `nil` when the sink could not hold a line and the log was not read to its
  ///   end; else where reading stopped (to check that every skipped seq was met).
  /// - Throws: `LogProblem`: the first problem in strict mode, or a read failure.
  ///
  /// Inlinable, as the loop was when it lived in the tool: specialized for the tool's sinks,
  /// a line costs no call through a witness table.
  @inlinable
  package static func write<Sink: TimelineSink>(
    _ start: ReplayStart, skipping skips: SkipList, format: Format,
    locate: (LogProblem) -> String, to sink: inout Sink
  ) throws(LogProblem) -> ReplayEnd? {
    var cursor = start.cursor(skipping: skips)
    switch format {
    case .json(let file):
      return try writeJSON(&cursor, file: file, locate: locate, to: &sink)
    case .text(let markNew, let markRejected):
      let menu = start.header.menu
      let wordsWidth = SessionTimelineEntry.wordsWidth(menu: menu)
      var timeline = SessionTimeline()
      var before = cursor.state
      while let step = try cursor.next() {
        if let problem = step.problem { sink.passOver(problem) }
        switch step {
        case .unreadable(let problem), .tornTail(let problem): sink.warn(locate(problem))
        case .applied, .rejected, .skipped: break
        }
        let after = cursor.state
        let entry = timeline.entry(for: step, from: before, to: after)
        before = after
        guard let entry else { continue }
        let text = entry.text(
          menu: menu, wordsWidth: wordsWidth, markingNew: markNew,
          markingRejected: markRejected)
        guard sink.line({ $0.append(contentsOf: text.utf8) }) else {
          return nil
        }
      }
      return ReplayEnd(cursor)
    }
  }
}

/// Where `timeline` puts one log's lines and warnings: straight onto the standard streams, or
/// into a bounded buffer for a log whose turn to be printed has not come yet.
package protocol TimelineSink {
  /// Adds one line: what `write` appends, then a newline.
  /// - Returns: `false` when the sink cannot hold the line; the caller stops there.
  mutating func line(_ write: (inout [UInt8]) -> Void) -> Bool
  /// Adds whole lines written straight into its memory: `write` writes them from the start
  /// of the memory it is given (at least `maximumCount` bytes, valid during the call), each
  /// ending with a newline, and returns how many bytes it wrote.
  /// - Returns: `false` when the sink cannot hold them; the caller stops there.
  mutating func lines(
    maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> Bool
  /// Adds a warning, located (`FILE:LINE: problem`).
  mutating func warn(_ message: String)
  /// Counts a line the replay did not apply (a bad line, a rejected event, a torn tail),
  /// whether it was warned about or shown as rejected: for a lenient replay's tally.
  mutating func passOver(_ problem: LogProblem)
}
