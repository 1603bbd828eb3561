/// A stretch of a JSON line kept to be copied whole into a later line, for the members of a
/// state that stay the same from one line to the next (`follow`: an event changes either the
/// screen and selections or a nav count, never both).
///
/// Not `Sendable`: one ``JSONLineAssembler`` uses it, on one thread.
final class JSONLineSegment {
  /// The bytes, and the 16 bytes of padding ``JSONLineAssembler`` reads past them when it
  /// copies them 16 bytes at a time.
  let bytes: UnsafeMutablePointer<UInt8>
  /// How many bytes the segment holds.
  @exclusivity(unchecked) var count = 0
  /// The most it can hold.
  let capacity: Int

  /// An empty segment of room for `capacity` bytes.
  init(capacity: Int) {
    self.capacity = capacity
    bytes = .allocate(capacity: capacity + JSONFragmentTable.padding)
    bytes.initialize(repeating: 0, count: capacity + JSONFragmentTable.padding)
  }

  deinit {
    bytes.deallocate()
  }
}
