/// The seqs of events to replay as if they were not in the log, such as `12,15-18`.
///
/// See docs/skip.md: later events are renumbered, the PRNG stream is shared (a skipped
/// Randomize's draw goes to the next Randomize), and `sel` is not checked after the first
/// skipped event.
struct SkipList: Hashable, Sendable, CustomStringConvertible {
  /// The skipped seqs, as closed ranges sorted and merged.
  let ranges: [ClosedRange<Int>]

  /// No event skipped.
  static let none = SkipList(ranges: [])

  private init(ranges: [ClosedRange<Int>]) {
    self.ranges = ranges
  }

  /// Parses a comma-separated list of seqs and ranges: `3`, `12,15-18`.
  /// - Throws: ``SkipListError`` naming the part that is not a seq (an integer of at least 1)
  ///   or a range `A-B` with A ≤ B.
  init(parsing text: String) throws(SkipListError) {
    var ranges: [ClosedRange<Int>] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
      guard (1...2).contains(bounds.count),
        let low = Int(bounds[0]), let high = Int(bounds[bounds.count - 1]),
        low >= 1, low <= high
      else { throw SkipListError(part: String(part)) }
      ranges.append(low...high)
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<Int>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    self.ranges = merged
  }

  /// Whether no event is skipped.
  var isEmpty: Bool { ranges.isEmpty }

  /// Whether the event with this seq is skipped.
  /// - Complexity: O(log r) for r ranges.
  func contains(_ seq: Int) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound < seq {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < ranges.count && ranges[low].contains(seq)
  }

  /// The number of seqs the list names.
  var count: Int {
    ranges.reduce(0) { $0 &+ ($1.upperBound - $1.lowerBound + 1) }
  }

  /// The list as it would be written: `12,15-18`.
  var description: String {
    ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
      .joined(separator: ",")
  }
}

/// A part of a skip list that is neither a seq nor a range of seqs.
struct SkipListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The offending part, such as `5-3` or `x`.
  let part: String

  /// The message, saying what a part may be.
  var description: String {
    "invalid seq '\(part)' in the skip list: use seqs of at least 1 and ranges, such as 12,15-18"
  }
}
