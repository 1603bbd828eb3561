// import MonsoonSystem

/// Splits a byte stream into lines inside one buffer, never holding more than one line plus
/// one read.
///
/// The buffer starts small (so that thousands of short logs cost little) and grows, up to the
/// longest line plus one read, only while reads keep filling it or a line needs the room.
///
/// This is the one rule for splitting lines: logs are read through it, and so are the
/// recorder's input and lists of paths (`LineInput`), which set ``rejectsNUL``.
final class LineSplitter {
  /// A line, valid until the next call to ``nextLine()``.
  enum Line {
    /// A line that ended with the separator (not included).
    case complete(UnsafeRawBufferPointer)
    /// The last line of the input, which has no final separator.
    case unterminated(UnsafeRawBufferPointer)
    /// A line longer than the limit; its bytes were skipped, not kept. `terminated` is whether
    /// its end was read before it was reported: `false` for the input's last line, and for
    /// every long line when ``rejectsNUL`` (reported as soon as it passes the limit, its rest
    /// skipped by the next call).
    case tooLong(terminated: Bool)
    /// A line longer than the limit that holds a NUL byte (any line when ``rejectsNUL``):
    /// the input is not text, and may never end (/dev/zero). Nothing more is read after it.
    case notText
  }

  private static let initialCapacity = 64 << 10

  private var source: any ByteSource
  private var storage: UnsafeMutableRawBufferPointer
  private let maximumLineLength: Int
  private let maximumCapacity: Int
  private var wantsLargerBuffer = false
  private var start = 0
  private var end = 0
  private var scanned = 0
  private var storageOffset = 0
  private var finished = false
  /// How line ends are found.
  let scanMode: ScanMode
  /// The bytes a read asks for once the buffer has grown.
  let readSize: Int
  /// The byte that ends a line.
  let separator: UInt8
  /// Whether the input must be text (the recorder's input, lists of paths): a NUL byte in any
  /// line ends the input as ``Line/notText`` as soon as it is read, and a line is reported
  /// too long as soon as it passes the limit, without waiting for its end. A NUL separator
  /// turns the NUL rule off.
  let rejectsNUL: Bool
  /// Whether the rest of a line reported too long is still to be skipped.
  private var skipsRestOfLine = false
  /// The stream offset of the last separator found by ``lastSeparatorOffset()``, and the
  /// stream offset of the end of the bytes read when it looked.
  private var lastSeparator = -1
  private var lastSeparatorSearchEnd = 0

  /// The 1-based number of the line last returned.
  private(set) var lineNumber = 0
  /// The byte offset in the stream where the line last returned starts.
  private(set) var lineStartOffset = 0

  /// Starts splitting at the start of the stream, at each `separator` (a newline unless told
  /// otherwise); `rejectsNUL` for input that must be text.
  init(
    source: any ByteSource, maximumLineLength: Int, readSize: Int, separator: UInt8 = 0x0A,
    rejectsNUL: Bool = false, scanMode: ScanMode = .current
  ) {
    self.source = source
    self.scanMode = scanMode
    self.readSize = readSize
    self.separator = separator
    self.rejectsNUL = rejectsNUL && separator != 0
    self.maximumLineLength = maximumLineLength
    maximumCapacity = maximumLineLength + 1 + readSize
    storage = .allocate(
      byteCount: min(Self.initialCapacity, maximumCapacity), alignment: 16)
  }

  deinit {
    storage.deallocate()
  }

  /// The byte offset in the stream just past the line last returned (and its `\n`).
  var offsetAfterLine: Int { storageOffset + start }

  /// Whether a buffered line other than those `skipped` says a reader passes over is complete
  /// (or the input has ended), so that the reader gets its next line without reading from the
  /// source.
  func hasBufferedLine(skipping skipped: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    if finished { return true }
    let view = UnsafeRawBufferPointer(storage)
    var lineStart = start
    var from = scanned
    while let newline = firstNewline(in: view, from: from, to: end) {
      if !skipped(UnsafeRawBufferPointer(rebasing: view[lineStart..<newline])) { return true }
      lineStart = newline + 1
      from = lineStart
    }
    if lineStart == start { scanned = end }
    return false
  }

  /// Whether the next line is buffered whole and starts with a byte other than a space, a
  /// tab, a carriage return or the separator, so that it is not blank: told without a search
  /// for its end, from the last separator of the bytes read (`follow` asks after every line
  /// whether another is buffered). `false` says nothing: ask ``hasBufferedLine(skipping:)``.
  var hasTextLineBuffered: Bool {
    guard start < end else { return false }
    let first = UnsafeRawBufferPointer(storage)[start]
    return first != separator && first != 0x20 && first != 0x09 && first != 0x0D
      && lastSeparatorOffset() >= storageOffset + start
  }

  /// The stream offset of the last separator read so far (-1 before the first), found by
  /// looking back from the end of the bytes read, only over those read since the last look.
  private func lastSeparatorOffset() -> Int {
    let readEnd = storageOffset + end
    if readEnd != lastSeparatorSearchEnd {
      let view = UnsafeRawBufferPointer(storage)
      var index = end
      let floor = max(start, lastSeparatorSearchEnd - storageOffset)
      while index > floor {
        index -= 1
        if view[index] == separator {
          lastSeparator = storageOffset + index
          break
        }
      }
      lastSeparatorSearchEnd = readEnd
    }
    return lastSeparator
  }

  /// The next line, or `nil` at the end of the input.
  func nextLine() throws(ByteSourceError) -> Line? {
    if skipsRestOfLine {
      skipsRestOfLine = false
      if case .notText = try skipLongLine(counted: false) { return .notText }
    }
    return try nextLineAfterSkipping()
  }

