/// A shrink strategy of any type over values of one type: how a composed strategy holds the
/// strategies of its parts.
///
/// A constrained existential (`any ShrinkStrategy<Value>`) would need the iOS 16 runtime;
/// this box needs none. It is a value, as the strategy it holds: a copy searches on its own.
struct AnyShrinkStrategy<Value>: ShrinkStrategy {
  private var box: ShrinkBox<Value>

  /// Wraps `strategy`.
  init<Strategy: ShrinkStrategy>(_ strategy: Strategy) where Strategy.Value == Value {
    if let erased = strategy as? AnyShrinkStrategy<Value> {
      box = erased.box
    } else {
      box = StrategyBox(strategy)
    }
  }

  var best: Value { box.best }

  mutating func next() -> Value? { unique().next() }

  mutating func learn(stillFails: Bool) { unique().learn(stillFails: stillFails) }

  mutating func restart() { unique().restart() }

  /// The box, copied first when another value shares it.
  private mutating func unique() -> ShrinkBox<Value> {
    if !isKnownUniquelyReferenced(&box) { box = box.copy() }
    return box
  }
}

/// The reference that holds a strategy, seen through its value type only.
private class ShrinkBox<Value> {
  var best: Value { fatalError("abstract") }
  func next() -> Value? { fatalError("abstract") }
  func learn(stillFails: Bool) { fatalError("abstract") }
  func restart() { fatalError("abstract") }
  func copy() -> ShrinkBox<Value> { fatalError("abstract") }
}

private final class StrategyBox<Strategy: ShrinkStrategy>: ShrinkBox<Strategy.Value> {
  private var strategy: Strategy

  init(_ strategy: Strategy) {
    self.strategy = strategy
  }

  override var best: Strategy.Value { strategy.best }
  override func next() -> Strategy.Value? { strategy.next() }
  override func learn(stillFails: Bool) { strategy.learn(stillFails: stillFails) }
  override func restart() { strategy.restart() }
  override func copy() -> ShrinkBox<Strategy.Value> { StrategyBox(strategy) }
}
