import MonsoonSystem

/// What a program wrote, kept in bounded memory however much it writes: its first bytes, its
/// last bytes, and how many there were in between.
package struct ChildOutput: Hashable, Sendable {
  /// The most bytes ``head`` keeps.
  package let headLimit: Int
  /// The most bytes ``tail`` keeps.
  package let tailLimit: Int
  /// The first bytes written, up to ``headLimit``.
  package private(set) var head: [UInt8] = []
  /// The last bytes written after ``head``, up to ``tailLimit``.
  package private(set) var tail: [UInt8] = []
  /// How many bytes were written between ``head`` and ``tail``, and dropped.
  package private(set) var omittedCount = 0

  /// An empty output that keeps at most `headLimit` bytes from the start and `tailLimit`
  /// from the end.
  package init(headLimit: Int, tailLimit: Int) {
    self.headLimit = max(0, headLimit)
    self.tailLimit = max(0, tailLimit)
  }

  /// Whether nothing was written.
  package var isEmpty: Bool { head.isEmpty }

  /// Adds bytes the program wrote after those already added.
  /// - Complexity: O(`bytes.count` + ``tailLimit``).
  package mutating func append(_ bytes: some Collection<UInt8>) {
    var rest = bytes[...]
    if head.count < headLimit {
      let taken = rest.prefix(headLimit - head.count)
      head += taken
      rest = rest.dropFirst(taken.count)
    }
    guard !rest.isEmpty else { return }
    if rest.count >= tailLimit {
      omittedCount += tail.count + rest.count - tailLimit
      tail = Array(rest.suffix(tailLimit))
    } else {
      tail += rest
      let excess = tail.count - tailLimit
      if excess > 0 {
        omittedCount += excess
        tail.removeFirst(excess)
      }
    }
  }
}
