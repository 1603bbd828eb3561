/// The seqs of events to replay as if they were not in the log, such as `12,15-18`.
///
/// See docs/skip.md: later events are renumbered, the PRNG stream is shared (a skipped
/// Randomize's draw goes to the next Randomize), and `sel` is not checked after the first
/// skipped event.
/// The tool parses and prints it (MonsoonReplay `SkipList+Parsing.swift`).
package struct SkipList: Hashable, Sendable {
  /// The skipped seqs, as closed ranges sorted and merged.
  package let ranges: [ClosedRange<Int>]

  /// No event skipped.
  package static let none = SkipList(ranges: [])

  /// A list of these ranges.
  /// - Precondition: `ranges` are sorted, merged (none overlaps or touches the next) and
  ///   hold seqs of at least 1.
  package init(ranges: [ClosedRange<Int>]) {
    self.ranges = ranges
  }

  /// Whether no event is skipped.
  package var isEmpty: Bool { ranges.isEmpty }

  /// Whether the event with this seq is skipped.
  /// - Complexity: O(log r) for r ranges.
  package func contains(_ seq: Int) -> Bool {
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
}
