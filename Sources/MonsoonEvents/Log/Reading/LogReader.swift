import MonsoonSystem

/// Reads a log as a stream: the header first, then one event line at a time, in constant memory,
/// the same code whatever the source, so that the replay loop's hot path is compiled once.
///
/// The reader checks each line on its own (JSON, fields, types): it splits lines, decodes each
/// with the strict decoder (``LogRecord/decode(_:lineNumber:)``, after a ``FastLineDecoder``
/// when it was given one), and tells a torn last line from a bad one. The rules that span
/// lines (seq order, time order, the reducer, `sel`) are ``LogReplayer``'s. After a line
/// problem the reader can go on with the next line.
package final class LogReader {
  /// The longest line accepted, in bytes, unless the reader is told otherwise: 1 MiB.
  package static var defaultMaximumLineLength: Int { 1 << 20 }

  /// The lines of the input.
  var lines: LineSplitter
  /// The longest line this reader accepts, in bytes.
  package let maximumLineLength: Int
  /// The decoder tried before the strict decoder, if any: the tool's (MonsoonReplay's
  /// `WriterShapedLine`); none for an app, whose readers decode with the strict decoder alone.
  package let fastDecoder: (any FastLineDecoder.Type)?
  /// The log's header.
  package private(set) var header: LogHeader
  /// The warning for a torn last line, once the reader has reached the end of the input.
  package private(set) var tornTail: LogProblem?
  /// The byte offset where the torn last line starts, if there is one: where a writer that
  /// resumes the log cuts it.
  package private(set) var tornTailOffset: Int?
  /// The header's members other than the format's own (`monsoon`, `seed`, `prompts`), such
  /// as an app's device or version, as a compact JSON object in the order written: `{}` when
  /// there are none.
  package private(set) var headerFields: [UInt8] = Array("{}".utf8)
  /// The line ``next()`` last returned, from its first byte to the end of the bytes buffered,
  /// and the length of its head as ``FastLineDecoder/decodeLine(atStartOf:lineNumber:)``
  /// reported it; `nil` when that call did not decode the line. Valid until the next call
  /// that reads.
  @inline(__always)
  package var fastDecodedLine: (bytes: UnsafeRawBufferPointer, headCount: Int)? {
    guard fastHeadCount > 0 else { return nil }
    let start = lines.lastLineStart
    return (UnsafeRawBufferPointer(start: start, count: lines.bufferedEnd - start), fastHeadCount)
  }
  /// The length of the line's head as the fast decoder reported it, or 0. Not checked for
  /// exclusive access at run time (a store on every line): only ``next()`` writes it.
  @exclusivity(unchecked) private var fastHeadCount = 0

  /// Opens a log and reads its header, the first line that is not blank.
  /// - Parameters:
  ///   - source: the bytes of the log.
  ///   - maximumLineLength: the longest line accepted; longer lines are skipped with a problem,
  ///     without being kept in memory.
  ///   - scanMode: how line ends are found; both modes read the same records and problems.
  ///   - fastDecoder: a decoder to try on each event line before the strict decoder; with it
  ///     or without, the reader reads the same records and problems.
  /// - Throws: ``LogProblem`` when the input is unreadable or has no valid header.
  package init(
    _ source: some ByteSource, maximumLineLength: Int = LogReader.defaultMaximumLineLength,
    scanMode: ScanMode = .current, fastDecoder: (any FastLineDecoder.Type)? = nil
  ) throws(LogProblem) {
    lines = LineSplitter(
      source: source, maximumLineLength: maximumLineLength,
      readSize: min(1 << 20, max(maximumLineLength, 4096)), scanMode: scanMode)
    self.maximumLineLength = maximumLineLength
    self.fastDecoder = fastDecoder
    header = LogHeader(seed: 0)  // every member set before the reader reads its first line
    header = try readHeader()
  }

  /// The 1-based number of the line last returned (or passed over as blank).
  package var lineNumber: Int { lines.lineNumber }
  /// The byte offset where the line last returned starts.
  package var lineStartOffset: Int { lines.lineStartOffset }
  /// The byte offset just past the line last returned (and its newline).
  package var offsetAfterLine: Int { lines.offsetAfterLine }

  /// Whether the next line that is not blank is already buffered (or the input has ended), so
  /// that ``next()`` answers without reading from the source: a consumer that streams its
  /// output flushes it when this is `false`, before a read that may wait for more input.
  package var hasBufferedLine: Bool {
    lines.hasTextLineBuffered || lines.hasBufferedLine(skipping: isBlank)
  }

  /// The next event line, or `nil` at the end of the log (check ``tornTail`` then).
  /// - Throws: ``LogProblem`` for a line that is not a valid event line; the next call reads on
  ///   from the line after it.
  @inline(__always)
  package func next() throws(LogProblem) -> LogRecord? {
    if let fastDecoder, lines.scanMode == .vector {
      if let (record, count, headCount) = fastDecoder.decodeLine(
        atStartOf: lines.unreadBytes, lineNumber: lines.lineNumber + 1),
        count <= maximumLineLength
      {
        lines.skipLine(of: count)
        fastHeadCount = headCount
        return record
      }
    }
    fastHeadCount = 0
    while let line = try nextLine() {
      switch line {
      case .complete(let bytes):
        if let record = fastDecoder?.decode(bytes, lineNumber: lines.lineNumber) {
          return record
        }
        if isBlank(bytes) { continue }
        return try LogRecord.decode(bytes, lineNumber: lines.lineNumber)
      case .unterminated(let bytes):
        if isBlank(bytes) { continue }
        if let nul = firstNUL(in: bytes) {
          guard bytes[nul...].allSatisfy({ $0 == 0 }) else {
            return try LogRecord.decode(bytes, lineNumber: lines.lineNumber)
          }
          // What a power loss leaves on some file systems: the file's end written as zeros.
          tornTail = LogProblem(
            line: lines.lineNumber, .tornTail(.notJSON(JSONSyntaxError(column: nul + 1, .nulByte))))
          tornTailOffset = lines.lineStartOffset
          return nil
        }
        do {
          return try LogRecord.decode(bytes, lineNumber: lines.lineNumber)
        } catch {
          guard let notJSON = grammarError(error, in: bytes) else { throw error }
          tornTail = LogProblem(line: lines.lineNumber, .tornTail(.notJSON(notJSON)))
          tornTailOffset = lines.lineStartOffset
          return nil
        }
      case .tooLong(let terminated):
        guard terminated else {
          tornTail = LogProblem(
            line: lines.lineNumber, .tornTail(.tooLong(limit: maximumLineLength)))
          tornTailOffset = lines.lineStartOffset
          return nil
        }
        throw LogProblem(line: lines.lineNumber, .lineTooLong(limit: maximumLineLength))
      case .notText:
        throw LogProblem(line: lines.lineNumber, .notText(limit: maximumLineLength))
      }
    }
    return nil
  }

  /// Reads the header, the first line that is not blank.
  /// - Throws: ``LogProblem`` when the input is unreadable or has no valid header.
  private func readHeader() throws(LogProblem) -> LogHeader {
    while true {
      switch try nextLine() {
      case nil:
        throw LogProblem(line: max(lines.lineNumber, 1), .missingHeader)
      case .complete(let bytes):
        if isBlank(bytes) { continue }
        let header = try LogHeader.decode(bytes, lineNumber: lines.lineNumber)
        headerFields = LogHeader.otherFields(of: bytes)
        return header
      case .unterminated(let bytes):
        if isBlank(bytes) { continue }
        do {
          let header = try LogHeader.decode(bytes, lineNumber: lines.lineNumber)
          headerFields = LogHeader.otherFields(of: bytes)
          return header
        } catch {
          guard let notJSON = grammarError(error, in: bytes) else { throw error }
          let cause = LogProblem(line: lines.lineNumber, .malformed(notJSON))
          throw LogProblem(
            line: lines.lineNumber, .invalidHeader("incomplete (a write cut short): \(cause)"))
        }
      case .tooLong:
        throw LogProblem(
          line: lines.lineNumber, .invalidHeader("longer than \(maximumLineLength) bytes"))
      case .notText:
        throw LogProblem(line: lines.lineNumber, .notText(limit: maximumLineLength))
      }
    }
  }

  private func nextLine() throws(LogProblem) -> LineSplitter.Line? {
    do {
      return try lines.nextLine()
    } catch {
      throw LogProblem(line: lines.lineNumber + 1, .unreadable(error))
    }
  }
}

