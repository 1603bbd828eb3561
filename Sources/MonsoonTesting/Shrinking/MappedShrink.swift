/// A strategy over the values another strategy's values are turned into: how a shrink
/// passes through ``Generator/map(_:)``.
struct MappedShrink<Source, Value>: ShrinkStrategy {
  private var source: AnyShrinkStrategy<Source>
  private let transform: (Source) -> Value
  private(set) var best: Value
  private var pending: Value?

  init(_ source: AnyShrinkStrategy<Source>, _ transform: @escaping (Source) -> Value) {
    self.source = source
    self.transform = transform
    best = transform(source.best)
  }

  mutating func next() -> Value? {
    pending = source.next().map(transform)
    return pending
  }

  mutating func learn(stillFails: Bool) {
    source.learn(stillFails: stillFails)
    if stillFails, let pending { best = pending }
    pending = nil
  }

  mutating func restart() { source.restart() }
}
