/// Makes values of one type from a case's random numbers, and makes a failing value simpler.
///
/// Generators compose: ``map(_:)``, ``flatMap(_:)``, `zip(_:)` and `array(count:)` build
/// new ones whose shrinking goes through the parts, so a counter-example made of a menu, a
/// session and an event shrinks each part by its own strategy. The same seed always gives
/// the same value.
///
/// ```swift
/// let tapsOnAnyMenu = Generator.menus(MenuShape(prompts: 1...3)).flatMap { menu in
///   Generator.integers(in: 0...(menu.count - 1)).map { prompt in (menu, prompt) }
/// }
/// ```
public struct Generator<Value>: Sendable {
  private let produce: @Sendable (inout SeededRandom) -> Generated<Value>

  /// A generator from a draw and a strategy: `shrink` starts a search from a failing value.
  package init<Strategy: ShrinkStrategy>(
    draw: @escaping @Sendable (inout SeededRandom) -> Value,
    shrink: @escaping @Sendable (Value) -> Strategy
  ) where Strategy.Value == Value {
    produce = { random in
      let value = draw(&random)
      return Generated(value: value) { AnyShrinkStrategy(shrink(value)) }
    }
  }

  /// A generator from a draw and a rule that lists values simpler than a failing one,
  /// simplest first (see ``GreedyShrink``); without a rule, values do not shrink.
  public init(
    draw: @escaping @Sendable (inout SeededRandom) -> Value,
    simpler: @escaping @Sendable (Value) -> [Value] = { _ in [] }
  ) {
    self.init(draw: draw) { GreedyShrink($0, simpler: simpler) }
  }

  init(_ produce: @escaping @Sendable (inout SeededRandom) -> Generated<Value>) {
    self.produce = produce
  }

  /// Draws a value, with the way to shrink it.
  func generate(_ random: inout SeededRandom) -> Generated<Value> {
    produce(&random)
  }

  /// The value a case with this seed gets.
  package func example(seed: UInt64) -> Value {
    var random = SeededRandom(seed: seed)
    return generate(&random).value
  }

  /// A generator of the values `transform` makes of this one's; they shrink as the values
  /// they are made of.
  public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> Generator<Other> {
    Generator<Other> { random in
      let drawn = generate(&random)
      return Generated(value: transform(drawn.value)) {
        AnyShrinkStrategy(MappedShrink(drawn.shrink(), transform))
      }
    }
  }

  /// A generator whose values come from a generator chosen by a value of this one. A
  /// counter-example shrinks the choosing value first (drawing the chosen generator's value
  /// again from the same random numbers), then the chosen value.
  public func flatMap<Other>(_ choose: @escaping @Sendable (Value) -> Generator<Other>)
    -> Generator<Other>
  {
    Generator<Other> { random in
      let source = generate(&random)
      let randomAfterSource = random
      let drawn = choose(source.value).generate(&random)
      return Generated(value: drawn.value) {
        AnyShrinkStrategy(
          BoundShrink(
            source: source.shrink(), randomAfterSource: randomAfterSource, generator: choose,
            drawn: drawn))
      }
    }
  }

  /// A generator of pairs: a value of this generator and one of `other`, drawn in turn. A
  /// pair shrinks its first value, then its second, then each again while the other got
  /// simpler: `a < b` over integers in -50...50 shrinks to `(0, 0)`.
  public func zip<Other>(_ other: Generator<Other>) -> Generator<(Value, Other)> {
    Generator<(Value, Other)> { random in
      let first = generate(&random)
      let second = other.generate(&random)
      return Generated(value: (first.value, second.value)) {
        AnyShrinkStrategy(PairShrink(first.shrink(), second.shrink()))
      }
    }
  }

  /// A generator of arrays of this generator's values, with a length drawn from `count`. An
  /// array shrinks by deleting elements (never below the lower bound), then element by
  /// element, then (integers) by moving value from one element to a later one, round after
  /// round until none helps: `sum < 100` over arrays of `0...100` shrinks to `[100]`.
  public func array(count: ClosedRange<Int>) -> Generator<[Value]> {
    Generator<[Value]> { random in
      let length = random.int(in: max(0, count.lowerBound)...max(0, count.upperBound))
      let elements = (0..<length).map { _ in generate(&random) }
      return Generated(value: elements.map(\.value)) {
        AnyShrinkStrategy(ArrayShrink(elements, minimumCount: max(0, count.lowerBound)))
      }
    }
  }
}

/// A drawn value and how to start shrinking it.
struct Generated<Value> {
  let value: Value
  let shrink: () -> AnyShrinkStrategy<Value>
  /// For values that can pass an amount to one another (integers): what this value and a
  /// later one drawn the same way may become, each moved as far as the other the opposite
  /// way, the first toward its simplest, largest move first; see ``ArrayShrink``.
  var exchange: ((Value, Value) -> [(Generated<Value>, Generated<Value>)])? = nil
}
