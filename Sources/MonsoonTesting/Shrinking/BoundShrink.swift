/// Shrinks a value drawn from a generator that an earlier value chose (see
/// ``Generator/flatMap(_:)``): first the earlier value, drawing the later one again from the
/// same random numbers for each candidate, then the later value itself.
///
/// One round is enough: a candidate for the earlier value is tested with a later value drawn
/// afresh, whatever the later value's own search has found since.
struct BoundShrink<Source, Value>: ShrinkStrategy {
  private var source: AnyShrinkStrategy<Source>
  private var shrinkingSource = true
  /// The random numbers as they were after the earlier value was drawn.
  private let randomAfterSource: SeededRandom
  private let generator: (Source) -> Generator<Value>
  private var drawn: Generated<Value>
  private var pending: Generated<Value>?
  /// The later value's search, once started, and whether it started from ``drawn`` as it is.
  private var value: AnyShrinkStrategy<Value>?
  private var valueIsCurrent = false

  init(
    source: AnyShrinkStrategy<Source>, randomAfterSource: SeededRandom,
    generator: @escaping (Source) -> Generator<Value>, drawn: Generated<Value>
  ) {
    self.source = source
    self.randomAfterSource = randomAfterSource
    self.generator = generator
    self.drawn = drawn
  }

  var best: Value { value?.best ?? drawn.value }

  mutating func next() -> Value? {
    if shrinkingSource {
      if let candidate = source.next() {
        var random = randomAfterSource
        pending = generator(candidate).generate(&random)
        return pending?.value
      }
      shrinkingSource = false
      if !valueIsCurrent {
        value = drawn.shrink()
        valueIsCurrent = true
      }
    }
    return value?.next()
  }

  mutating func learn(stillFails: Bool) {
    if shrinkingSource {
      source.learn(stillFails: stillFails)
      if stillFails, let pending {
        drawn = pending
        value = nil
        valueIsCurrent = false
      }
      pending = nil
    } else {
      value?.learn(stillFails: stillFails)
    }
  }

  mutating func restart() {
    source.restart()
    shrinkingSource = true
    value?.restart()
  }
}
