import MonsoonSystem

/// A number of bytes that threads buffering output share: each takes a part before it holds
/// more, and gives it back once its output is written out. Taking never waits: a thread that
/// cannot take a part stops buffering instead, so that the buffers of all threads together
/// stay within the budget.
final class ByteBudget: Sendable {
  private let available: LockedValue<Int>

  /// A budget of `bytes` bytes.
  init(bytes: Int) {
    available = LockedValue(bytes)
  }

  /// Takes `bytes` from the budget if it has them.
  /// - Returns: whether they were taken.
  func take(_ bytes: Int) -> Bool {
    available.withLock { available in
      guard available >= bytes else { return false }
      available -= bytes
      return true
    }
  }

  /// Gives back bytes taken with ``take(_:)``.
  func giveBack(_ bytes: Int) {
    available.withLock { $0 += bytes }
  }
}
