import MonsoonSystem

extension EventLineReader {
  /// Reads the rest of a file in chunks decoded on `helpers` threads besides this one (which
  /// decodes too while it would otherwise wait), from the line after the one last read; the
  /// records, problems, line numbers and offsets are those the streaming reader gives.
  /// - Parameters:
  ///   - file: the file's bytes, for the chunks to read at their offsets.
  ///   - lentHands: how many other threads may decode a chunk now and then
  ///     (``spareDecodingHands``), each given room for one in the pool.
  ///   - streamingSource: the file's source moved to an offset, for the lines the chunks hand
  ///     over: those after the end of the bytes the chunks read, or after a line they leave to
  ///     the streaming reader (longer than the limit or than a chunk).
  func readInChunks(
    of file: PositionedBytes, chunkSize: Int, helpers: Int, lentHands: Int,
    streamingSource: @escaping (Int) -> any ByteSource
  ) {
    precondition(!readsChunks, "the reader already reads in chunks")
    let (limit, scanMode) = (maximumLineLength, lines.scanMode)
    chunkWork = OrderedWork(
      pool: (0..<helpers + 2 + lentHands).map { _ in DecodedChunk(byteCount: chunkSize) },
      cut: lines.offsetAfterLine, helpers: helpers, name: "monsoon-decode",
      claim: { offset, chunk in ChunkDecoder.cut(&offset, into: &chunk, from: file) },
      work: { chunk in
        ChunkDecoder.decode(&chunk, maximumLineLength: limit, scanMode: scanMode)
      })
    self.streamingSource = streamingSource
    lineBase = lines.lineNumber
    positionBeforeChunk = (lines.lineNumber, lines.lineStartOffset, lines.offsetAfterLine)
    readsChunks = true
  }

  /// The number of threads decoding besides this one while the reader reads in chunks.
  var chunkHelperCount: Int { chunkWork?.helperCount ?? 0 }

  /// What lets another thread decode the next chunk when it has nothing else to do, while
  /// the reader reads in chunks: `nil` for a stream.
  var spareDecodingHands: OrderedWork<Int, DecodedChunk>.SpareHands? { chunkWork?.spareHands }

  /// The next event line from the chunks, as ``next()`` gives it.
  func nextInChunks() throws(LogProblem) -> LogRecord? {
    while true {
      if chunkNext < chunkCount, let lines = chunkLines {
        let line = lines[chunkNext]
        chunkNext += 1
        guard !line.isOther else { return try other(line) }
        return line.record(afterLines: lineBase, flatEvents: flatEvents)
      }
      guard takeNextChunk() else { return try next() }
    }
  }

  /// Whether a line of a chunk is next, taking the next chunk when the current one is done:
  /// `false` once the streaming reader reads on.
  @inline(__always)
  func hasChunkLine() -> Bool {
    while readsChunks {
      if chunkNext < chunkCount { return true }
      guard takeNextChunk() else { return false }
    }
    return false
  }

  /// The line last returned, while it is in the current chunk.
  @inline(__always)
  var lastChunkLine: ChunkLine? {
    guard chunkNext > 0, let lines = chunkLines else { return nil }
    return lines[chunkNext - 1]
  }

  /// The record of the line last returned, which is a packed line of the current chunk.
  @inline(__always)
  var lastChunkRecord: LogRecord {
    guard let line = lastChunkLine, !line.isOther else {
      preconditionFailure("the line last returned is not a packed line of the chunk")
    }
    return line.record(afterLines: lineBase, flatEvents: flatEvents)
  }

  /// Where the line last returned lies in the file: its number, and the offsets of its start
  /// and of the byte after its newline.
  var chunkPosition: (line: Int, start: Int, end: Int) {
    guard let line = lastChunkLine else { return positionBeforeChunk }
    let start = chunkOffset &+ Int(line.start)
    return (lineBase &+ Int(line.line), start, start &+ Int(line.length) &+ 1)
  }

  /// The record or problem of a line kept apart, renumbered from the chunk's first line to the
  /// file's.
  private func other(_ line: ChunkLine) throws(LogProblem) -> LogRecord {
    switch chunk?.others[line.seq] {
    case .record(var record):
      record.line += lineBase
      return record
    case .problem(let problem):
      throw LogProblem(
        line: problem.line + lineBase, problem.kind, seq: problem.seq, time: problem.time)
    case nil:
      preconditionFailure("a line kept apart is not in its chunk")
    }
  }

  /// Moves on to the next chunk, or hands the rest of the file to the streaming reader when
  /// the chunks end.
  /// - Returns: `false` when the streaming reader reads on.
  private func takeNextChunk() -> Bool {
    if let done = chunk {
      positionBeforeChunk = chunkPosition
      chunk = nil
      chunkLines = nil
      (chunkNext, chunkCount) = (0, 0)
      lineBase += done.lineCount
      let (continues, offset) = (done.continues, done.offset + done.decodedCount)
      chunkWork?.recycle(done)
      guard continues else {
        stream(from: offset)
        return false
      }
    }
    guard let next = chunkWork?.next() else {
      // Not reached: the last chunk cut never continues. Read on as a stream all the same.
      stream(from: positionBeforeChunk.end)
      return false
    }
    chunkLines = next.storage.lines
    chunkCount = next.count
    chunkOffset = next.offset
    chunk = next
    return true
  }

  /// Stops the chunks and reads on with the streaming reader from `offset`, after line
  /// ``lineBase``.
  private func stream(from offset: Int) {
    chunkWork?.finish()
    chunkWork = nil
    guard let streamingSource else { preconditionFailure("chunks without a streaming source") }
    lines = LineSplitter(
      source: streamingSource(offset), maximumLineLength: maximumLineLength,
      readSize: lines.readSize, offset: offset, lineNumber: lineBase, scanMode: lines.scanMode)
    self.streamingSource = nil
    readsChunks = false
  }
}
