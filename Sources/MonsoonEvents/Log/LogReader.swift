/// Reads a log as a stream: the header first, then one event line at a time, in constant memory.
///
/// The reader checks each line on its own (JSON, fields, types); the rules that span lines
/// (seq order, time order, the reducer, `sel`) are ``LogReplayer``'s. After a line problem the
/// reader can go on with the next line.
public final class LogReader<Source: ByteSource> {
  /// The longest line accepted, in bytes, unless the reader is told otherwise: 1 MiB.
  public static var defaultMaximumLineLength: Int { 1 << 20 }

  private let lines: LineSplitter
  /// The longest line this reader accepts, in bytes.
  public let maximumLineLength: Int
  /// The log's header.
  public let header: LogHeader
  /// The warning for a torn last line, once the reader has reached the end of the input.
  public private(set) var tornTail: LogProblem?
  /// The byte offset where the torn last line starts, if there is one: where a writer that
  /// resumes the log cuts it.
  public private(set) var tornTailOffset: Int?

  /// Opens a log and reads its header, the first line that is not blank.
  /// - Parameters:
  ///   - source: the bytes of the log.
  ///   - maximumLineLength: the longest line accepted; longer lines are skipped with a problem,
  ///     without being kept in memory.
  /// - Throws: ``LogProblem`` when the input is unreadable or has no valid header.
  public init(
    _ source: Source, maximumLineLength: Int = LogReader.defaultMaximumLineLength
  ) throws(LogProblem) {
    self.maximumLineLength = maximumLineLength
    lines = LineSplitter(
      source: source, maximumLineLength: maximumLineLength,
      readSize: min(1 << 20, max(maximumLineLength, 4096)))
    header = try Self.readHeader(from: lines, maximumLineLength: maximumLineLength)
  }

  /// Reads the event lines of a log from the middle, for a source positioned just after line
  /// `lineNumber`, at byte `offset` of the log (as a checkpoint recorded them).
  public init(
    continuing source: Source, header: LogHeader, afterLine lineNumber: Int, offset: Int,
    maximumLineLength: Int = LogReader.defaultMaximumLineLength
  ) {
    self.maximumLineLength = maximumLineLength
    lines = LineSplitter(
      source: source, maximumLineLength: maximumLineLength,
      readSize: min(1 << 20, max(maximumLineLength, 4096)), offset: offset,
      lineNumber: lineNumber)
    self.header = header
  }

  /// The line number of the line last read.
  public var lineNumber: Int { lines.lineNumber }
  /// The byte offset where the line last read starts.
  public var lineStartOffset: Int { lines.lineStartOffset }
  /// The byte offset just past the line last read.
  public var offsetAfterLine: Int { lines.offsetAfterLine }

  /// Whether the next line that is not blank is already buffered (or the input has ended), so
  /// that ``next()`` answers without reading from the source: a consumer that streams its
  /// output flushes it when this is `false`, before a read that may wait for more input.
  public var hasBufferedLine: Bool { lines.hasBufferedLine(skipping: isBlank) }

  /// The next event line, or `nil` at the end of the log (check ``tornTail`` then).
  /// - Throws: ``LogProblem`` for a line that is not a valid event line; the next call reads on
  ///   from the line after it.
  public func next() throws(LogProblem) -> LogRecord? {
    while let line = try nextLine() {
      switch line {
      case .complete(let bytes):
        if let record = FastEventLine.decode(bytes, lineNumber: lines.lineNumber) {
          return record
        }
        if isBlank(bytes) { continue }
        return try LogRecord.decode(bytes, lineNumber: lines.lineNumber)
      case .unterminated(let bytes):
        if let record = FastEventLine.decode(bytes, lineNumber: lines.lineNumber) {
          return record
        }
        if isBlank(bytes) { continue }
        do {
          return try LogRecord.decode(bytes, lineNumber: lines.lineNumber)
        } catch {
          guard let notJSON = Self.grammarError(error, in: bytes) else { throw error }
          noteTornTail(.notJSON(notJSON))
          return nil
        }
      case .tooLong(let terminated):
        guard terminated else {
          noteTornTail(.tooLong(limit: maximumLineLength))
          return nil
        }
        throw LogProblem(line: lines.lineNumber, .lineTooLong(limit: maximumLineLength))
      case .notText:
        throw LogProblem(line: lines.lineNumber, .notText(limit: maximumLineLength))
      }
    }
    return nil
  }

  /// Where a line that failed to decode breaks RFC 8259's grammar, or `nil` when it is JSON
  /// (and so broke a rule of the format instead): the decoder's own error when that is the
  /// grammar's, so that the message is the one a complete line would get.
  private static func grammarError(_ problem: LogProblem, in line: UnsafeRawBufferPointer)
    -> JSONSyntaxError?
  {
    guard case .malformed(let error) = problem.kind,
      let grammarError = JSONCursor.grammarError(in: line)
    else { return nil }
    return grammarError.column == error.column ? error : grammarError
  }

  private func nextLine() throws(LogProblem) -> LineSplitter.Line? {
    do {
      return try lines.nextLine()
    } catch {
      throw LogProblem(line: lines.lineNumber + 1, .unreadable(error))
    }
  }

  private func noteTornTail(_ cause: LogProblem.TornTail) {
    tornTail = LogProblem(line: lines.lineNumber, .tornTail(cause))
    tornTailOffset = lines.lineStartOffset
  }

  private static func readHeader(
    from lines: LineSplitter, maximumLineLength: Int
  ) throws(LogProblem) -> LogHeader {
    while true {
      let line: LineSplitter.Line?
      do {
        line = try lines.nextLine()
      } catch {
        throw LogProblem(line: lines.lineNumber + 1, .unreadable(error))
      }
      switch line {
      case nil:
        throw LogProblem(line: max(lines.lineNumber, 1), .missingHeader)
      case .complete(let bytes):
        if isBlank(bytes) { continue }
        return try LogHeader.decode(bytes, lineNumber: lines.lineNumber)
      case .unterminated(let bytes):
        if isBlank(bytes) { continue }
        do {
          return try LogHeader.decode(bytes, lineNumber: lines.lineNumber)
        } catch {
          guard let notJSON = grammarError(error, in: bytes) else { throw error }
          let cause = LogProblem(line: lines.lineNumber, .malformed(notJSON))
          throw LogProblem(
            line: lines.lineNumber, .invalidHeader("incomplete (a write cut short): \(cause)"))
        }
      case .tooLong:
        throw LogProblem(
          line: lines.lineNumber,
          .invalidHeader("longer than \(maximumLineLength) bytes"))
      case .notText:
        throw LogProblem(line: lines.lineNumber, .notText(limit: maximumLineLength))
      }
    }
  }
}

/// Whether a line holds only spaces, tabs and carriage returns.
private func isBlank(_ line: UnsafeRawBufferPointer) -> Bool {
  for byte in line where byte != 0x20 && byte != 0x09 && byte != 0x0D {
    return false
  }
  return true
}
