import Foundation
import MonsoonSystem

/// The ways a log can be changed in place without changing its length, as a hand in an editor
/// or a tool that rewrites bytes would: the edits a checkpoint index must never be fooled by.
public enum SameLengthEdit: CaseIterable, Sendable {
  /// A nav button's name replaced by a shorter one and spaces, which JSON allows before the
  /// `}` (`"button":"calendar"}` becomes `"button":"compass" }`): a valid log, another state.
  case navButton
  /// Two different lines of the same length swapped: their seqs go out of order.
  case swappedLines
  /// One digit replaced by another (a seq, a control, a time, a selection).
  case digit
  /// One byte replaced by any printable ASCII byte (a newline included).
  case anyByte

  /// Applies the edit at a random place inside `range` of `bytes` (whole lines only, for
  /// ``swappedLines``).
  /// - Returns: whether the bytes changed (`false` when `range` holds no place for this
  ///   edit).
  public func apply(
    to bytes: inout [UInt8], in range: Range<Int>, using random: inout some RandomNumberGenerator
  ) -> Bool {
    guard !range.isEmpty else { return false }
    switch self {
    case .navButton: return Self.replaceButton(&bytes, in: range, using: &random)
    case .swappedLines: return Self.swapLines(&bytes, in: range, using: &random)
    case .digit:
      let digits = range.filter { (0x30...0x39).contains(bytes[$0]) }
      guard let position = digits.randomElement(using: &random) else { return false }
      let old = bytes[position]
      bytes[position] = 0x30 + (old - 0x30 + UInt8.random(in: 1...9, using: &random)) % 10
      return true
    case .anyByte:
      let position = Int.random(in: range, using: &random)
      let old = bytes[position]
      var new = old
      while new == old { new = UInt8.random(in: 0x20...0x7e, using: &random) }
      bytes[position] = new
      return true
    }
  }

  private static let buttons = ["calendar", "compass", "search", "menu"]

  private static func replaceButton(
    _ bytes: inout [UInt8], in range: Range<Int>, using random: inout some RandomNumberGenerator
  ) -> Bool {
    let text = bytes[range]
    var places: [(start: Int, name: String)] = []
    for name in buttons.dropLast() {
      let pattern = Array("\"button\":\"\(name)\"".utf8)
      var start = text.startIndex
      while let found = text[start...].firstRange(of: pattern) {
        places.append((found.lowerBound + 10, name))
        start = found.upperBound
      }
    }
    guard let (start, name) = places.randomElement(using: &random) else { return false }
    let shorter = buttons.filter { $0.count < name.count }
    guard let other = shorter.randomElement(using: &random) else { return false }
    let replacement = Array("\(other)\"".utf8) + Array(repeating: 0x20, count: name.count - other.count)
    bytes.replaceSubrange(start..<start + replacement.count, with: replacement)
    return true
  }

  private static func swapLines(
    _ bytes: inout [UInt8], in range: Range<Int>, using random: inout some RandomNumberGenerator
  ) -> Bool {
    var lines: [Range<Int>] = []
    var start = range.lowerBound
    if start > 0, bytes[start - 1] != 0x0A {
      guard let newline = bytes[start..<range.upperBound].firstIndex(of: 0x0A) else { return false }
      start = newline + 1
    }
    while start < range.upperBound,
      let newline = bytes[start..<range.upperBound].firstIndex(of: 0x0A)
    {
      lines.append(start..<newline)
      start = newline + 1
    }
    for first in lines.shuffled(using: &random) {
      let partners = lines.filter { $0.count == first.count && bytes[$0] != bytes[first] }
      guard let second = partners.randomElement(using: &random) else { continue }
      let copy = Array(bytes[first])
      bytes.replaceSubrange(first, with: bytes[second])
      bytes.replaceSubrange(second, with: copy)
      return true
    }
    return false
  }

  /// Overwrites a file's bytes in place (same file, same inode) with `bytes`, then puts its
  /// access and modification times back to what they were, to the nanosecond, as `touch -r`,
  /// `cp -p` or `rsync --inplace -t` would: only its change time shows the edit.
  /// - Precondition: `bytes` has the file's length.
  public static func rewriteKeepingTimes(_ path: String, with bytes: [UInt8]) throws {
    let file = FilePath(path)
    let before = try file.accessAndModificationTimes()
    let size = try FileStatus(ofPath: file).size
    precondition(size == bytes.count, "an in-place edit keeps the length")
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.write(contentsOf: Data(bytes))
    try handle.close()
    try file.setAccessAndModificationTimes(accessed: before.accessed, modified: before.modified)
  }
}
