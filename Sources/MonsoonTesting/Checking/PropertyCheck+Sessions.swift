package import MonsoonEvents

extension PropertyCheck {
  /// Which menus the generated sessions of
  /// ``check(seed:count:events:menus:recordsSelections:property:)`` use.
  package enum Menus: Hashable, Sendable {
    /// The standard menu every time.
    case standard
    /// A new random menu for every case (``MenuShape/any``).
    case random
    /// This menu every time.
    case fixed(ChooserMenu)

    var generator: Generator<ChooserMenu> {
      switch self {
      case .standard: .constant(.standard)
      case .random: .menus(.any)
      case .fixed(let menu): .constant(menu)
      }
    }
  }

  /// Checks a yes-or-no property on `count` generated sessions and throws the first
  /// counter-example, shrunk: the short form of `run(.sessions(...)) { ... }`.
  /// - Parameters:
  ///   - seed: the seed of the first case.
  ///   - count: the number of sessions to generate.
  ///   - events: the range the number of events of each session is drawn from.
  ///   - menus: the menus the sessions use.
  ///   - recordsSelections: whether generated records carry `sel`.
  ///   - property: whether a session is correct; must be deterministic.
  /// - Throws: ``PropertyFailure`` with the failing seed and the shrunk session.
  package static func check(
    seed: UInt64, count: Int = 100, events: ClosedRange<Int> = 0...60,
    menus: Menus = .standard, recordsSelections: Bool = false,
    property: (SessionLog) -> Bool
  ) throws(PropertyFailure<SessionLog>) {
    let shape = SessionShape(
      menus: menus.generator, length: events, recordsSelections: recordsSelections)
    let failure = run(.sessions(shape), seed: seed, count: count) { (log: SessionLog) throws in
      guard property(log) else { throw PropertyIsFalse() }
    }
    if let failure { throw failure }
  }

  /// Checks an invariant after every event of a session: `check` gets each step in turn.
  ///
  /// Use it inside a property: `run(.sessions()) { log in try PropertyCheck.forEachStep(of:
  /// log) { step in ... } }`.
  /// - Throws: ``StepFailure`` naming the first step whose check threw, with its error.
  package static func forEachStep(
    of log: SessionLog, _ check: (SessionStep) throws -> Void
  ) throws(StepFailure) {
    for step in SessionStep.all(of: log) {
      do {
        try check(step)
      } catch {
        throw StepFailure(step: step, error: error)
      }
    }
  }
}

/// What a yes-or-no property threw when it returned `false`.
public struct PropertyIsFalse: Error, CustomStringConvertible {
  /// Creates the error.
  package init() {}

  /// Says so.
  public var description: String { "the property returned false" }
}
