/// The xoshiro256** generator that drives Randomize, with Lemire's unbiased bounded draw.
///
/// Given the same seed it yields the same numbers on every platform and Swift version; it never
/// uses the standard library's mapping of random bits to ranges, which may change.
struct Xoshiro256StarStar: RandomNumberGenerator, Hashable, Sendable {
  /// The first state word.
  private(set) var s0: UInt64
  /// The second state word.
  private(set) var s1: UInt64
  /// The third state word.
  private(set) var s2: UInt64
  /// The fourth state word.
  private(set) var s3: UInt64

  /// Creates the generator a log with this seed starts from: the first four outputs of
  /// ``SplitMix64`` seeded with `seed`.
  init(seed: UInt64) {
    var expander = SplitMix64(seed: seed)
    s0 = expander.next()
    s1 = expander.next()
    s2 = expander.next()
    s3 = expander.next()
  }

  /// Restores a generator from its four state words, as ``s0``, ``s1``, ``s2`` and ``s3``
  /// reported them, so that it goes on with exactly the numbers the saved one would have drawn.
  ///
  /// - Returns: `nil` when all four words are zero, the one state xoshiro256** never reaches.
  init?(s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64) {
    guard s0 | s1 | s2 | s3 != 0 else { return nil }
    self.s0 = s0
    self.s1 = s1
    self.s2 = s2
    self.s3 = s3
  }

  /// The next 64 random bits.
  @inline(__always)
  mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, by: 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, by: 45)
    return result
  }

  /// A uniformly distributed number in `0..<bound`, drawn with Lemire's multiply-shift method.
  /// - Precondition: `bound` is at least 1.
  /// - Complexity: one ``next()`` call, rarely more (fewer than 2 on average for any bound).
  @inline(__always)
  mutating func bounded(_ bound: UInt64) -> UInt64 {
    precondition(bound >= 1, "bounded(_:) needs a bound of at least 1")
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  @inline(__always)
  private func rotateLeft(_ value: UInt64, by count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}
