package import MonsoonEvents
import MonsoonSystem

extension CheckpointIndex {
  /// The first 8 bytes of every index file.
  static let magic: [UInt8] = Array("MONSIDX\n".utf8)
  /// The 64-bit words of the file's head: magic, version, device, inode, size, modification
  /// time, change time, header hash, mode, interval, checkpoint count, warning count.
  static let headWords = 12
  /// The bytes of the file's head.
  static let headBytes = 8 * headWords
  /// The 64-bit words of one checkpoint.
  static let checkpointWords = 17
  /// The bytes of a warning besides its text: its line, count of applied events and length.
  static let warningFixedBytes = 24
  /// The length of the shortest event line, `{"seq":1,"type":"go"}` and its newline: a log
  /// of `n` bytes applies at most `n / 22` events.
  package static let shortestEventLine = 22

  /// The index as the bytes of an index file, format version 2 (docs/checkpoint-index.md):
  /// little-endian 64-bit words, the warnings' text, and a ``StableHash`` of it all at the end.
  /// - Complexity: O(checkpoints + warnings).
  package func encoded() -> [UInt8] {
    var writer = WordWriter()
    writer.bytes.reserveCapacity(
      Self.headBytes + 8 + 8 * Self.checkpointWords * checkpoints.count)
    writer.putHead(key: key, checkpoints: checkpoints.count, warnings: warnings.count)
    for checkpoint in checkpoints { writer.put(checkpoint) }
    for warning in warnings { writer.put(warning) }
    writer.put(StableHash.of(writer.bytes))
    return writer.bytes
  }

  /// What the head of an index file says: what the index describes and how much follows.
  struct Head {
    let key: Key
    let checkpointCount: Int
    let warningCount: Int

    /// The sizes a whole file with this head can have: the head, the checkpoints, the
    /// warnings (each with up to ``CheckpointRecorder/warningBudget`` bytes of text in all)
    /// and the checksum.
    var fileSizes: ClosedRange<Int> {
      let smallest =
        CheckpointIndex.headBytes + 8 * CheckpointIndex.checkpointWords * checkpointCount
        + CheckpointIndex.warningFixedBytes * warningCount + 8
      return smallest...(smallest + CheckpointRecorder.warningBudget)
    }
  }

  /// Reads and checks the head of an index file: the magic, the version, every field of the
  /// key, and counts that a file of `fileSize` bytes, describing a log of the size the key
  /// says, can hold.
  /// - Parameters:
  ///   - bytes: the file's first ``headBytes`` bytes (or more).
  ///   - fileSize: the size of the whole file.
  ///   - path: the file's path, for messages.
  /// - Throws: ``CheckpointIndexError`` with ``CheckpointIndexError/Kind/malformed(_:)``.
  static func decodeHead(
    _ bytes: [UInt8], fileSize: Int, path: String
  ) throws(CheckpointIndexError) -> Head {
    func malformed(_ reason: String) -> CheckpointIndexError {
      CheckpointIndexError(path: path, .malformed(reason))
    }
    guard bytes.count >= headBytes, fileSize >= headBytes + 8 else {
      throw malformed("shorter than its head")
    }
    let room = fileSize - headBytes - 8
    guard bytes.starts(with: magic) else { throw malformed("not a checkpoint index") }
    var reader = WordReader(bytes: bytes, end: headBytes, offset: magic.count)
    guard let version = reader.word(), version == UInt64(formatVersion) else {
      throw malformed("format version is not \(formatVersion)")
    }
    guard let device = reader.word(), let inode = reader.word(), let size = reader.integer(),
      let modified = reader.word(), let changed = reader.word(), let headerHash = reader.word(),
      let modeWord = reader.word(), modeWord <= 1, let interval = reader.integer(),
      (1...CheckpointedLog.defaultInterval).contains(interval),
      let checkpointCount = reader.integer(), checkpointCount >= 1,
      checkpointCount <= size / (shortestEventLine * interval) + 1,
      checkpointCount <= room / (8 * checkpointWords),
      let warningCount = reader.integer(), warningCount <= room / warningFixedBytes,
      warningCount <= CheckpointRecorder.warningBudget / CheckpointRecorder.warningOverhead
    else { throw malformed("invalid head") }
    let log = FileIdentity(
      device: device, inode: inode, size: size,
      modificationTime: Int64(bitPattern: modified), changeTime: Int64(bitPattern: changed))
    let head = Head(
      key: Key(
        log: log, headerHash: headerHash, mode: modeWord == 0 ? .strict : .lenient,
        interval: interval),
      checkpointCount: checkpointCount, warningCount: warningCount)
    guard head.fileSizes.contains(fileSize) else {
      throw malformed("\(fileSize) bytes, not what its head describes")
    }
    return head
  }

