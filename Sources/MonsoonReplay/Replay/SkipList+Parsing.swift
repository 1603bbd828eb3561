package import MonsoonEvents

extension SkipList: CustomStringConvertible {
  /// Parses a comma-separated list of seqs and ranges: `3`, `12,15-18`.
  /// - Throws: ``SkipListError`` naming the part that is not a seq (an integer of at least 1)
  ///   or a range `A-B` with A ≤ B.
  package init(parsing text: String) throws(SkipListError) {
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
    self.init(ranges: merged)
  }

  /// The number of seqs the list names.
  package var count: Int {
    ranges.reduce(0) { $0 &+ ($1.upperBound - $1.lowerBound + 1) }
  }

  /// The list as it would be written: `12,15-18`.
  package var description: String {
    ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
      .joined(separator: ",")
  }
}

/// A part of a skip list that is neither a seq nor a range of seqs.
package struct SkipListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The offending part, such as `5-3` or `x`.
  package let part: String

  /// The message, saying what a part may be.
  package var description: String {
    "invalid seq '\(part)' in the skip list: use seqs of at least 1 and ranges, such as 12,15-18"
  }
}