  private func nextLineAfterSkipping() throws(ByteSourceError) -> Line? {
    while true {
      let view = UnsafeRawBufferPointer(storage)
      if let newline = firstNewline(in: view, from: scanned, to: end) {
        lineNumber += 1
        lineStartOffset = storageOffset + start
        let line = UnsafeRawBufferPointer(rebasing: view[start..<newline])
        if rejectsNUL, ByteSearch.firstIndex(of: 0, in: view, from: start, to: newline) != nil {
          return endAsNotText()
        }
        guard line.count > maximumLineLength else {
          start = newline + 1
          scanned = start
          return .complete(line)
        }
        // A long line judged whole in the buffer follows the rule of one skipped in parts.
        guard ByteSearch.firstIndex(of: 0, in: view, from: start, to: newline) == nil else {
          return endAsNotText()
        }
        start = newline + 1
        scanned = start
        return .tooLong(terminated: true)
      }
      scanned = end
      if rejectsNUL, ByteSearch.firstIndex(of: 0, in: view, from: start, to: end) != nil {
        lineNumber += 1
        lineStartOffset = storageOffset + start
        return endAsNotText()
      }
      if end - start > maximumLineLength {
        guard rejectsNUL else { return try skipLongLine(counted: true) }
        lineNumber += 1
        lineStartOffset = storageOffset + start
        skipsRestOfLine = true
        return .tooLong(terminated: false)
      }
      if finished {
        guard start < end else { return nil }
        lineNumber += 1
        lineStartOffset = storageOffset + start
        let line = UnsafeRawBufferPointer(rebasing: view[start..<end])
        start = end
        scanned = end
        return .unterminated(line)
      }
      try fill()
    }
  }

  /// Where the line last returned starts in the buffer: valid until the next call that reads.
  var lastLineStart: UnsafeRawPointer {
    UnsafeRawPointer(storage.baseAddress!) + (lineStartOffset - storageOffset)
  }

  /// The end of the bytes read into the buffer: those before it may be read until the next
  /// call that reads.
  var bufferedEnd: UnsafeRawPointer {
    UnsafeRawPointer(storage.baseAddress!) + end
  }

  /// The buffered bytes not yet returned as lines, valid until the next call that reads.
  var unreadBytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(storage)[start..<end])
  }

  /// Passes over the next line, of `count` bytes (at most the limit) and its `\n`, which the
  /// caller found at the start of ``unreadBytes``, as ``nextLine()`` would have returned it.
  @inline(__always)
  func skipLine(of count: Int) {
    lineNumber += 1
    lineStartOffset = storageOffset + start
    start += count + 1
    scanned = start
  }

  /// The offset of the first separator in `view[from..<to]`, found as ``scanMode`` says.
  @inline(__always)
  private func firstNewline(in view: UnsafeRawBufferPointer, from: Int, to: Int) -> Int? {
    switch scanMode {
    case .vector: VectorScan.firstIndex(of: separator, in: view, from: from, to: to)
    case .scalar: ByteSearch.firstIndex(of: separator, in: view, from: from, to: to)
    }
  }

  private func fill() throws(ByteSourceError) {
    if start > 0 && storage.count - end < storage.count / 2 {
      let kept = end - start
      if kept > 0, let base = storage.baseAddress {
        base.copyMemory(from: base + start, byteCount: kept)
      }
      storageOffset += start
      scanned -= start
      end = kept
      start = 0
    }
    if (wantsLargerBuffer || end == storage.count) && storage.count < maximumCapacity {
      grow()
    }
    let requested = storage.count - end
    let count = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: storage[end...]))
    if count == 0 { finished = true } else { end += count }
    wantsLargerBuffer = count == requested
  }

  /// Moves the unread bytes into a buffer four times larger (at most the maximum).
  private func grow() {
    let larger = UnsafeMutableRawBufferPointer.allocate(
      byteCount: min(storage.count * 4, maximumCapacity), alignment: 16)
    let kept = end - start
    if kept > 0, let target = larger.baseAddress, let source = storage.baseAddress {
      target.copyMemory(from: source + start, byteCount: kept)
    }
    storage.deallocate()
    storage = larger
    storageOffset += start
    scanned -= start
    end = kept
    start = 0
    wantsLargerBuffer = false
  }

  /// Stops reading at a line longer than the limit that holds a NUL byte.
  private func endAsNotText() -> Line {
    start = end
    scanned = end
    finished = true
    return .notText
  }

  /// Skips the rest of a line longer than the limit, without keeping it, unless a NUL byte
  /// shows that the input is not text: then reading stops there, so that a device that never
  /// ends fails at once instead of being read forever. `counted` when the line is new (not
  /// one already reported too long).
  private func skipLongLine(counted: Bool) throws(ByteSourceError) -> Line {
    if counted {
      lineNumber += 1
      lineStartOffset = storageOffset + start
    }
    var from = start
    while true {
      let view = UnsafeRawBufferPointer(storage)
      let newline = firstNewline(in: view, from: scanned, to: end)
      guard ByteSearch.firstIndex(of: 0, in: view, from: from, to: newline ?? end) == nil else {
        return endAsNotText()
      }
      if let newline {
        start = newline + 1
        scanned = start
        return .tooLong(terminated: true)
      }
      from = 0
      storageOffset += end
      start = 0
      end = 0
      scanned = 0
      if finished { return .tooLong(terminated: false) }
      let count = try source.read(into: storage)
      if count == 0 { finished = true } else { end = count }
    }
  }
}
