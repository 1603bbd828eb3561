import MonsoonEvents
import MonsoonSystem
import MonsoonTestKit

/// Stores with planted bugs, for showing that the model checks catch them.
enum FaultyStores {
  /// Applies each event under one lock but writes its line after releasing it (and after a
  /// pause), so the log's order can differ from the order the callers were told.
  final class WritesOutsideTheLock: StoreUnderTest, Sendable {
    private let logFile: SessionLogFile
    private let current: LockedValue<SessionState>
    private let writer: LockedValue<LogWriter>

    init(path: String, durability: LogDurability, header: LogHeader) throws {
      logFile = try SessionLogFile.open(path: path, durability: durability) { header }
      current = LockedValue(logFile.state)
      writer = LockedValue(logFile.makeWriter())
    }

    var openedState: SessionState { logFile.state }
    var state: SessionState { current.current }

    func send(_ event: Event) async throws(SessionStoreError) -> SessionState {
      let next = try apply(event)
      // A pause of its own length for each call, so that lines come out in another order
      // than the states went in, even on a loaded machine.
      try? await Task.sleep(nanoseconds: UInt64.random(in: 0...2_000_000))
      try write(event)
      return next
    }

    private func apply(_ event: Event) throws(SessionStoreError) -> SessionState {
      try current.withLock { current throws(SessionStoreError) in
        var next = current
        do throws(Rejection) {
          try SessionReducer.reduce(&next, event)
        } catch {
          throw .rejected(error)
        }
        current = next
        return next
      }
    }

    private func write(_ event: Event) throws(SessionStoreError) {
      try writer.withLock { writer throws(SessionStoreError) in
        do throws(LogWriteError) {
          try writer.append(event)
        } catch {
          throw .logWriteFailed(error)
        }
      }
    }

    func flush() throws {
      try writer.withLock { _ in try logFile.sink.flush() }
    }

    func close() throws { try logFile.sink.close() }
  }

  /// Holds lines in memory until a flush, and forgets them when closed.
  final class ForgetsOnClose: StoreUnderTest, Sendable {
    private let logFile: SessionLogFile
    private let held: HeldLines
    private let store: SessionStore

    init(path: String, durability: LogDurability, header: LogHeader) throws {
      logFile = try SessionLogFile.open(path: path, durability: durability) { header }
      held = HeldLines(sink: logFile.sink)
      store = SessionStore(
        resuming: logFile.state, writer: LogWriter(continuing: held, nextSeq: logFile.lastSeq + 1))
    }

    var openedState: SessionState { logFile.state }
    var state: SessionState { store.state }
    func send(_ event: Event) async throws(SessionStoreError) -> SessionState {
      try store.send(event)
    }
    func flush() throws { try store.flush() }
    func close() throws { try logFile.sink.close() }
  }

  /// Says it records durably, but buffers.
  final class BuffersWhenAskedForDurable: StoreUnderTest, Sendable {
    private let inner: SessionStoreUnderTest

    init(path: String, durability: LogDurability, header: LogHeader) throws {
      inner = try SessionStoreUnderTest(path: path, durability: .buffered, header: header)
    }

    var openedState: SessionState { inner.openedState }
    var state: SessionState { inner.state }
    func send(_ event: Event) async throws(SessionStoreError) -> SessionState {
      try await inner.send(event)
    }
    func flush() throws { try inner.flush() }
    func close() throws { try inner.close() }
  }
}

/// A sink that keeps lines until a flush hands them to the file.
private final class HeldLines: LogSink, Sendable {
  private let lines = LockedValue<[UInt8]>([])
  private let sink: FileLogSink

  init(sink: FileLogSink) {
    self.sink = sink
  }

  func append(_ line: [UInt8]) {
    lines.withLock { $0 += line }
  }

  func flush() throws(LogWriteError) {
    let pending = lines.withLock { held in
      defer { held.removeAll() }
      return held
    }
    try sink.append(pending)
    try sink.flush()
  }
}