  /// Reads an index file's bytes, checking every field; anything unexpected is an error.
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - header: the header of the log the index is for (its menu and seed rebuild states).
  ///   - path: the file's path, for messages.
  ///   - expected: when given, what the index must describe; checked before any checkpoint is
  ///     read.
  /// - Throws: ``CheckpointIndexError``: ``CheckpointIndexError/Kind/malformed(_:)``, or
  ///   ``CheckpointIndexError/Kind/stale(_:)`` when the index describes something else.
  /// - Complexity: O(bytes).
  package init(
    decoding bytes: [UInt8], header: LogHeader, path: String, expecting expected: Key? = nil
  ) throws(CheckpointIndexError) {
    func malformed(_ reason: String) -> CheckpointIndexError {
      CheckpointIndexError(path: path, .malformed(reason))
    }
    let head = try Self.decodeHead(bytes, fileSize: bytes.count, path: path)
    let body = bytes.count - 8
    let checksum = bytes.withUnsafeBytes {
      UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: body, as: UInt64.self))
    }
    guard StableHash.of(bytes[..<body]) == checksum else {
      throw malformed("checksum mismatch: truncated or damaged")
    }
    let (key, mode, interval) = (head.key, head.key.mode, head.key.interval)
    if let expected, let reason = key.mismatch(expected) {
      throw CheckpointIndexError(path: path, .stale(reason))
    }
    var reader = WordReader(bytes: bytes, end: body, offset: Self.headBytes)
    var checkpoints: [Checkpoint] = []
    checkpoints.reserveCapacity(head.checkpointCount)
    for position in 0..<head.checkpointCount {
      guard
        let checkpoint = reader.checkpoint(
          header: header, mode: mode, expectedApplied: position * interval,
          after: checkpoints.last, logSize: key.log.size)
      else { throw malformed("invalid checkpoint \(position)") }
      checkpoints.append(checkpoint)
    }
    guard checkpoints[0].replayer == LogReplayer(header: header, mode: mode) else {
      throw malformed("the first checkpoint is not the start of this log")
    }
    var warnings: [RecordedWarning] = []
    for position in 0..<head.warningCount {
      guard let warning = reader.warning(after: warnings.last) else {
        throw malformed("invalid warning \(position)")
      }
      warnings.append(warning)
    }
    guard reader.offset == body else { throw malformed("unexpected bytes after the warnings") }
    self.init(key: key, checkpoints: checkpoints, warnings: warnings)
  }
}

/// Appends little-endian 64-bit words, and the parts of an index made of them.
struct WordWriter {
  var bytes: [UInt8] = []

