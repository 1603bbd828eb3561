// MonsoonTestKit uses Swift Testing's API of Swift 6.2 (the package's other libraries build with
// Swift 6.0): say so plainly rather than with the errors an older compiler would print.
#if !compiler(>=6.2)
  #error("MonsoonTestKit needs Swift 6.2 or later (Xcode 26); depend on MonsoonTesting with an older toolchain")
#endif

public import MonsoonEvents
import MonsoonReplay
public import Testing

/// Steps a reducer through events and fails the test unless each step says exactly how the
/// state changed: the exhaustive, step-by-step way to test a reducer.
///
/// ```swift
/// @Test func flavorCycles() {
///   let store = SessionTestStore(seed: 0x5eed)
///   store.send(.tap(prompt: 1)) { $0[prompt: "flavor"] = "sweet" }
///   store.send(.go) { $0.screen = .detail }
///   store.send(.tap(prompt: 1), rejectedBecause: .wrongScreen(.tap, .detail))
///   store.send(.back) { $0.screen = .chooser }
/// }
/// ```
///
/// The closure of ``send(_:sourceLocation:_:)`` gets the state before the event, as an
/// ``ExpectedSessionState``, with the bookkeeping every applied event does already done (seq
/// one higher; for Randomize, the generator advanced by its one bounded draw, since no test
/// knows generator words by heart), and must change it into the state after the event. Any
/// difference is an issue at the `send`: a `-`/`+` diff of the whole state (`-` expected, `+`
/// actual, changed fields with a line of context), then the `send` that states what
/// happened, to paste over it (a Randomize's selections as one array). The store then goes on
/// from the state the reducer reached.
///
/// With ``exhaustivity`` `.off`, as TCA's non-exhaustive `TestStore`, a closure states only
/// what it checks; `.off(showSkippedChanges: true)` lists what it left out.
public final class SessionTestStore {
  /// The state after the events sent so far.
  public private(set) var state: SessionState
  /// Whether a `send`'s closure must state every change (the default), or only what it
  /// checks.
  public var exhaustivity: Exhaustivity = .on
  private let reducer: (inout SessionState, Event) throws -> Void

  /// A store at the start of a session.
  /// - Parameters:
  ///   - menu: the session's menu.
  ///   - seed: the seed of its generator.
  ///   - reducer: the reducer under test, which refuses an event by throwing a `Rejection`;
  ///     by default `SessionReducer`.
  public convenience init(
    menu: ChooserMenu = .standard, seed: UInt64,
    reducer: @escaping (inout SessionState, Event) throws -> Void = {
      try SessionReducer.reduce(&$0, $1)
    }
  ) {
    self.init(state: SessionState(menu: menu, seed: seed), reducer: reducer)
  }

  /// A store that starts from a state (one a log replayed to, say).
  public init(
    state: SessionState,
    reducer: @escaping (inout SessionState, Event) throws -> Void = {
      try SessionReducer.reduce(&$0, $1)
    }
  ) {
    self.state = state
    self.reducer = reducer
  }

  /// Sends an event the reducer must apply, and checks that the state after it is exactly
  /// the one `expect` makes of the state before it.
  /// - Parameters:
  ///   - event: the event.
  ///   - sourceLocation: where a failure is reported; by default the caller's line.
  ///   - expect: changes the state before the event into the one expected after it; leave it
  ///     out when the event changes nothing but seq.
  public func send(
    _ event: Event, sourceLocation: SourceLocation = #_sourceLocation,
    _ expect: (inout ExpectedSessionState) throws -> Void = { _ in }
  ) {
    let before = state
    let after: SessionState
    switch apply(event) {
    case .applied(let state):
      after = state
    case .rejected(let rejection, let state):
      Issue.record(
        Comment(
          rawValue: "send(\(words(event))) was rejected: \(rejection)"
            + "\(changeNote(before, state)). To expect that, write "
            + "send(\(event.swiftSource), rejectedBecause: \(rejection.swiftSource))"),
        sourceLocation: sourceLocation)
      return
    case .failed(let error):
      Issue.record(
        "send(\(words(event))): the reducer threw \(error), not a Rejection",
        sourceLocation: sourceLocation)
      return
    }
    state = after
    var prefilled = ExpectedSessionState(before)
    prefilled.seq += 1
    if event == .randomize {
      _ = prefilled.random.bounded(UInt64(before.menu.combinationCount - 1))
    }
    var expected = prefilled
    do {
      try expect(&expected)
    } catch {
      Issue.record(
        "send(\(words(event))): the expectation closure threw \(error)",
        sourceLocation: sourceLocation)
      return
    }
    var problems = expected.mistakes
    if expected.selections.count != before.menu.count {
      problems.append(
        "selections has \(expected.selections.count) entries; the menu has "
          + "\(before.menu.count) prompts")
    }
    let actual = ExpectedSessionState(after)
    var stated = actual.fields.filter { !actual.agrees(on: $0, with: prefilled) }
    if case .off(let showSkippedChanges) = exhaustivity {
      // As TCA's non-exhaustive store: the closure edits the actual state, so what it leaves
      // alone agrees by itself; a change it does not make on the state before was skipped.
      let skipped = stated.filter { !actual.agrees(on: $0, with: expected) }
      expected = actual
      do {
        try expect(&expected)
      } catch {
        Issue.record(
          "send(\(words(event))): the expectation closure threw \(error)",
          sourceLocation: sourceLocation)
        return
      }
      stated = actual.fields.filter { !actual.agrees(on: $0, with: expected) }
      if showSkippedChanges && !skipped.isEmpty {
        withKnownIssue {
          Issue.record(
            Comment(
              rawValue: "send(\(words(event))) skipped these changes (exhaustivity is off):\n"
                + StateDifference(before: prefilled, after: actual, only: skipped).lines
                .map { "  " + $0 }.joined(separator: "\n")),
            sourceLocation: sourceLocation)
        }
      }
    }
    let diff = StateDiff(expected: expected, actual: actual)
    guard !problems.isEmpty || !diff.text.isEmpty else { return }
    Issue.record(
      Comment(
        rawValue: "send(\(words(event))): the state after it is not the one expected "
          + "(-expected, +actual):\n"
          + problems.map { "  " + $0 + "\n" }.joined() + diff.text
          + "\nTo expect what happened, write:\n"
          + Self.expectation(of: event, stating: stated, of: actual)),
      sourceLocation: sourceLocation)
  }

