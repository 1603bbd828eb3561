/// Shrinks a pair: the first value with the second kept, then the second with the first as
/// shrunk, then each again while the other one got simpler, until neither does.
struct PairShrink<First, Second>: ShrinkStrategy {
  private var first: AnyShrinkStrategy<First>
  private var second: AnyShrinkStrategy<Second>
  private var shrinkingFirst = true
  /// Whether the second value's search has run (it starts fresh, not restarted).
  private var secondStarted = false
  /// Whether the side being shrunk got simpler since its search last started.
  private var improved = false

  init(_ first: AnyShrinkStrategy<First>, _ second: AnyShrinkStrategy<Second>) {
    self.first = first
    self.second = second
  }

  var best: (First, Second) { (first.best, second.best) }

  mutating func next() -> (First, Second)? {
    while true {
      if shrinkingFirst {
        if let candidate = first.next() { return (candidate, second.best) }
      } else if let candidate = second.next() {
        return (first.best, candidate)
      }
      // The other side must run again only if this one changed what it is tested next to.
      guard improved || !secondStarted else { return nil }
      improved = false
      shrinkingFirst.toggle()
      if shrinkingFirst {
        first.restart()
      } else if secondStarted {
        second.restart()
      } else {
        secondStarted = true
      }
    }
  }

  mutating func learn(stillFails: Bool) {
    if shrinkingFirst {
      first.learn(stillFails: stillFails)
    } else {
      second.learn(stillFails: stillFails)
    }
    if stillFails { improved = true }
  }

  mutating func restart() {
    // Both sides' surroundings changed: start over with the first, then the second.
    first.restart()
    second.restart()
    shrinkingFirst = true
    secondStarted = false
    improved = false
  }
}
