/// Shrinks an array: deletes elements (as ``Shrinker`` does, never below a minimum count),
/// then shrinks each element that is left, first to last, with its own strategy.
struct ArrayShrink<Element>: ShrinkStrategy {
  private var elements: [Generated<Element>]
  private var deletion: DeletionSearch<Int>?
  private(set) var best: [Element]
  /// The element being shrunk, and its search.
  private var position = 0
  private var element: (any ShrinkStrategy<Element>)?
  private var pending: [Element]?

  init(_ elements: [Generated<Element>], minimumCount: Int) {
    self.elements = elements
    best = elements.map(\.value)
    deletion = DeletionSearch(Array(elements.indices), minimumCount: minimumCount)
  }

  mutating func next() -> [Element]? {
    if var search = deletion {
      if let kept = search.next() {
        deletion = search
        pending = kept.map { elements[$0].value }
        return pending
      }
      let kept = search.best
      elements = kept.map { elements[$0] }
      deletion = nil
    }
    while position < elements.count {
      if element == nil { element = elements[position].shrink() }
      if let candidate = element?.next() {
        var candidates = best
        candidates[position] = candidate
        pending = candidates
        return pending
      }
      element = nil
      position += 1
    }
    return nil
  }

  mutating func learn(stillFails: Bool) {
    if deletion != nil {
      deletion?.learn(stillFails: stillFails)
    } else {
      element?.learn(stillFails: stillFails)
    }
    if stillFails, let pending { best = pending }
    pending = nil
  }
}
