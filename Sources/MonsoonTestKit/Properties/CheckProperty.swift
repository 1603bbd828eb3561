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
/// failure; `MONSOON_CHECKS=10000` runs longer; `MONSOON_SEED=random` explores new seeds. A
/// failing case is also saved under `./.build/monsoon-failures` (when `./.build` exists) and
/// tried first on the next run, until it passes; `MONSOON_FAILURES=off` turns that off.
/// - Parameters:
///   - generator: the values to check.
///   - seed: the seed of the first case, unless `MONSOON_SEED` is set.
///   - count: the number of cases, unless `MONSOON_CHECKS` is set.
///   - sourceLocation: where a failure is reported; by default the caller's line.
///   - property: what must hold of every value; it runs many times and must be repeatable.
public func checkProperty<Value: Sendable>(
  _ generator: Generator<Value>, seed: UInt64 = PropertyCheck.defaultSeed,
  count: Int = PropertyCheck.defaultCount, sourceLocation: SourceLocation = #_sourceLocation,
  _ property: @escaping @Sendable (Value) async throws -> Void
) async {
  await check(
    generator, seed: seed, count: count, sourceLocation: sourceLocation,
    database: .current(), property, rerun: { value in await failsAgain(property, value) })
}

/// Runs `property` on `value` with its issues reported where they are written; whether it
/// threw.
func failsAgain<Value>(_ property: (Value) async throws -> Void, _ value: Value) async -> Bool {
  do {
    try await property(value)
    return false
  } catch {
    return true
  }
}

/// Runs a property check and reports its counter-example:
/// ``checkProperty(_:seed:count:sourceLocation:_:)`` and
/// ``checkEachStep(of:seed:count:sourceLocation:_:)`` differ only in how the shrunk value runs
/// once more.
///
/// A case saved in `database` by an earlier run of the same check is tried first; it stays
/// saved while it fails and is forgotten once it passes; a new failing case is saved.
/// - Parameters:
///   - database: where failing cases are kept between runs; `nil` keeps none.
///   - rerun: runs the property on the shrunk value with its issues reported where they are
///     written; whether it failed again.
func check<Value: Sendable>(
  _ generator: Generator<Value>, seed: UInt64, count: Int, sourceLocation: SourceLocation,
  database: FailureDatabase?,
  _ property: @escaping @Sendable (Value) async throws -> Void,
  rerun: (Value) async -> Bool
) async {
  let settings: PropertySettings
  do {
    settings = try PropertySettings(seed: seed, count: count)
  } catch {
    Issue.record("\(error)", sourceLocation: sourceLocation)
    return
  }
  let capturing: (Value) async throws -> Void = { value in
    try await IssueCapture.run { try await property(value) }
  }
  let key = FailureDatabase.key(at: sourceLocation)
  var failure: PropertyFailure<Value>?
  if let database, let saved = database.entry(for: key) {
    if let found = await PropertyCheck.run(
      generator, seed: saved.seed, count: 1, property: capturing)
    {
      failure = PropertyFailure(
        seed: found.seed, caseIndex: saved.caseIndex,
        caseCount: max(settings.count, saved.caseIndex + 1), original: found.original,
        shrunk: found.shrunk, error: found.error, testsRun: found.testsRun)
    } else {
      database.remove(for: key)
    }
  }
  if failure == nil {
    failure = await PropertyCheck.run(
      generator, seed: settings.seed, count: settings.count, property: capturing)
  }
  guard let failure else { return }
  database?.save(.init(seed: failure.seed, caseIndex: failure.caseIndex), for: key)
  let failsAgain = await rerun(failure.shrunk)
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
/// issue. The shrunk session runs once more up to its failing step, whose issues are reported
/// where they are written, each saying the step; the report at the call names it too.
///
/// ```swift
/// @Test func selectionsStayInRange() async {
///   await checkEachStep(of: .sessions(SessionShape(menus: .menus()))) { step in
///     for (prompt, option) in step.after.selections.enumerated() {
///       #expect(option < step.after.menu.optionCounts[prompt])
///     }
///   }
/// }
/// ```
/// - Parameters:
///   - sessions: the sessions to check.
///   - seed: the seed of the first case, unless `MONSOON_SEED` is set.
///   - count: the number of sessions, unless `MONSOON_CHECKS` is set.
///   - sourceLocation: where a failure is reported; by default the caller's line.
///   - invariant: what must hold after every event.
public func checkEachStep(
  of sessions: Generator<SessionLog> = .sessions(), seed: UInt64 = PropertyCheck.defaultSeed,
  count: Int = PropertyCheck.defaultCount, sourceLocation: SourceLocation = #_sourceLocation,
  _ invariant: @escaping @Sendable (SessionStep) async throws -> Void
) async {
  await check(
    sessions, seed: seed, count: count, sourceLocation: sourceLocation, database: .current(),
    { log in
      for step in SessionStep.all(of: log) {
        do {
          try await IssueCapture.run { try await invariant(step) }
        } catch {
          throw StepFailure(step: step, error: error)
        }
      }
    },
    rerun: { log in
      for step in SessionStep.all(of: log) {
        if await StepIssues.report(step, invariant) { return true }
      }
      return false
    })
}
