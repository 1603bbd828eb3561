/// Shrinks a value drawn from a generator that an earlier value chose (see
/// ``Generator/flatMap(_:)``): first the earlier value, drawing the later one again from the
/// same random numbers for each candidate, then the later value itself.
struct BoundShrink<Source, Value>: ShrinkStrategy {
  private var source: (any ShrinkStrategy<Source>)?
  /// The random numbers as they were after the earlier value was drawn.
  private let randomAfterSource: SeededRandom
  private let generator: (Source) -> Generator<Value>
  private var drawn: Generated<Value>
  private var pending: Generated<Value>?
  private var value: (any ShrinkStrategy<Value>)?

  init(
    source: any ShrinkStrategy<Source>, randomAfterSource: SeededRandom,
    generator: @escaping (Source) -> Generator<Value>, drawn: Generated<Value>
  ) {
    self.source = source
    self.randomAfterSource = randomAfterSource
    self.generator = generator
    self.drawn = drawn
  }

  var best: Value { value?.best ?? drawn.value }

  mutating func next() -> Value? {
    if var source {
      if let candidate = source.next() {
        self.source = source
        var random = randomAfterSource
        pending = generator(candidate).generate(&random)
        return pending?.value
      }
      self.source = nil
      value = drawn.shrink()
    }
    return value?.next()
  }

  mutating func learn(stillFails: Bool) {
    if source != nil {
      source?.learn(stillFails: stillFails)
      if stillFails, let pending { drawn = pending }
      pending = nil
    } else {
      value?.learn(stillFails: stillFails)
    }
  }
}
