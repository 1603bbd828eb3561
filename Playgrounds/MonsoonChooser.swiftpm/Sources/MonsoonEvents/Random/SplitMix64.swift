/// The SplitMix64 generator, used to expand a 64-bit seed into a ``Xoshiro256StarStar`` state.
///
/// Its outputs are identical on every platform and Swift version.
struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  /// Creates a generator whose first output derives from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}
