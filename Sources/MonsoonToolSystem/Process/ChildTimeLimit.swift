import MonsoonSystem

/// How long a program started by ``ChildProcess/run(_:_:redirections:as:timeLimit:)`` may run:
/// past ``nanoseconds`` (on the monotonic clock, from its start) it is sent `SIGTERM`, and
/// past a further ``graceNanoseconds`` `SIGKILL`.
package struct ChildTimeLimit: Hashable, Sendable {
  /// The longest grace period: a program that has not ended this long after `SIGTERM` is
  /// killed.
  package static let longestGraceNanoseconds = 2_000_000_000

  /// How long the program may run before it is asked to end (`SIGTERM`).
  package let nanoseconds: Int

  /// A limit of `nanoseconds` (at least 1).
  package init(nanoseconds: Int) {
    self.nanoseconds = max(1, nanoseconds)
  }

  /// How long a program asked to end (by its time limit, or because this process is ending)
  /// has before it is killed (`SIGKILL`): 2 seconds, or the limit itself when shorter.
  package var graceNanoseconds: Int {
    min(Self.longestGraceNanoseconds, nanoseconds)
  }
}
