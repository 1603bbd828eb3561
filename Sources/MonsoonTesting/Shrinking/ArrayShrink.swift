/// Shrinks an array in passes, run again and again until a whole round of them finds nothing
/// simpler (Hypothesis' shape):
///
/// 1. deleting elements, as ``Shrinker`` does, never below a minimum count;
/// 2. shrinking each element left, first to last, with its own strategy (restarted in later
///    rounds, since the elements around it changed);
/// 3. moving value from an element to a later one where the elements can exchange it
///    (integers: the earlier one toward its target, the later one as far the other way), so
///    that two elements that matter only together become one that matters and one that the
///    next round deletes: `[2, 98]` becomes `[0, 100]`, then `[100]`.
struct ArrayShrink<Element>: ShrinkStrategy {
  private var elements: [Generated<Element>]
  /// Each element's own search, once started.
  private var searches: [AnyShrinkStrategy<Element>?]
  private(set) var best: [Element]
  private let minimumCount: Int
  private var pass: Pass
  private var improvedThisRound = false
  private var pending: [Element]?
  private var pendingExchange: (Generated<Element>, Generated<Element>)?

  private enum Pass {
    /// Deleting elements: the search proposes positions in `before`, the array as the pass
    /// found it.
    case deleting(DeletionSearch<Int>, before: [Element])
    /// Shrinking the element at `position`; `started` once its search has been (re)started.
    case shrinking(position: Int, started: Bool)
    /// Trying the exchanges of the elements at `first` and `second`, from `index` on.
    case exchanging(
      first: Int, second: Int, candidates: [(Generated<Element>, Generated<Element>)], index: Int)
    case finished
  }

  init(_ elements: [Generated<Element>], minimumCount: Int) {
    self.elements = elements
    searches = Array(repeating: nil, count: elements.count)
    best = elements.map(\.value)
    self.minimumCount = minimumCount
    pass = .deleting(
      DeletionSearch(Array(elements.indices), minimumCount: minimumCount), before: best)
  }

  mutating func next() -> [Element]? {
    while true {
      switch pass {
      case .deleting(var search, let before):
        if let kept = search.next() {
          pass = .deleting(search, before: before)
          pending = kept.map { before[$0] }
          return pending
        }
        let kept = search.best
        elements = kept.map { elements[$0] }
        searches = kept.map { searches[$0] }
        best = kept.map { before[$0] }
        pass = .shrinking(position: 0, started: false)
      case .shrinking(let position, let started):
        guard position < elements.count else {
          pass = exchanges(after: (0, 0))
          continue
        }
        if !started {
          if searches[position] == nil {
            searches[position] = elements[position].shrink()
          } else {
            searches[position]?.restart()
          }
          pass = .shrinking(position: position, started: true)
        }
        if let candidate = searches[position]?.next() {
          pending = best
          pending?[position] = candidate
          return pending
        }
        pass = .shrinking(position: position + 1, started: false)
      case .exchanging(let first, let second, let candidates, let index):
        guard index < candidates.count else {
          pass = exchanges(after: (first, second))
          continue
        }
        pass = .exchanging(first: first, second: second, candidates: candidates, index: index + 1)
        let exchange = candidates[index]
        pendingExchange = exchange
        pending = best
        pending?[first] = exchange.0.value
        pending?[second] = exchange.1.value
        return pending
      case .finished:
        return nil
      }
    }
  }

  mutating func learn(stillFails: Bool) {
    switch pass {
    case .deleting(var search, let before):
      search.learn(stillFails: stillFails)
      pass = .deleting(search, before: before)
    case .shrinking(let position, _):
      searches[position]?.learn(stillFails: stillFails)
    case .exchanging(let first, let second, _, _):
      if stillFails, let (earlier, later) = pendingExchange {
        elements[first] = earlier
        elements[second] = later
        searches[first] = nil
        searches[second] = nil
        // One exchange per pair and round: on to the next pair.
        pass = .exchanging(first: first, second: second, candidates: [], index: 0)
      }
    case .finished:
      break
    }
    if stillFails, let pending {
      best = pending
      improvedThisRound = true
    }
    pending = nil
    pendingExchange = nil
  }

  mutating func restart() {
    improvedThisRound = false
    pass = deletion()
  }

  /// The pass after the exchanges of the pair `(first, second)`: the next pair's, or a new
  /// round when this one found something simpler, or the end.
  private mutating func exchanges(after pair: (first: Int, second: Int)) -> Pass {
    var (first, second) = pair
    while true {
      second += 1
      if second >= elements.count {
        first += 1
        second = first + 1
      }
      guard second < elements.count else { break }
      guard let exchange = elements[first].exchange else { break }
      let candidates = exchange(best[first], best[second])
      if !candidates.isEmpty {
        return .exchanging(first: first, second: second, candidates: candidates, index: 0)
      }
    }
    guard improvedThisRound else { return .finished }
    improvedThisRound = false
    return deletion()
  }

  /// A deletion pass over the array as it is.
  private func deletion() -> Pass {
    .deleting(DeletionSearch(Array(best.indices), minimumCount: minimumCount), before: best)
  }
}
