/// Whole lines, each ending with a newline, written one after another into chunks of bytes:
/// what a projection's helper thread hands back for the thread that prints them to write out
/// with one call a chunk.
struct LineChunks {
  /// The bytes a chunk is given room for (more when one line needs more).
  private static let capacity = 1 << 18

  /// The chunks written, in order.
  private(set) var chunks: [[UInt8]] = []

  /// Writes a line for each of `items[range]`, straight into a chunk's memory.
  /// - Parameters:
  ///   - maximumCount: the most bytes `write` writes for one item.
  ///   - write: writes an item's line (without its newline) into the room given, of at least
  ///     `maximumCount` bytes, and returns its length.
  mutating func writeLines<Item>(
    of items: [Item], _ range: Range<Int>, maximumCount: Int,
    _ write: (UnsafePointer<Item>, UnsafeMutableBufferPointer<UInt8>) -> Int
  ) {
    items.withUnsafeBufferPointer { items in
      writeLines(of: items, range, maximumCount: maximumCount, write)
    }
  }

  /// The method above over the items' memory, which each line's write reads in place.
  private mutating func writeLines<Item>(
    of items: UnsafeBufferPointer<Item>, _ range: Range<Int>, maximumCount: Int,
    _ write: (UnsafePointer<Item>, UnsafeMutableBufferPointer<UInt8>) -> Int
  ) {
    var next = range.lowerBound
    let capacity = max(Self.capacity, maximumCount + 1)
    while next < range.upperBound {
      chunks.append(
        [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
          while next < range.upperBound, capacity - count > maximumCount {
            let room = UnsafeMutableBufferPointer(rebasing: buffer[count..<count + maximumCount])
            let written = write(items.baseAddress! + next, room)
            precondition(0 <= written && written <= maximumCount, "a line wrote past its room")
            buffer[count + written] = 0x0A
            count += written + 1
            next += 1
          }
        })
    }
  }

  /// Adds `line` (without its newline) as a chunk of its own.
  mutating func append(_ line: [UInt8]) {
    chunks.append(line + [0x0A])
  }
}