  mutating func put(_ word: UInt64) {
    withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func put(_ value: Int) {
    put(UInt64(bitPattern: Int64(value)))
  }

  /// The magic and the head: version, the key, and the numbers of checkpoints and warnings.
  mutating func putHead(key: CheckpointIndex.Key, checkpoints: Int, warnings: Int) {
    bytes += CheckpointIndex.magic
    put(UInt64(CheckpointIndex.formatVersion))
    put(key.log.device)
    put(key.log.inode)
    put(key.log.size)
    put(UInt64(bitPattern: key.log.modificationTime))
    put(UInt64(bitPattern: key.log.changeTime))
    put(key.headerHash)
    put(key.mode == .strict ? 0 : 1)
    put(key.interval)
    put(checkpoints)
    put(warnings)
  }

  /// One checkpoint: ``CheckpointIndex/checkpointWords`` words.
  mutating func put(_ checkpoint: Checkpoint) {
    let replayer = checkpoint.replayer
    let state = replayer.state
    put(checkpoint.lineNumber)
    put(checkpoint.byteOffset)
    put(replayer.lastSeq)
    put(replayer.lastTime == nil ? 0 : 1)
    put(UInt64(bitPattern: Int64(replayer.lastTime ?? 0)))
    put(replayer.appliedCount)
    put(state.screen == .chooser ? 0 : 1)
    var selections: UInt64 = 0
    for (slot, index) in state.selections.enumerated() {
      selections |= UInt64(index) << (8 * UInt64(slot))
    }
    put(selections)
    for word in [state.random.s0, state.random.s1, state.random.s2, state.random.s3] {
      put(word)
    }
    for button in NavButton.allCases { put(state.navTaps[button]) }
    put(state.seq)
  }

  /// One warning: its line, the events applied before it, and its text.
  mutating func put(_ warning: RecordedWarning) {
    let text = Array(warning.message.utf8)
    put(warning.line)
    put(warning.appliedBefore)
    put(text.count)
    bytes += text
  }
}

/// Reads little-endian 64-bit words and the parts of an index made of them, returning `nil`
/// for anything out of range.
struct WordReader {
  let bytes: [UInt8]
  let end: Int
  var offset: Int

  mutating func word() -> UInt64? {
    guard end - offset >= 8 else { return nil }
    let value = bytes.withUnsafeBytes {
      UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    offset += 8
    return value
  }

  /// A word that is a non-negative `Int`.
  mutating func integer() -> Int? {
    guard let word = word(), word <= UInt64(Int.max) else { return nil }
    return Int(word)
  }

  mutating func checkpoint(
    header: LogHeader, mode: ReplayMode, expectedApplied: Int, after previous: Checkpoint?,
    logSize: Int
  ) -> Checkpoint? {
    guard let line = integer(), let offset = integer(), let lastSeq = integer(),
      let hasTime = word(), hasTime <= 1, let time = word(), hasTime == 1 || time == 0,
      let applied = integer(), applied == expectedApplied,
      let screenWord = word(), screenWord <= 1, let packed = word(),
      let s0 = word(), let s1 = word(), let s2 = word(), let s3 = word(),
      let search = integer(), let calendar = integer(), let compass = integer(),
      let menuTaps = integer(), let seq = integer(), offset <= logSize
    else { return nil }
    let menu = header.menu
    guard packed >> (8 * UInt64(menu.count)) == 0 else { return nil }
    var selections = Selections(zerosCount: menu.count)
    for prompt in 0..<menu.count {
      selections[prompt] = Int(truncatingIfNeeded: packed >> (8 * UInt64(prompt)) & 0xff)
    }
    guard let random = Xoshiro256StarStar(s0: s0, s1: s1, s2: s2, s3: s3),
      let state = SessionState(
        menu: menu, formatVersion: header.formatVersion,
        screen: screenWord == 0 ? .chooser : .detail, selections: selections,
        random: random,
        navTaps: NavTapCounts(
          search: search, calendar: calendar, compass: compass, menu: menuTaps),
        seq: seq)
    else { return nil }
    if let previous {
      guard line > previous.lineNumber, offset > previous.byteOffset,
        lastSeq > previous.replayer.lastSeq, seq == lastSeq
      else { return nil }
    }
    let lastTime = hasTime == 1 ? Int(Int64(bitPattern: time)) : nil
    return Checkpoint(
      replayer: LogReplayer(
        state: state, mode: mode, lastSeq: lastSeq, lastTime: lastTime, appliedCount: applied),
      lineNumber: line, byteOffset: offset)
  }

  mutating func warning(after previous: RecordedWarning?) -> RecordedWarning? {
    guard let line = integer(), line >= 1, let applied = integer(), let count = integer(),
      count <= CheckpointRecorder.warningBudget, end - offset >= count
    else { return nil }
    if let previous {
      guard line >= previous.line, applied >= previous.appliedBefore else { return nil }
    }
    guard let message = String(validUTF8: bytes[offset..<offset + count]) else {
      return nil
    }
    offset += count
    return RecordedWarning(line: line, appliedBefore: applied, message: message)
  }
}