  /// The `send` that states `fields` as `state` has them, to paste over the failing one: a
  /// Randomize's selections as one array, other fields one statement each.
  private static func expectation(
    of event: Event, stating fields: [ExpectedSessionState.Field], of state: ExpectedSessionState
  ) -> String {
    var statements: [String] = []
    var selectionsStated = false
    for field in fields {
      if case .selection = field, event == .randomize {
        if !selectionsStated {
          statements.append("$0.selections = \(state.selections)")
          selectionsStated = true
        }
      } else if let statement = state.assignment(field) {
        statements.append(statement)
      }
    }
    guard !statements.isEmpty else { return "  send(\(event.swiftSource))" }
    return "  send(\(event.swiftSource)) {\n"
      + statements.map { "    " + $0 + "\n" }.joined() + "  }"
  }

  /// Sends an event the reducer must reject, and checks the reason and that nothing changed.
  public func send(
    _ event: Event, rejectedBecause expected: Rejection,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = state
    switch apply(event) {
    case .applied(let after):
      state = after
      Issue.record(
        Comment(
          rawValue: "send(\(words(event))) was applied, but it should have been rejected "
            + "because \(expected); it changed:\n"
            + changes(before, after).map { "  " + $0 }.joined(separator: "\n")),
        sourceLocation: sourceLocation)
    case .rejected(let rejection, let after):
      if rejection != expected {
        Issue.record(
          Comment(
            rawValue: "send(\(words(event))) was rejected because \(rejection) "
              + "(\(rejection.swiftSource)), not because \(expected) (\(expected.swiftSource))"),
          sourceLocation: sourceLocation)
      }
      let note = changeNote(before, after)
      if !note.isEmpty {
        Issue.record(
          Comment(rawValue: "send(\(words(event))) was rejected\(note)"),
          sourceLocation: sourceLocation)
      }
    case .failed(let error):
      Issue.record(
        "send(\(words(event))): the reducer threw \(error), not a Rejection",
        sourceLocation: sourceLocation)
    }
  }

  /// How much of each change a `send` must state, as TCA's `TestStore.exhaustivity`.
  public enum Exhaustivity: Equatable, Sendable {
    /// Every change: one the closure leaves out fails the test.
    case on
    /// Only the fields the closure sets are checked; the others are taken as the reducer
    /// left them. With `showSkippedChanges`, a `send` that skipped changes lists them as a
    /// known issue, which does not fail the test.
    case off(showSkippedChanges: Bool)

    /// Only what the closure sets is checked, and skipped changes are not listed.
    public static let off = Exhaustivity.off(showSkippedChanges: false)
  }

  /// What the reducer did with an event: the state it left, and its rejection if any.
  private enum Outcome {
    case applied(SessionState)
    case rejected(Rejection, SessionState)
    case failed(any Error)
  }

  private func apply(_ event: Event) -> Outcome {
    var after = state
    do {
      try reducer(&after, event)
      return .applied(after)
    } catch let rejection as Rejection {
      return .rejected(rejection, after)
    } catch {
      return .failed(error)
    }
  }

  private func words(_ event: Event) -> String {
    event.words(menu: state.menu)
  }

  /// `, and yet it changed the state: …` when a rejected event left the state changed (a
  /// rejection must change nothing), else nothing.
  private func changeNote(_ before: SessionState, _ after: SessionState) -> String {
    after == before
      ? "" : ", and yet it changed the state: " + changes(before, after).joined(separator: ", ")
  }

  /// The fields that differ from `before` to `after`, as `name: old -> new`.
  private func changes(_ before: SessionState, _ after: SessionState) -> [String] {
    let before = ExpectedSessionState(before)
    let after = ExpectedSessionState(after)
    return StateDifference(before: before, after: after, only: after.fields).lines
  }
}

extension Event {
  /// The event as Swift source, such as `.select(prompt: 1, option: 2)`.
  fileprivate var swiftSource: String {
    switch self {
    case .tap(let prompt): ".tap(prompt: \(prompt))"
    case .select(let prompt, let option): ".select(prompt: \(prompt), option: \(option))"
    case .randomize: ".randomize"
    case .go: ".go"
    case .back: ".back"
    case .nav(let button): ".nav(.\(button.rawValue))"
    }
  }
}

extension Rejection {
  /// The rejection as Swift source, such as `.wrongScreen(.back, .chooser)`.
  fileprivate var swiftSource: String {
    switch self {
    case .wrongScreen(let kind, let screen): ".wrongScreen(.\(kind.rawValue), .\(screen.rawValue))"
    case .promptOutOfRange(let prompt, let count):
      ".promptOutOfRange(prompt: \(prompt), promptCount: \(count))"
    case .optionOutOfRange(let prompt, let option, let count):
      ".optionOutOfRange(prompt: \(prompt), option: \(option), optionCount: \(count))"
    case .unknownButton(let name): ".unknownButton(\"\(name)\")"
    }
  }
}
