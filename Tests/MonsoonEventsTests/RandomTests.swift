import MonsoonEvents
import Testing

@Suite("The seeded generator (log-format test vectors)")
struct RandomTests {
  @Test("seed 0 expands through SplitMix64 into the published xoshiro256** state")
  func seedZeroState() {
    let generator = Xoshiro256StarStar(seed: 0)
    #expect(
      [generator.s0, generator.s1, generator.s2, generator.s3]
        == [0xe220_a839_7b1d_cdaf, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f,
          0xf88b_b8a8_724c_81ec])
  }

  @Test("seed 0 yields the published first three outputs")
  func seedZeroOutputs() {
    var generator = Xoshiro256StarStar(seed: 0)
    let outputs = (0..<3).map { _ in generator.next() }
    #expect(outputs == [0x99ec_5f36_cb75_f2b4, 0xbf6e_1f78_4956_452a, 0x1a5f_849d_4933_e6e0])
  }

  @Test("bounded(719) from seed 9e3779b97f4a7c15 yields 185, 630, 252, 3")
  func boundedVector() {
    var generator = Xoshiro256StarStar(seed: 0x9e37_79b9_7f4a_7c15)
    let draws = (0..<4).map { _ in generator.bounded(719) }
    #expect(draws == [185, 630, 252, 3])
  }

  @Test("bounded(1) is always 0 and consumes one output")
  func boundedOne() {
    var generator = Xoshiro256StarStar(seed: 42)
    var twin = generator
    #expect(generator.bounded(1) == 0)
    _ = twin.next()
    #expect(generator == twin)
  }

  @Test("bounded draws stay below their bound", arguments: [2, 3, 7, 719, 1 << 40, UInt64.max])
  func boundedInRange(bound: UInt64) {
    var generator = Xoshiro256StarStar(seed: bound)
    for _ in 0..<1000 {
      #expect(generator.bounded(bound) < bound)
    }
  }

  @Test("bounded rejects the biased low products (Lemire's threshold)")
  func boundedRejectsBiasedDraws() {
    // With bound 2^63 + 1 the threshold is 2^63 - 1, so about half of all draws are rejected;
    // an implementation that skips the loop returns a different sequence than one that retries.
    var generator = Xoshiro256StarStar(seed: 7)
    var manual = generator
    let bound: UInt64 = (1 << 63) + 1
    let draw = generator.bounded(bound)
    let threshold = (0 &- bound) % bound
    var product = manual.next().multipliedFullWidth(by: bound)
    while product.low < threshold { product = manual.next().multipliedFullWidth(by: bound) }
    #expect(draw == product.high)
    #expect(generator == manual)
  }

  @Test("SplitMix64 from seed 0 starts with e220a8397b1dcdaf")
  func splitMixFirstOutput() {
    var expander = SplitMix64(seed: 0)
    #expect(expander.next() == 0xe220_a839_7b1d_cdaf)
  }
}
