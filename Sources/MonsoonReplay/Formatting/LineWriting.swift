/// A writer of one line per item straight into memory: the projections' JSON writers
/// (`TimelineJSONWriter`, `StateJSONWriter`), which write into a sink's own memory.
package protocol LineWriting {
  associatedtype Item
  /// The most bytes ``write(_:into:)`` writes for one item.
  var maximumLineCount: Int { get }
  /// Writes the line of `item`, without a newline, from the start of `target`, which holds at
  /// least ``maximumLineCount`` bytes; returns its length.
  func write(_ item: Item, into target: UnsafeMutableBufferPointer<UInt8>) -> Int
}

extension LineWriting {
  /// ``maximumLineCount`` and a newline.
  @inlinable
  package var maximumLineRoom: Int { maximumLineCount &+ 1 }

  /// Writes the line of `item` and a newline at `target`, which holds at least
  /// ``maximumLineRoom`` bytes.
  /// - Returns: the bytes written.
  @inlinable @inline(__always)
  package func writeLine(_ item: Item, into target: UnsafeMutablePointer<UInt8>) -> Int {
    let count = write(item, into: UnsafeMutableBufferPointer(start: target, count: maximumLineCount))
    target[count] = 0x0A
    return count &+ 1
  }
}
