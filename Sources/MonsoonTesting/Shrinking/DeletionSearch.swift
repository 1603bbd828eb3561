/// Finds a 1-minimal subsequence that still fails: delta debugging (ddmin, with its complement
/// pass), then removal of single elements, last first, until none can go.
///
/// It proposes subsequences of its current one and learns whether each still fails; a failing
/// one becomes current. Removing one element from the current subsequence is never proposed
/// twice. Elements must be unique (they are indices or ids).
struct DeletionSearch<Element: Hashable>: ShrinkStrategy {
  /// The smallest failing subsequence found so far.
  private(set) var best: [Element]
  /// Candidates shorter than this are never proposed.
  let minimumCount: Int
  private var phase: Phase
  /// The candidate proposed last, awaiting its verdict, and how it was made.
  private var proposal: Proposal?
  private var pendingCandidate: [Element] = []
  /// Elements whose removal from ``best`` was tried and lost the failure.
  private var failedRemovals: Set<Element> = []

  private enum Phase {
    /// ddmin, first step: each chunk alone, starting at `next`.
    case subsets(granularity: Int, chunks: [[Element]], next: Int)
    /// ddmin, second step: each chunk's complement; a removed chunk stays removed.
    case complements(granularity: Int, kept: [[Element]], index: Int, removedAny: Bool)
    /// Removal of the element at `position`, then of those before it.
    case oneByOne(position: Int)
    case finished
  }

  private enum Proposal {
    case subset(index: Int)
    case complement(index: Int, removed: Element?)
    case single(position: Int, removed: Element)
  }

  /// Starts a search from a failing sequence.
  init(_ elements: [Element], minimumCount: Int = 0) {
    best = elements
    self.minimumCount = minimumCount
    phase = Self.sweep(elements, granularity: 2)
  }

  mutating func next() -> [Element]? {
    precondition(proposal == nil, "next() called before learn(stillFails:)")
    while true {
      switch phase {
      case .subsets(let granularity, let chunks, let index):
        guard index < chunks.count else {
          phase =
            chunks.count > 2
            ? .complements(granularity: granularity, kept: chunks, index: 0, removedAny: false)
            : afterSweep(granularity: granularity, removedAny: false)
          continue
        }
        guard chunks[index].count >= minimumCount else {
          phase = .subsets(granularity: granularity, chunks: chunks, next: index + 1)
          continue
        }
        return propose(chunks[index], as: .subset(index: index))
      case .complements(let granularity, let kept, let index, let removedAny):
        guard index < kept.count && kept.count > 1 else {
          phase = afterSweep(granularity: granularity, removedAny: removedAny)
          continue
        }
        let removed = kept[index].count == 1 ? kept[index][0] : nil
        let remaining = best.count - kept[index].count
        if remaining < minimumCount || removed.map(failedRemovals.contains) == true {
          phase = .complements(
            granularity: granularity, kept: kept, index: index + 1, removedAny: removedAny)
          continue
        }
        var complement: [Element] = []
        complement.reserveCapacity(remaining)
        for (other, chunk) in kept.enumerated() where other != index {
          complement.append(contentsOf: chunk)
        }
        return propose(complement, as: .complement(index: index, removed: removed))
      case .oneByOne(let position):
        guard position >= 0, best.count > minimumCount else {
          phase = .finished
          continue
        }
        let removed = best[position]
        guard !failedRemovals.contains(removed) else {
          phase = .oneByOne(position: position - 1)
          continue
        }
        var candidate = best
        candidate.remove(at: position)
        return propose(candidate, as: .single(position: position, removed: removed))
      case .finished:
        return nil
      }
    }
  }

  mutating func learn(stillFails: Bool) {
    guard let made = proposal else {
      preconditionFailure("learn(stillFails:) called without a candidate")
    }
    proposal = nil
    if stillFails {
      best = pendingCandidate
      failedRemovals.removeAll(keepingCapacity: true)
    }
    pendingCandidate = []
    switch (made, phase) {
    case (.subset(let index), .subsets(let granularity, let chunks, _)):
      phase =
        stillFails
        ? Self.sweep(best, granularity: 2)
        : .subsets(granularity: granularity, chunks: chunks, next: index + 1)
    case (
      .complement(let index, let removed),
      .complements(let granularity, var kept, _, let removedAny)
    ):
      if stillFails {
        kept.remove(at: index)
        phase = .complements(granularity: granularity, kept: kept, index: index, removedAny: true)
      } else {
        if let removed { failedRemovals.insert(removed) }
        phase = .complements(
          granularity: granularity, kept: kept, index: index + 1, removedAny: removedAny)
      }
    case (.single(let position, let removed), .oneByOne):
      if stillFails {
        phase = .oneByOne(position: best.count - 1)
      } else {
        failedRemovals.insert(removed)
        phase = .oneByOne(position: position - 1)
      }
    default:
      preconditionFailure("a verdict for a proposal of another phase")
    }
  }

  private mutating func propose(_ candidate: [Element], as made: Proposal) -> [Element] {
    proposal = made
    pendingCandidate = candidate
    return candidate
  }

  /// A ddmin sweep of `elements` in `granularity` chunks, or removal one by one once nothing
  /// is left to split.
  private static func sweep(_ elements: [Element], granularity: Int) -> Phase {
    guard elements.count >= 2 else { return .oneByOne(position: elements.count - 1) }
    return .subsets(granularity: granularity, chunks: split(elements, into: granularity), next: 0)
  }

  /// The next sweep: as fine again after a removal, twice as fine after none, or removal one
  /// by one once chunks are single elements.
  private func afterSweep(granularity: Int, removedAny: Bool) -> Phase {
    if removedAny { return Self.sweep(best, granularity: max(2, min(granularity, best.count))) }
    if granularity >= best.count { return .oneByOne(position: best.count - 1) }
    return Self.sweep(best, granularity: min(best.count, granularity * 2))
  }

  private static func split(_ elements: [Element], into count: Int) -> [[Element]] {
    var chunks: [[Element]] = []
    var start = 0
    for chunk in 0..<count {
      let end = elements.count * (chunk + 1) / count
      if end > start { chunks.append(Array(elements[start..<end])) }
      start = end
    }
    return chunks
  }
}
