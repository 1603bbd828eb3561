import MonsoonEvents

/// The random numbers generators draw: xoshiro256** seeded per case, with Lemire's unbiased
/// bounded draw, so a seed gives the same values on every platform and Swift version (the
/// standard library's own mapping of random bits to ranges may change between versions).
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var generator: Xoshiro256StarStar

  /// Creates the random numbers of one case.
  package init(seed: UInt64) {
    generator = Xoshiro256StarStar(seed: seed)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    generator.next()
  }

  /// A number in `0..<bound`, each equally likely.
  /// - Precondition: `bound` is at least 1.
  package mutating func below(_ bound: Int) -> Int {
    precondition(bound >= 1, "below(_:) needs a bound of at least 1")
    return Int(generator.bounded(UInt64(bound)))
  }

  /// A number in `range`, each equally likely.
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    let offset = span == 0 ? generator.next() : generator.bounded(span)
    return range.lowerBound &+ Int(truncatingIfNeeded: offset)
  }
}
