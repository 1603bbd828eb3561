/// Shrinks a pair: the first value with the second kept, then the second with the first as
/// shrunk.
struct PairShrink<First, Second>: ShrinkStrategy {
  private var first: any ShrinkStrategy<First>
  private var second: any ShrinkStrategy<Second>
  private var shrinkingFirst = true

  init(_ first: any ShrinkStrategy<First>, _ second: any ShrinkStrategy<Second>) {
    self.first = first
    self.second = second
  }

  var best: (First, Second) { (first.best, second.best) }

  mutating func next() -> (First, Second)? {
    if shrinkingFirst {
      if let candidate = first.next() { return (candidate, second.best) }
      shrinkingFirst = false
    }
    return second.next().map { (first.best, $0) }
  }

  mutating func learn(stillFails: Bool) {
    if shrinkingFirst {
      first.learn(stillFails: stillFails)
    } else {
      second.learn(stillFails: stillFails)
    }
  }
}
