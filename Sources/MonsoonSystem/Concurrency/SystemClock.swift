/// Readings of the system's clocks.
package enum SystemClock {
  /// Milliseconds since the Unix epoch: the time of day, which can jump when the clock is set.
  package static func millisecondsSinceEpoch() -> Int {
    var now = CInterop.TimeSpec()
    system_clock_gettime(_CLOCK_REALTIME, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
  }

  /// Nanoseconds on a clock that only moves forward, for measuring intervals; its zero is
  /// arbitrary.
  package static func monotonicNanoseconds() -> Int {
    var now = CInterop.TimeSpec()
    system_clock_gettime(_CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
  }
}
