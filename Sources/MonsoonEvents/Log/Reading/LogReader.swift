/// Reads a log as a stream: the header first, then one event line at a time, in constant memory.
///
/// The reader checks each line on its own (JSON, fields, types); the rules that span lines
/// (seq order, time order, the reducer, `sel`) are ``LogReplayer``'s. After a line problem the
/// reader can go on with the next line.
package final class LogReader {
  /// The longest line accepted, in bytes, unless the reader is told otherwise: 1 MiB.
  package static var defaultMaximumLineLength: Int { 1 << 20 }

  /// The reading itself, which does not depend on the kind of source.
  let events: EventLineReader
  /// The log's header.
  package let header: LogHeader

  /// Opens a log and reads its header, the first line that is not blank.
  /// - Parameters:
  ///   - source: the bytes of the log.
  ///   - maximumLineLength: the longest line accepted; longer lines are skipped with a problem,
  ///     without being kept in memory.
  ///   - scanMode: how line ends are found; both modes read the same records and problems.
  /// - Throws: ``LogProblem`` when the input is unreadable or has no valid header.
  package init(
    _ source: some ByteSource, maximumLineLength: Int = LogReader.defaultMaximumLineLength,
    scanMode: ScanMode = .current
  ) throws(LogProblem) {
    events = EventLineReader(
      LineSplitter(
        source: source, maximumLineLength: maximumLineLength,
        readSize: min(1 << 20, max(maximumLineLength, 4096)), scanMode: scanMode),
      maximumLineLength: maximumLineLength)
    header = try events.readHeader()
  }

  /// The header's members other than the format's own (`monsoon`, `seed`, `prompts`), such
  /// as an app's device or version, as a compact JSON object in the order written: `{}` when
  /// there are none.
  package var headerFields: [UInt8] { events.headerFields }
  /// The longest line this reader accepts, in bytes.
  package var maximumLineLength: Int { events.maximumLineLength }
  /// The warning for a torn last line, once the reader has reached the end of the input.
  package var tornTail: LogProblem? { events.tornTail }
  /// The byte offset where the torn last line starts, if there is one: where a writer that
  /// resumes the log cuts it.
  package var tornTailOffset: Int? { events.tornTailOffset }
  /// The line number of the line last read.
  package var lineNumber: Int { events.lineNumber }
  /// The byte offset where the line last read starts.
  package var lineStartOffset: Int { events.lineStartOffset }
  /// The byte offset just past the line last read.
  package var offsetAfterLine: Int { events.offsetAfterLine }

  /// Whether the next line that is not blank is already buffered (or the input has ended), so
  /// that ``next()`` answers without reading from the source: a consumer that streams its
  /// output flushes it when this is `false`, before a read that may wait for more input.
  package var hasBufferedLine: Bool {
    events.lines.hasTextLineBuffered
      || events.lines.hasBufferedLine(skipping: isBlank)
  }

  /// The next event line, or `nil` at the end of the log (check ``tornTail`` then).
  /// - Throws: ``LogProblem`` for a line that is not a valid event line; the next call reads on
  ///   from the line after it.
  package func next() throws(LogProblem) -> LogRecord? {
    try events.next()
  }
}
