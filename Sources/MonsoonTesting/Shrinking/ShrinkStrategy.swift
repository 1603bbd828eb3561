/// A search for a simpler value that still fails a test: it proposes one candidate at a time
/// and is told whether that candidate still fails.
///
/// A search is a value driven by a loop, so one search serves a synchronous test (the `shrink`
/// command) and an asynchronous one (an `async` property) alike:
///
/// ```swift
/// func simplest<Search: ShrinkStrategy>(
///   _ search: Search, fails: (Search.Value) async -> Bool
/// ) async -> Search.Value {
///   var search = search
///   while let candidate = search.next() {
///     search.learn(stillFails: await fails(candidate))
///   }
///   return search.best
/// }
/// ```
///
/// Every strategy in this module is deterministic: the same value and the same verdicts give
/// the same candidates in the same order.
///
/// A strategy for a part of a value (one side of a pair, one element of an array) is run again
/// with ``restart()`` when the rest of the value got simpler, as Hypothesis reruns its shrink
/// passes until none helps: a candidate that passed next to the old rest may fail next to the
/// new one.
public protocol ShrinkStrategy<Value> {
  /// The type of the values searched.
  associatedtype Value

  /// The simplest failing value found so far; at the start, the failing value itself.
  var best: Value { get }

  /// The next candidate to test, or `nil` when the search is over.
  mutating func next() -> Value?

  /// Records whether the candidate that ``next()`` returned last still fails; a candidate that
  /// still fails becomes ``best``.
  /// - Precondition: ``next()`` returned a candidate that has no verdict yet.
  mutating func learn(stillFails: Bool)

  /// Starts the search again from ``best``, for when what surrounds the value changed; the
  /// candidates it refused before may be proposed again.
  mutating func restart()
}

extension ShrinkStrategy {
  /// Does nothing: a strategy without its own `restart()` searches once.
  public mutating func restart() {}
}

/// A strategy that proposes nothing: the value is as simple as it gets.
public struct NoShrinking<Value>: ShrinkStrategy {
  /// The value.
  public let best: Value

  /// Creates a strategy that keeps `value`.
  package init(_ value: Value) {
    best = value
  }

  /// Always `nil`.
  public func next() -> Value? { nil }

  /// Never called: there is no candidate.
  public func learn(stillFails: Bool) {}
}
