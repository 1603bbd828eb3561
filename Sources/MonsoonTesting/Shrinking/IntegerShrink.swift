/// Shrinks an integer toward a target: the target itself first, then halfway, then ever
/// closer to the failing value, ending with the value one step nearer the target.
///
/// The result is 1-minimal: the value one step closer to the target passes.
struct IntegerShrink: ShrinkStrategy {
  private var search: GreedyShrink<Int>

  init(_ value: Int, toward target: Int) {
    search = GreedyShrink(value) { value in
      var candidates: [Int] = []
      var distance = value - target
      while distance != 0 {
        candidates.append(value - distance)
        distance /= 2
      }
      return candidates
    }
  }

  var best: Int { search.best }
  mutating func next() -> Int? { search.next() }
  mutating func learn(stillFails: Bool) { search.learn(stillFails: stillFails) }
}
