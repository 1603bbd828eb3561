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
    let option = Generator<Int>(
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
    return option.flatMap { alternatives[$0] }
  }

  /// One of `generators`, each as likely.
  /// - Precondition: there is at least one.
  public static func oneOf(_ generators: Generator...) -> Generator {
    weighted(generators.map { (1, $0) })
  }
}

extension Generator where Value == Int {
  /// Integers in `range`, each as likely; a counter-example shrinks toward the one nearest
  /// zero (that one first, then by halving the distance, then by one). In an array, two
  /// integers also shrink together: the earlier one toward zero, the later one as far the
  /// other way.
  public static func integers(in range: ClosedRange<Int>) -> Generator {
    let target = min(max(0, range.lowerBound), range.upperBound)
    return Generator { random in
      integer(random.int(in: range), in: range, toward: target)
    }
  }

  /// An integer as drawn by ``integers(in:)``, with its ways to shrink.
  private static func integer(_ value: Int, in range: ClosedRange<Int>, toward target: Int)
    -> Generated<Int>
  {
    Generated(
      value: value, shrink: { AnyShrinkStrategy(IntegerShrink(value, toward: target)) },
      exchange: { earlier, later in
        IntegerShrink.distances(from: earlier, to: target).compactMap { distance in
          let (moved, overflow) = later.addingReportingOverflow(distance)
          guard !overflow, range.contains(moved) else { return nil }
          return (
            integer(earlier - distance, in: range, toward: target),
            integer(moved, in: range, toward: target)
          )
        }
      })
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
  package static var bool: Generator { .element(of: [false, true]) }
}
