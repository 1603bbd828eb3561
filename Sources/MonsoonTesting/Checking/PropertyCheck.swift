public import MonsoonEvents

/// Runs a property over many generated sessions and, when one breaks it, shrinks that session
/// to a 1-minimal counter-example.
///
/// ```swift
/// @Test func randomizeAlwaysMoves() throws {
///   do {
///     try PropertyCheck.check(seed: 0x5eed, count: 200, menus: .random) { log in
///       log.finalState != nil
///     }
///   } catch {
///     Issue.record("\(error)")
///   }
/// }
/// ```
public enum PropertyCheck {
  /// Which menus the generated sessions use.
  public enum Menus: Hashable, Sendable {
    /// The standard menu every time.
    case standard
    /// A new random menu for every case (see ``MenuGenerator``).
    case random
    /// This menu every time.
    case fixed(ChooserMenu)
  }

  /// Checks `property` on `count` generated sessions and throws the first counter-example,
  /// shrunk.
  ///
  /// Case 0 uses `seed` itself; case i uses a seed derived from it, which the failure names,
  /// so `check(seed: failure.seed, count: 1, ...)` runs the failing case alone. Everything
  /// about a case (its menu, its length, its events) derives from its seed.
  /// - Parameters:
  ///   - seed: the seed of the first case.
  ///   - count: the number of sessions to generate.
  ///   - events: the range the number of events of each session is drawn from.
  ///   - menus: the menus the sessions use.
  ///   - recordsSelections: whether generated records carry `sel`.
  ///   - property: whether a session is correct; must be deterministic.
  /// - Throws: ``PropertyFailure`` with the failing seed and the shrunk session.
  public static func check(
    seed: UInt64, count: Int = 100, events: ClosedRange<Int> = 0...60,
    menus: Menus = .standard, recordsSelections: Bool = false,
    property: (SessionLog) -> Bool
  ) throws(PropertyFailure) {
    var seeds = SplitMix64(seed: seed)
    for index in 0..<max(0, count) {
      let caseSeed = index == 0 ? seed : seeds.next()
      let log = session(
        seed: caseSeed, events: events, menus: menus, recordsSelections: recordsSelections)
      guard !property(log) else { continue }
      let outcome = Shrinker.shrink(log.records) { candidate in
        let trial = SessionLog(header: log.header, records: candidate)
        guard let (renumbered, _) = trial.subsequence(candidate.indices) else { return false }
        return !property(renumbered)
      }
      let shrunk =
        log.subsequence(outcome.indices)?.log ?? SessionLog(header: log.header, records: [])
      throw PropertyFailure(
        seed: caseSeed, caseIndex: index, caseCount: count, original: log, shrunk: shrunk,
        testsRun: outcome.testsRun)
    }
  }

  /// The session that `check` generates for a case seed.
  public static func session(
    seed: UInt64, events: ClosedRange<Int> = 0...60, menus: Menus = .standard,
    recordsSelections: Bool = false
  ) -> SessionLog {
    let menu: ChooserMenu
    switch menus {
    case .standard: menu = .standard
    case .random: menu = MenuGenerator.menu(seed: seed)
    case .fixed(let fixed): menu = fixed
    }
    var lengths = Xoshiro256StarStar(seed: seed ^ 0x6c65_6e67_7468)
    let span = UInt64(events.upperBound - events.lowerBound) + 1
    let length = events.lowerBound + Int(lengths.bounded(span))
    return SessionGenerator.log(
      seed: seed, menu: menu, events: length, recordsSelections: recordsSelections)
  }
}
