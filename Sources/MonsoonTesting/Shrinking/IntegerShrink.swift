/// Shrinks an integer toward a target: the target itself first, then halfway there, then ever
/// closer to the failing value by halving the distance, ending with the value one nearer the
/// target; from each value that still fails, again.
///
/// The result is 1-minimal: the value one step closer to the target passes.
struct IntegerShrink: ShrinkStrategy {
  private var search: GreedyShrink<Int>

  init(_ value: Int, toward target: Int) {
    search = GreedyShrink(value) { value in
      Self.distances(from: value, to: target).map { value - $0 }
    }
  }

  /// The signed steps from `value` toward `target`, longest first: the whole distance, then
  /// half of it, and so on down to one.
  static func distances(from value: Int, to target: Int) -> [Int] {
    var distances: [Int] = []
    var distance = value - target
    while distance != 0 {
      distances.append(distance)
      distance /= 2
    }
    return distances
  }

  var best: Int { search.best }
  mutating func next() -> Int? { search.next() }
  mutating func learn(stillFails: Bool) { search.learn(stillFails: stillFails) }
  mutating func restart() { search.restart() }
}
