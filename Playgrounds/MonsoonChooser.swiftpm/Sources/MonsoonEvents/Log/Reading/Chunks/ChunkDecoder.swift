// import MonsoonSystem

/// How a chunk is cut from a log file and decoded, on whichever thread takes it: the rules are
/// the streaming reader's (``EventLineReader``), line by line.
enum ChunkDecoder {
  /// Reads the next chunk at `offset`: as many bytes as the chunk holds, kept up to the last
  /// newline, and moves `offset` past them.
  /// - Returns: whether a chunk follows this one: `false` once a read reaches the end of the
  ///   file, fails, or finds no newline (a line longer than a chunk); the streaming reader then
  ///   reads on from the end of the chunk's bytes (from `offset`, for none).
  static func cut(_ offset: inout Int, into chunk: inout DecodedChunk, from file: PositionedBytes)
    -> Bool
  {
    chunk.offset = offset
    chunk.byteCount = 0
    chunk.nextFollows = false
    let buffer = chunk.storage.bytes
    guard let read = try? file.read(at: offset, into: buffer), read > 0 else { return false }
    var last = read
    while last > 0 && buffer[last - 1] != 0x0A { last -= 1 }
    guard last > 0 else { return false }
    chunk.byteCount = last
    chunk.nextFollows = read == buffer.count
    offset += last
    return chunk.nextFollows
  }

  /// Decodes the lines of a chunk as the streaming reader would, each numbered from the
  /// chunk's first line: the writer's shape first (in the vector scan mode), then the fast
  /// decoder and the strict one (``EventLineReader/decodeComplete(_:lineNumber:)``). It stops
  /// before a line longer than the limit, and when the chunk holds as many lines or problems
  /// as it can: the streaming reader reads on from there.
  /// - Returns: whether the next lines are in the next chunk (``DecodedChunk/continues``).
  static func decode(
    _ chunk: inout DecodedChunk, maximumLineLength limit: Int, scanMode: ScanMode
  ) -> Bool {
    chunk.count = 0
    chunk.others.removeAll(keepingCapacity: true)
    let end = chunk.byteCount
    let lines = chunk.storage.lines
    let capacity = chunk.storage.lineCapacity
    guard let base = UnsafeRawPointer(chunk.storage.bytes.baseAddress) else { return false }
    var position = 0
    var lineNumber = 0
    while position < end, chunk.count < capacity,
      chunk.others.count < DecodedChunk.othersCapacity
    {
      let rest = UnsafeRawBufferPointer(start: base + position, count: end &- position)
      if scanMode == .vector,
        let (record, count, headCount) = WriterShapedLine.decodeLine(
          atStartOf: rest, lineNumber: lineNumber &+ 1),
        count <= limit
      {
        lineNumber &+= 1
        store(
          record, at: position, length: count, headCount: headCount, in: &chunk, lines: lines)
        position &+= count &+ 1
        continue
      }
      // Every line of a chunk ends with a newline: its bytes were cut at the last one.
      guard let length = firstNewline(in: rest, scanMode: scanMode), length <= limit else {
        break
      }
      lineNumber &+= 1
      do {
        let line = UnsafeRawBufferPointer(start: base + position, count: length)
        if let record = try EventLineReader.decodeComplete(line, lineNumber: lineNumber) {
          store(record, at: position, length: length, headCount: 0, in: &chunk, lines: lines)
        }
      } catch {
        storeOther(.problem(error), at: position, length: length, line: lineNumber, in: &chunk)
      }
      position &+= length &+ 1
    }
    chunk.decodedCount = position
    chunk.lineCount = lineNumber
    return chunk.continues
  }

  @inline(__always)
  private static func firstNewline(in bytes: UnsafeRawBufferPointer, scanMode: ScanMode) -> Int? {
    switch scanMode {
    case .vector: VectorScan.firstIndex(of: 0x0A, in: bytes, from: 0, to: bytes.count)
    case .scalar: ByteSearch.firstIndex(of: 0x0A, in: bytes, from: 0, to: bytes.count)
    }
  }

  @inline(__always)
  private static func store(
    _ record: LogRecord, at start: Int, length: Int, headCount: Int, in chunk: inout DecodedChunk,
    lines: UnsafeMutablePointer<ChunkLine>
  ) {
    guard
      let event = PackedEvent(
        record.flatEvent, hasTime: record.time != nil, hasSel: record.sel != nil)
    else {
      return storeOther(.record(record), at: start, length: length, line: record.line, in: &chunk)
    }
    (lines + chunk.count).initialize(
      to: ChunkLine(
        seq: record.seq, time: record.time ?? 0, selections: record.sel?.packedIndices ?? 0,
        start: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: length),
        line: UInt32(truncatingIfNeeded: record.line), event: event,
        selectionCount: UInt8(truncatingIfNeeded: record.sel?.count ?? 0),
        headCount: UInt8(truncatingIfNeeded: headCount)))
    chunk.count &+= 1
  }

  private static func storeOther(
    _ other: ChunkOther, at start: Int, length: Int, line: Int, in chunk: inout DecodedChunk
  ) {
    (chunk.storage.lines + chunk.count).initialize(
      to: ChunkLine(
        seq: chunk.others.count, time: 0, selections: 0, start: UInt32(truncatingIfNeeded: start),
        length: UInt32(truncatingIfNeeded: length), line: UInt32(truncatingIfNeeded: line),
        event: PackedEvent(code: ChunkLine.otherCode), selectionCount: 0, headCount: 0))
    chunk.others.append(other)
    chunk.count += 1
  }
}
