/// The chosen option's index of every prompt, prompt 0 first.
///
/// Holds up to `ChooserMenu.maximumPromptCount` indices, each in `0...255`, without allocating,
/// so that states copy and compare in constant time.
public struct Selections: Hashable, Sendable {
  /// The largest index a slot can hold.
  package static let maximumIndex = 255

  /// One byte per prompt, prompt 0 lowest; visible to inlined code, so that reading a
  /// selection in another module's loop is a shift, not a call.
  @usableFromInline var packed: UInt64
  /// The number of prompts.
  public let count: Int

  /// Creates `count` selections, all at option 0.
  /// - Precondition: `count` is at most ``ChooserMenu/maximumPromptCount``.
  package init(zerosCount count: Int) {
    precondition((0...ChooserMenu.maximumPromptCount).contains(count), "too many selections")
    self.count = count
    packed = 0
  }

  /// Creates selections from indices packed one byte each, slot 0 in the lowest byte (the
  /// tool's template decoder, MonsoonReplay's `WriterShapedLine`, makes them so).
  @inlinable
  package init(packed: UInt64, count: Int) {
    self.packed = packed
    self.count = count
  }

  /// Every index, one byte each, prompt 0 in the lowest byte, 0 past the last prompt: for
  /// writers that compare or print all of them at once.
  @inlinable package var packedIndices: UInt64 { packed }

  /// The index in a slot from 0 to 7 (0 past the last prompt).
  @inline(__always)
  func unchecked(_ slot: Int) -> Int {
    Int(truncatingIfNeeded: packed &>> Self.shift(slot) & 0xff)
  }

  /// These selections with a slot from 0 to 7 set to `value`, which must fit in a byte.
  @inline(__always)
  func replacing(_ slot: Int, with value: Int) -> Selections {
    let shift = Self.shift(slot)
    let cleared = packed & ~(0xff &<< shift)
    return Selections(
      packed: cleared | UInt64(truncatingIfNeeded: value) &<< shift, count: count)
  }

  @inline(__always)
  private static func shift(_ slot: Int) -> UInt64 {
    8 &* UInt64(truncatingIfNeeded: slot)
  }

  /// Creates selections from a list of indices, or `nil` when the list has more than
  /// ``ChooserMenu/maximumPromptCount`` entries or an index outside `0...255`.
  package init?(_ indices: some Collection<Int>) {
    guard indices.count <= ChooserMenu.maximumPromptCount else { return nil }
    var packed: UInt64 = 0
    for (slot, index) in indices.enumerated() {
      guard (0...Self.maximumIndex).contains(index) else { return nil }
      packed |= UInt64(index) << (8 * UInt64(slot))
    }
    self.packed = packed
    count = indices.count
  }
}

extension Selections: RandomAccessCollection, MutableCollection {
  /// The first prompt, 0.
  public var startIndex: Int { 0 }
  /// One past the last prompt.
  public var endIndex: Int { count }

  /// The selected option of a prompt.
  /// - Precondition: `prompt` is in `0..<count`; a new value is in `0...255`.
  public subscript(prompt: Int) -> Int {
    @inlinable get {
      precondition(prompt >= 0 && prompt < count, "control out of range")
      return Int(truncatingIfNeeded: packed >> (8 * UInt64(prompt)) & 0xff)
    }
    set {
      precondition(prompt >= 0 && prompt < count, "control out of range")
      precondition(newValue >= 0 && newValue <= Self.maximumIndex, "choice out of range")
      let shift = 8 * UInt64(prompt)
      packed = packed & ~(0xff << shift) | UInt64(newValue) << shift
    }
  }
}

extension Selections: CustomStringConvertible {
  /// The indices as a JSON-style array, such as `[0,2,1]`.
  public var description: String {
    "[" + map(String.init).joined(separator: ",") + "]"
  }
}
