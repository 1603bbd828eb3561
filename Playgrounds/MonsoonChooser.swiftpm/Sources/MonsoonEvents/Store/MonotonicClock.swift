// import MonsoonSystem

/// A clock for event times that never goes backwards, so that a log it stamps always keeps
/// the rule that `t` never decreases, even when the system clock is set back.
final class MonotonicClock: Sendable {
  /// The latest time this clock has returned.
  private let latest: LockedValue<Int>
  private let source: @Sendable () -> Int

  /// Creates a clock that never reads earlier than `floor`.
  /// - Parameters:
  ///   - floor: the latest time already in the log, in milliseconds since the Unix epoch.
  ///   - source: the underlying clock, by default the system's.
  init(
    floor: Int = 0, source: @escaping @Sendable () -> Int = SessionStore.systemClock
  ) {
    latest = LockedValue(floor)
    self.source = source
  }

  /// The later of the source's time and the latest time this clock has returned.
  func now() -> Int {
    latest.withLock { latest in
      latest = max(latest, source())
      return latest
    }
  }
}
