/// How far a session log file takes each event line on its own, before anyone waits for it.
///
/// Either way, ``SessionStore/send(_:)`` never waits for the disk: a thread of the log's own
/// writes the lines. ``SessionStore/durable(through:)`` waits until events are on stable
/// storage, `SessionStore.flush()` until they are in the file (durable: on stable storage),
/// and ``SessionStore/close()`` writes and flushes everything.
public enum LogDurability: String, Hashable, Sendable, CaseIterable {
  /// Each line is written to the file and flushed to stable storage (`fsync`, `F_FULLFSYNC`
  /// on Apple systems) as soon as the log's thread can: one flush for every line that came
  /// while the previous flush ran (group commit). An event whose
  /// ``SessionStore/durable(through:)`` returned survives a crash of the process or of the
  /// machine.
  case durable
  /// Lines are kept in memory and written to the file at least every 100 ms, when 64 KiB
  /// are pending, on `SessionStore.flush()` and on ``SessionStore/close()`` (which also
  /// flushes to stable storage): a crash may lose the lines of the last interval, never a
  /// line in the middle of the log.
  case buffered
}
