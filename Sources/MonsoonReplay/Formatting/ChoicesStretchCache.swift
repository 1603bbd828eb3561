import MonsoonEvents

/// The JSON stretches of the (screen, selections) pairs met lately
/// (`,"screen":"chooser","selections":[0,1],"choices":{"flavor":"sweet","size":"large"`),
/// so that `follow --format json` copies a stretch it has written before instead of
/// assembling it again from the fragments of each choice: a session moves among few pairs
/// (the standard menu has 720 selections on each of two screens), and eight in ten events
/// change the stretch.
///
/// Direct-mapped: each pair has one slot, found by a hash of its key, which a pair met later
/// takes over. At most a MiB of stretches whatever the menu. Not `Sendable`: one writer's.
final class ChoicesStretchCache {
  /// The room of one slot: the longest stretch, rounded up to whole blocks of 16 bytes, and
  /// the padding a copy (``JSONLine/padded(_:)``) may read past it.
  private let stride: Int
  private let slotCount: Int
  private let hashShift: UInt64
  /// Each slot's key, ``emptyKey`` while it holds nothing.
  private let keys: UnsafeMutablePointer<UInt64>
  private let counts: UnsafeMutablePointer<Int>
  private let stretches: UnsafeMutablePointer<UInt8>

  /// No pair's key: it would need a selection of 255 in every prompt, where the writer takes
  /// single digits.
  private static let emptyKey = UInt64.max
  private static let budget = 1 << 20

  /// A cache for stretches of at most `longestStretch` bytes.
  init(longestStretch: Int) {
    stride = (longestStretch + 15) / 16 * 16 + JSONFragmentTable.padding
    var count = 4096
    while count > 16 && count * stride > Self.budget { count /= 2 }
    slotCount = count
    hashShift = UInt64(64 - count.trailingZeroBitCount)
    keys = .allocate(capacity: count)
    keys.initialize(repeating: Self.emptyKey, count: count)
    counts = .allocate(capacity: count)
    counts.initialize(repeating: 0, count: count)
    stretches = .allocate(capacity: count * stride)
    stretches.initialize(repeating: 0, count: count * stride)
  }

  deinit {
    keys.deallocate()
    counts.deallocate()
    stretches.deallocate()
  }

  /// The key of a pair: the selections' packed indices (one byte a prompt, each below 10),
  /// with the top bit set for the detail screen.
  @inline(__always)
  static func key(screen: Screen, selections: Selections) -> UInt64 {
    selections.packedIndices | (screen == .detail ? 1 &<< 63 : 0)
  }

  /// The slot of `key` (Fibonacci hashing: the top bits of the key times 2^64/φ).
  @inline(__always)
  func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> hashShift)
  }

  /// The stretch of `key` held in `slot`, or `nil` when the slot holds another pair's or none.
  /// Its memory is followed by ``JSONFragmentTable/padding`` readable bytes.
  @inline(__always)
  func stretch(of key: UInt64, in slot: Int) -> UnsafeBufferPointer<UInt8>? {
    guard keys[slot] == key else { return nil }
    return UnsafeBufferPointer(start: stretches + slot &* stride, count: counts[slot])
  }

  /// Keeps `stretch` as the stretch of `key`, in `slot`.
  /// - Precondition: the stretch is at most the longest the cache was made for.
  @inline(__always)
  func keep(_ stretch: UnsafeBufferPointer<UInt8>, of key: UInt64, in slot: Int) {
    precondition(
      stretch.count <= stride - JSONFragmentTable.padding, "a choices stretch outgrew its room")
    guard let source = stretch.baseAddress else { return }
    (stretches + slot &* stride).update(from: source, count: stretch.count)
    keys[slot] = key
    counts[slot] = stretch.count
  }
}
