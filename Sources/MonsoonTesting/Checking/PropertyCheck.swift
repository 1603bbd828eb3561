import MonsoonEvents

/// Runs a property over many generated values and, when one breaks it, shrinks that value to
/// a simplest counter-example.
///
/// A property is a function that throws (or, in Swift Testing, records an issue) when a value
/// breaks it, so that the failure says what was wrong. Case 0 uses the seed itself; case i a
/// seed derived from it, which the failure names, so `run(generator, seed: failure.seed,
/// count: 1)` runs the failing case alone. Everything about a case derives from its seed.
///
/// ```swift
/// let failure = PropertyCheck.run(.sessions(), seed: 0x5eed) { log in
///   guard let state = log.finalState, state.seq == log.records.count else {
///     throw LogWriteError(reason: "seq does not count the events")  // any error
///   }
/// }
/// ```
/// With Swift Testing, `checkProperty` in `MonsoonTestKit` wraps this and reports failures
/// as issues.
public enum PropertyCheck {
  /// The seed of the first case when none is given.
  public static let defaultSeed: UInt64 = 0x5eed
  /// The number of cases when none is given.
  public static let defaultCount = 100

  /// The seed of each case: the seed itself first, then numbers derived from it.
  package static func caseSeeds(seed: UInt64, count: Int) -> [UInt64] {
    var seeds = SplitMix64(seed: seed)
    return (0..<max(0, count)).map { index in index == 0 ? seed : seeds.next() }
  }

  /// Checks `property` on `count` generated values.
  /// - Returns: the first counter-example, shrunk, or `nil` when every value passed.
  public static func run<Value: Sendable>(
    _ generator: Generator<Value>, seed: UInt64 = defaultSeed, count: Int = defaultCount,
    property: (Value) throws -> Void
  ) -> PropertyFailure<Value>? {
    for (index, caseSeed) in caseSeeds(seed: seed, count: count).enumerated() {
      var random = SeededRandom(seed: caseSeed)
      let drawn = generator.generate(&random)
      do {
        try property(drawn.value)
      } catch {
        var search = drawn.shrink()
        var why = error
        var testsRun = 0
        while let candidate = search.next() {
          testsRun += 1
          do {
            try property(candidate)
            search.learn(stillFails: false)
          } catch {
            why = error
            search.learn(stillFails: true)
          }
        }
        return PropertyFailure(
          seed: caseSeed, caseIndex: index, caseCount: count, original: drawn.value,
          shrunk: search.best, error: why, testsRun: testsRun)
      }
    }
    return nil
  }

  /// Checks an asynchronous `property` on `count` generated values, one at a time.
  /// - Returns: the first counter-example, shrunk, or `nil` when every value passed.
  package static func run<Value: Sendable>(
    _ generator: Generator<Value>, seed: UInt64 = defaultSeed, count: Int = defaultCount,
    property: (Value) async throws -> Void
  ) async -> PropertyFailure<Value>? {
    for (index, caseSeed) in caseSeeds(seed: seed, count: count).enumerated() {
      var random = SeededRandom(seed: caseSeed)
      let drawn = generator.generate(&random)
      do {
        try await property(drawn.value)
      } catch {
        var search = drawn.shrink()
        var why = error
        var testsRun = 0
        while let candidate = search.next() {
          testsRun += 1
          do {
            try await property(candidate)
            search.learn(stillFails: false)
          } catch {
            why = error
            search.learn(stillFails: true)
          }
        }
        return PropertyFailure(
          seed: caseSeed, caseIndex: index, caseCount: count, original: drawn.value,
          shrunk: search.best, error: why, testsRun: testsRun)
      }
    }
    return nil
  }
}
