package import MonsoonEvents

/// One chooser screen's session: the only place a view talks to the `SessionStore`.
///
/// A view reports what the user did as a `ChooserAction`;
/// `perform(_:reduceMotion:direction:strings:)` turns it into an event, records it through the store
/// (so the log replays bit for bit), and says how the screen should move to the new state. The session records into a log file (resumed
/// when it exists) or into memory, and hands the log out for sharing.
public final class ChooserSession: Sendable {
  /// Where the session's log is kept.
  package enum Recording: Sendable {
    /// A log file at this path.
    case file(path: String)
    /// A log in memory.
    case memory(MemoryLogSink)
  }

  /// The log, ready to share: the file itself, or the bytes of a log kept in memory.
  package enum ExportedLog: Sendable {
    /// The log file, flushed.
    case file(path: String)
    /// The whole log.
    case bytes([UInt8])
  }

  private let store: SessionStore
  /// Where the log is kept.
  package let recording: Recording
  /// The log's header: its seed and menu.
  package let header: LogHeader
  /// The torn last line a crash left in the resumed log file, cut off when it was opened.
  package let repairedTail: LogProblem?

  /// Creates a session over a store that records the log of `header` into `recording`.
  package init(
    store: SessionStore, header: LogHeader, recording: Recording,
    repairedTail: LogProblem? = nil
  ) {
    self.store = store
    self.header = header
    self.recording = recording
    self.repairedTail = repairedTail
  }

  /// A session recording into the log file at `path`: an existing log is resumed after its
  /// last event (its torn last line, if a crash left one, cut off) under its own rules; a new
  /// one starts with a header of `seed`, `menu` and `formatVersion`.
  /// - Throws: `SessionLogFileError` when the file cannot be opened or is not a valid log.
  package static func recording(
    toFileAt path: String, durability: LogDurability = .buffered,
    seed: () -> UInt64, menu: ChooserMenu? = nil, formatVersion: LogFormatVersion = .current
  ) throws(SessionLogFileError) -> ChooserSession {
    let log = try SessionLogFile.open(path: path, durability: durability) {
      LogHeader(seed: seed(), customMenu: menu, formatVersion: formatVersion)
    }
    return ChooserSession(
      store: try log.makeStore(), header: log.header, recording: .file(path: path),
      repairedTail: log.repairedTail)
  }

  /// Does what ``recording(toFileAt:durability:seed:menu:formatVersion:)`` does, opening the file on a
  /// thread of its own (`SessionLogFile.openInBackground`): call it from the main thread,
  /// which waiting for the file's lock and replaying it would block.
  /// - Throws: `SessionLogFileError` when the file cannot be opened or is not a valid log.
  package static func recordingInBackground(
    toFileAt path: String, durability: LogDurability = .buffered,
    seed: @escaping @Sendable () -> UInt64, menu: ChooserMenu? = nil,
    formatVersion: LogFormatVersion = .current
  ) async throws(SessionLogFileError) -> ChooserSession {
    let log = try await SessionLogFile.openInBackground(path: path, durability: durability) {
      LogHeader(seed: seed(), customMenu: menu, formatVersion: formatVersion)
    }
    return ChooserSession(
      store: try log.makeStore(), header: log.header, recording: .file(path: path),
      repairedTail: log.repairedTail)
  }

  /// A session recording into memory, starting from `header`.
  package static func inMemory(
    header: LogHeader, clock: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) -> ChooserSession {
    let sink = MemoryLogSink()
    sink.append(LogLine.header(header))
    let store = SessionStore(
      resuming: header.initialState, writer: LogWriter(continuing: sink, nextSeq: 1),
      clock: clock)
    return ChooserSession(store: store, header: header, recording: .memory(sink))
  }

  /// A session recording into memory that carries a log on: its sink starts with `header` and
  /// `records` (written as the package writes lines), the store resumes at `state` (the state
  /// after them), and the next event is recorded as the next seq, with a time never earlier
  /// than the last one kept.
  static func inMemory(
    continuing header: LogHeader, records: ArraySlice<LogRecord>, from state: SessionState,
    clock: @escaping @Sendable () -> Int
  ) -> ChooserSession {
    let sink = MemoryLogSink()
    sink.append(LogLine.header(header))
    for record in records { sink.append(LogLine.event(record)) }
    let monotonic = MonotonicClock(floor: records.compactMap(\.time).max() ?? 0, source: clock)
    let store = SessionStore(
      resuming: state,
      writer: LogWriter(continuing: sink, nextSeq: (records.last?.seq ?? 0) + 1),
      clock: { monotonic.now() })
    return ChooserSession(store: store, header: header, recording: .memory(sink))
  }

  /// The current state.
  package var state: SessionState { store.state }

  /// Records what the user did and says how the screen shows it.
  /// - Parameters:
  ///   - action: what the user did.
  ///   - reduceMotion: whether the user asked to reduce motion: the spin and the transitions
  ///     are then their reduced variants.
  ///   - direction: which way the user's language reads: Go and Back are mirrored for
  ///     right-to-left.
  ///   - strings: the screen's texts in the user's language, for VoiceOver's announcement.
  /// - Throws: `SessionStoreError` when the reducer refuses the event (the screen should
  ///   then show ``state`` again) or the session is closed. A log that cannot be written is
  ///   not a reason to refuse the user: the session goes on, unrecorded, and says so once
  ///   through ``writeFailures()``.
  @discardableResult
  package func perform(
    _ action: ChooserAction, reduceMotion: Bool, direction: ReadingDirection = .leftToRight,
    strings: ScreenStrings = .english
  ) throws(SessionStoreError) -> ChooserUpdate {
    let previous = store.state
    let event = action.event(in: previous)
    let state = try store.send(event)
    return ChooserUpdate.after(
      event, from: previous, to: state, reduceMotion: reduceMotion, direction: direction,
      strings: strings)
  }

  /// The log as it is now, for sharing: buffered lines are written to the file first.
  /// - Throws: `SessionStoreError` when they cannot be.
  package func exportedLog() throws(SessionStoreError) -> ExportedLog {
    switch recording {
    case .file(let path):
      try store.flush()
      return .file(path: path)
    case .memory(let sink):
      return .bytes(sink.bytes)
    }
  }

  /// Writes what is buffered to the log; call it when the app moves to the background.
  /// - Throws: `SessionStoreError` when that fails.
  package func flush() throws(SessionStoreError) {
    try store.flush()
  }

  /// Ends the session: its log is written, flushed to stable storage and let go (a log file
  /// can then be opened again, by this process or another), and later actions are refused
  /// with `SessionStoreError.closed`. Closing again does nothing; a session also closes when
  /// it goes away.
  /// - Throws: `SessionStoreError` when the log could not be written; it is closed anyway.
  package func close() throws(SessionStoreError) {
    try store.close()
  }

  /// Does what ``close()`` does, waiting for the disk on a thread of its own
  /// (`SessionStore.closeInBackground()`): call it from the main thread.
  /// - Throws: `SessionStoreError` when the log could not be written; it is closed anyway.
  package func closeInBackground() async throws(SessionStoreError) {
    try await store.closeInBackground()
  }

  /// The failure that stopped the recording, once (`SessionStore.writeFailures()`): the
  /// stream ends after it, or at the close without one.
  package func writeFailures() -> AsyncStream<LogWriteError> {
    store.writeFailures()
  }

  /// A file name for a shared log, such as `monsoon-session-5eed5a1ad.jsonl`: the seed tells
  /// sessions apart.
  package var suggestedFileName: String {
    "monsoon-session-\(String(header.seed, radix: 16)).jsonl"
  }
}
