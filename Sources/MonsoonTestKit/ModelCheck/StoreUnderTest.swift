public import MonsoonEvents

/// A store recording into a log file, as the model checks of ``StoreModelCheck`` work it.
///
/// This is the one place that knows how to open, feed and close a store, so that a change of
/// the store's API changes one type (``SessionStoreUnderTest``), and a test can hand the
/// checks a store with a planted bug to see that they catch it.
public protocol StoreUnderTest: AnyObject, Sendable {
  /// Opens the log file at `path` and a store recording into it: a missing or empty file gets
  /// `header`; an existing one is replayed and continued, its torn last line (a write a crash
  /// cut short) cut off.
  init(path: String, durability: LogDurability, header: LogHeader) throws

  /// The state of the file's events when it was opened.
  var openedState: SessionState { get }

  /// The store's state now.
  var state: SessionState { get }

  /// Sends an event from any task; returns once the store acknowledges it, which for a
  /// ``LogDurability/durable`` log means the event is on stable storage.
  /// - Returns: the state after the event.
  /// - Throws: the store's error; for a rejected event, ``SessionStoreError/rejected(_:)``.
  func send(_ event: Event) async throws(SessionStoreError) -> SessionState

  /// Hands the lines the store buffered to the file.
  func flush() throws

  /// Closes the store: every acknowledged event reaches stable storage and the file is
  /// released for the next open. The store is not used after this.
  func close() throws
}
