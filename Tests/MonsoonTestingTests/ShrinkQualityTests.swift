import MonsoonEvents
import MonsoonTesting
import Testing

/// The shrinker next to Hypothesis on the same properties (issue 25): plain values shrink to
/// what Hypothesis finds, and event logs keep their results.
@Suite("Shrink quality: as simple as Hypothesis finds, on plain values and on logs")
struct ShrinkQualityTests {
  struct Broken: Error {}

  /// The first counter-example at the default seed and count, shrunk.
  private func failure<Value: Sendable>(
    _ generator: Generator<Value>, failsWhen fails: @escaping (Value) -> Bool
  ) -> PropertyFailure<Value>? {
    PropertyCheck.run(generator) { value in
      if fails(value) { throw Broken() }
    }
  }

  @Test("a < b over pairs in -50...50 shrinks both sides, to (0, 0)")
  func pairShrinksBothSides() throws {
    let pairs = Generator.integers(in: -50...50).zip(.integers(in: -50...50))
    let found = try #require(failure(pairs) { !($0 < $1) })
    #expect(found.shrunk == (0, 0), "shrunk to \(found.shrunk) in \(found.testsRun) tests")
  }

  @Test("both sides shrink again through map and flatMap: letters, and one of two ranges")
  func pairShrinksThroughMapAndFlatMap() throws {
    let letters = Generator.element(of: Array("abcdefghij"))
    let found = try #require(failure(letters.zip(letters)) { !($0 < $1) })
    #expect(found.shrunk == ("a", "a"), "shrunk to \(found.shrunk)")
    // The second side stays in the second range: a value drawn afresh from the first one
    // would fail only if it were 50.
    let ranges = Generator.oneOf(.integers(in: 50...100), .integers(in: -10...(-5)))
    let chosen = try #require(failure(ranges.zip(ranges)) { !($0 < $1) })
    #expect(chosen.shrunk == (50, -5), "shrunk to \(chosen.shrunk)")
  }

  @Test("sum(xs) < 100 over arrays of 0...100, length 0...30, shrinks to [100]")
  func arrayMergesElements() throws {
    let arrays = Generator.integers(in: 0...100).array(count: 0...30)
    let found = try #require(failure(arrays) { $0.reduce(0, +) >= 100 })
    #expect(found.shrunk == [100], "shrunk to \(found.shrunk) in \(found.testsRun) tests")
  }

  /// The three event-log properties of issue 25, over version 1 sessions (`.sessions()` as it
  /// was then; under version 2's rule the first property holds) at the default seed: what
  /// each is generated as and shrinks to, in events. (Two Randomizes in a row with the same
  /// flavor first come three Randomizes into the header's generator: an earlier event can't
  /// go without changing what the later ones draw.)
  static let logProperties: [(name: String, generated: Int, shrunk: Int)] = [
    ("Randomize changes every prompt", 53, 1),
    ("never the same flavor on two Randomizes in a row", 23, 3),
    ("the menu is tapped fewer than 2 times", 34, 2),
  ]

  private static func breaks(_ name: String, _ log: SessionLog) -> Bool {
    let steps = SessionStep.all(of: log)
    switch name {
    case "Randomize changes every prompt":
      return steps.contains { step in
        step.event == .randomize
          && zip(step.before.selections, step.after.selections).contains { $0 == $1 }
      }
    case "never the same flavor on two Randomizes in a row":
      return zip(steps, steps.dropFirst()).contains { first, second in
        first.event == .randomize && second.event == .randomize
          && first.after.selections[1] == second.after.selections[1]
      }
    default:
      return (log.finalState?.navTaps.menu ?? 0) >= 2
    }
  }

  @Test("event-log properties keep their shrunk sizes", arguments: logProperties)
  func logPropertiesKeepTheirResults(name: String, generated: Int, shrunk: Int) throws {
    let version1 = SessionShape(formatVersions: [.version1])
    let found = try #require(failure(.sessions(version1)) { Self.breaks(name, $0) })
    #expect(found.original.records.count == generated)
    #expect(
      found.shrunk.records.count <= shrunk,
      "\(name): \(found.original.records.count) -> \(found.shrunk.records.count) events")
  }
}
