public import MonsoonEvents
public import MonsoonTesting
public import Testing

/// Checks a property on generated values in a Swift Testing test; a counter-example is shrunk
/// and reported as an issue.
///
/// The property fails on a value when it throws or records an issue (`#expect`, `#require`,
/// `Issue.record`). While a counter-example shrinks, those issues are held back; then the
/// shrunk value runs once more so that its failing expectations are reported where they are
/// written, and one more issue, at the call, gives the seed, how to rerun it, why it failed
/// and the shrunk value (a session as pasteable JSON Lines, also attached to the test).
///
/// ```swift
/// @Test func randomizeMoves() async {
///   await checkProperty(.sessions(SessionShape(menus: .menus()))) { log in
///     var state = try #require(log.finalState)
///     guard state.screen == .chooser else { return }
///     let before = state.selections
///     try SessionReducer.reduce(&state, .randomize)
///     #expect(state.selections != before)
///   }
/// }
/// ```
///
/// `MONSOON_SEED=0x… MONSOON_CHECKS=1 swift test --filter randomizeMoves` reruns a reported
/// failure; `MONSOON_CHECKS=10000` runs longer; `MONSOON_SEED=random` explores new seeds.
/// - Parameters:
///   - generator: the values to check.
///   - seed: the seed of the first case, unless `MONSOON_SEED` is set.
///   - count: the number of cases, unless `MONSOON_CHECKS` is set.
///   - property: what must hold of every value; it runs many times and must be repeatable.
public func checkProperty<Value: Sendable>(
  _ generator: Generator<Value>, seed: UInt64 = PropertyCheck.defaultSeed,
  count: Int = PropertyCheck.defaultCount, sourceLocation: SourceLocation = #_sourceLocation,
  _ property: @escaping @Sendable (Value) async throws -> Void
) async {
  let settings: PropertySettings
  do {
    settings = try PropertySettings(seed: seed, count: count)
  } catch {
    Issue.record("\(error)", sourceLocation: sourceLocation)
    return
  }
  let failure = await PropertyCheck.run(generator, seed: settings.seed, count: settings.count) {
    value in try await IssueCapture.run { try await property(value) }
  }
  guard let failure else { return }
  let failsAgain: Bool
  do {
    try await property(failure.shrunk)
    failsAgain = false
  } catch {
    failsAgain = true
  }
  var report = PropertyReport(failure).text
  if !failsAgain && !(failure.error is RecordedIssues) {
    report += "\nRun once more, the shrunk value passed: is the property repeatable?"
  }
  Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
  if let log = failure.shrunk as? SessionLog {
    Attachment.record(log.text, named: "counterexample-\(failure.hexSeed).jsonl")
  }
}

/// Checks an invariant after every event of generated sessions: `invariant` gets each step
/// (the event and the states before and after it) and fails by throwing or recording an
/// issue. The report names the failing step of the shrunk session.
///
/// ```swift
/// @Test func selectionsStayInRange() async {
///   await checkEachStep(of: .sessions(SessionShape(menus: .menus()))) { step in
///     for (control, choice) in step.after.selections.enumerated() {
///       #expect(choice < step.after.menu.choiceCounts[control])
///     }
///   }
/// }
/// ```
/// - Parameters:
///   - sessions: the sessions to check.
///   - seed: the seed of the first case, unless `MONSOON_SEED` is set.
///   - count: the number of sessions, unless `MONSOON_CHECKS` is set.
///   - invariant: what must hold after every event.
public func checkEachStep(
  of sessions: Generator<SessionLog> = .sessions(), seed: UInt64 = PropertyCheck.defaultSeed,
  count: Int = PropertyCheck.defaultCount, sourceLocation: SourceLocation = #_sourceLocation,
  _ invariant: @escaping @Sendable (SessionStep) async throws -> Void
) async {
  await checkProperty(sessions, seed: seed, count: count, sourceLocation: sourceLocation) { log in
    for step in SessionStep.all(of: log) {
      do {
        try await IssueCapture.run { try await invariant(step) }
      } catch {
        throw StepFailure(step: step, error: error)
      }
    }
  }
}