/// Where a line that failed to decode breaks RFC 8259's grammar, or `nil` when it is JSON (and
/// so broke a rule of the format instead): the decoder's own error when that is the grammar's,
/// so that the message is the one a complete line would get.
private func grammarError(_ problem: LogProblem, in line: UnsafeRawBufferPointer)
  -> JSONSyntaxError?
{
  guard case .malformed(let error) = problem.kind,
    let grammarError = JSONCursor.grammarError(in: line)
  else { return nil }
  return grammarError.column == error.column ? error : grammarError
}

/// The offset of the line's first NUL byte, if it has one.
private func firstNUL(in line: UnsafeRawBufferPointer) -> Int? {
  ByteSearch.firstIndex(of: 0, in: line, from: 0, to: line.count)
}

/// Whether a line holds only spaces, tabs and carriage returns.
func isBlank(_ line: UnsafeRawBufferPointer) -> Bool {
  for byte in line where byte != 0x20 && byte != 0x09 && byte != 0x0D {
    return false
  }
  return true
}

/// A faster decoder for the event lines of one shape, which a ``LogReader`` given one tries
/// before the strict decoder (``LogRecord/decode(_:lineNumber:)``): the tool gives its readers
/// the writer's template (MonsoonReplay's `WriterShapedLine`) for its large logs; an app's
/// readers have none.
///
/// A decoder accepts only lines the strict decoder accepts, gives the same record for each,
/// and declines (`nil`) every other line, so that a reader reads every log to the same records
/// and problems with it as without it.
package protocol FastLineDecoder {
  /// The record of a whole line (without its `\n`), or `nil`.
  static func decode(_ line: UnsafeRawBufferPointer, lineNumber: Int) -> LogRecord?

  /// The record of the line at the start of `bytes`, ended there by `\n`, with the line's
  /// length (without the `\n`) and the length of its head, its first bytes, which a projection
  /// may copy as written (``LogReader/fastDecodedLine``); or `nil`. It accepts exactly the
  /// lines ``decode(_:lineNumber:)`` accepts.
  static func decodeLine(atStartOf bytes: UnsafeRawBufferPointer, lineNumber: Int)
    -> (record: LogRecord, count: Int, headCount: Int)?
}
