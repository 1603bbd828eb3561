extension Generator {
  /// Always `value`.
  public static func constant(_ value: Value) -> Generator where Value: Sendable {
    Generator(draw: { _ in value }, shrink: { NoShrinking($0) })
  }

  /// One of `generators`, chosen with probability in proportion to its weight. A
  /// counter-example tries the generators listed before its own first (list the simplest
  /// first), then shrinks within its own.
  /// - Precondition: no weight is negative and at least one is positive.
  public static func weighted(_ generators: [(weight: Int, generator: Generator)]) -> Generator {
    let weights = generators.map(\.weight)
    precondition(
      weights.allSatisfy { $0 >= 0 } && weights.contains { $0 > 0 },
      "weights must not be negative, and one must be positive")
    let total = weights.reduce(0, +)
    let choice = Generator<Int>(
      draw: { random in
        var roll = random.below(total)
        for (index, weight) in weights.enumerated() {
          if roll < weight { return index }
          roll -= weight
        }
        return weights.count - 1
      },
      simpler: { index in (0..<index).filter { weights[$0] > 0 } })
    let alternatives = generators.map(\.generator)
    return choice.flatMap { alternatives[$0] }
  }

  /// One of `generators`, each as likely.
  /// - Precondition: there is at least one.
  public static func oneOf(_ generators: Generator...) -> Generator {
    weighted(generators.map { (1, $0) })
  }
}

extension Generator where Value == Int {
  /// Integers in `range`, each as likely; a counter-example shrinks toward the one nearest
  /// zero.
  public static func integers(in range: ClosedRange<Int>) -> Generator {
    let target = min(max(0, range.lowerBound), range.upperBound)
    return Generator(
      draw: { random in random.int(in: range) },
      shrink: { IntegerShrink($0, toward: target) })
  }
}

extension Generator where Value: Sendable {
  /// One of `elements`, each as likely; a counter-example shrinks toward the first.
  /// - Precondition: `elements` is not empty.
  public static func element(of elements: [Value]) -> Generator {
    precondition(!elements.isEmpty, "element(of:) needs at least one element")
    return Generator<Int>.integers(in: 0...(elements.count - 1)).map { elements[$0] }
  }
}

extension Generator where Value == Bool {
  /// `false` or `true`, as likely; a counter-example shrinks toward `false`.
  public static var bool: Generator { .element(of: [false, true]) }
}
