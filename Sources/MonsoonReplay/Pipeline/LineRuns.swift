/// A writer of one line per item straight into memory, such as the projections' JSON writers:
/// what ``LineRuns`` hands runs to.
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

/// How a run of lines written straight into a sink's memory is handed to it: in pieces whose
/// room (each line's longest, plus its newline) is at most ``maximumRoom``, so that a menu of
/// long texts, whose lines each need tens of kilobytes of room, does not ask a sink for
/// megabytes at once.
package enum LineRuns {
  /// The most room one piece asks a sink for, unless one line needs more.
  package static let maximumRoom = 1 << 18

  /// Writes the line of each of `items`, in order, with `writer`, piece by piece: `reserve`
  /// is given each piece's room and a function that writes its lines into memory of that
  /// size and returns the bytes written; `reserve` returns `false` when the sink cannot hold
  /// them, and the pieces after are not written.
  /// - Returns: whether every piece was held.
  @inlinable
  package static func write<Writer: LineWriting>(
    _ items: UnsafeBufferPointer<Writer.Item>, by writer: Writer,
    into reserve: (Int, (UnsafeMutableBufferPointer<UInt8>) -> Int) -> Bool
  ) -> Bool {
    let lineRoom = writer.maximumLineRoom
    let perPiece = max(1, maximumRoom / lineRoom)
    return stride(from: 0, to: items.count, by: perPiece).allSatisfy { first in
      let piece = items[first..<min(first &+ perPiece, items.count)]
      return reserve(piece.count &* lineRoom) { room in
        guard let start = room.baseAddress else { return 0 }
        var target = start
        for item in piece { target += writer.writeLine(item, into: target) }
        return target - start
      }
    }
  }
}
