/// The simplest shrink strategy: a rule lists values simpler than a failing one, simplest
/// first; the search moves to the first that still fails and asks the rule again from there.
///
/// It ends when no listed value still fails, so the result is 1-minimal for the rule. The
/// rule must list only strictly simpler values, or the search may not end.
public struct GreedyShrink<Value>: ShrinkStrategy {
  /// The simplest failing value so far.
  public private(set) var best: Value
  private let simpler: (Value) -> [Value]
  private var candidates: [Value]
  private var index = 0

  /// Starts from a failing value.
  /// - Parameters:
  ///   - value: the failing value.
  ///   - simpler: values simpler than a value, simplest first.
  package init(_ value: Value, simpler: @escaping (Value) -> [Value]) {
    best = value
    self.simpler = simpler
    candidates = simpler(value)
  }

  /// The next simpler value to try.
  public mutating func next() -> Value? {
    index < candidates.count ? candidates[index] : nil
  }

  /// Moves to the candidate when it still fails, else on to the next one.
  public mutating func learn(stillFails: Bool) {
    guard stillFails else {
      index += 1
      return
    }
    best = candidates[index]
    restart()
  }

  /// Asks the rule again from ``best``.
  public mutating func restart() {
    candidates = simpler(best)
    index = 0
  }
}
