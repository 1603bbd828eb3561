@testable import MonsoonEvents
@testable import MonsoonReplay
import Testing

@Suite("Reading counts eight digits at a time")
struct DecimalCountTests {
  /// The rule, one byte at a time: 1 to 18 digits, no leading zero, no fraction or exponent
  /// after; the value and the number of bytes read.
  private func reference(_ bytes: [UInt8]) -> (value: Int, length: Int)? {
    let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    guard !digits.isEmpty else { return nil }
    if digits.first == UInt8(ascii: "0") { return digits.count == 1 ? (0, 1) : nil }
    guard digits.count <= 18 else { return nil }
    if let next = bytes.dropFirst(digits.count).first,
      next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
    {
      return nil
    }
    return (digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }, digits.count)
  }

  private func read(_ bytes: [UInt8], checksEnd: Bool = true) -> (value: Int, length: Int)? {
    bytes.withUnsafeBufferPointer { buffer -> (value: Int, length: Int)? in
      guard let start = buffer.baseAddress else { return nil }
      var cursor = start
      guard let value = DecimalCount.read(&cursor, start + buffer.count, checksEnd: checksEnd)
      else { return nil }
      return (value, cursor - start)
    }
  }

  /// Without its end checked (the writer's template, which requires `,` or `}` next), a read
  /// gives what the rule gives, or, where only a `.`, `e` or `E` after the digits broke the
  /// rule, the digits' value (for the template to refuse at that byte) or nothing.
  private func agreesUnchecked(_ bytes: [UInt8]) -> Bool {
    let actual = read(bytes, checksEnd: false)
    let expected = reference(bytes)
    if actual?.value == expected?.value && actual?.length == expected?.length { return true }
    guard expected == nil, let actual else { return false }
    let digits = bytes.prefix(actual.length)
    let next = bytes.dropFirst(actual.length).first
    return [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(next)
      && reference(Array(digits)).map { $0.value == actual.value && $0.length == actual.length }
        == true
  }

  @Test(
    "every length from 1 to 20 digits, followed by each kind of byte or by the end",
    arguments: ["", ",", "}", ".", "e", "E", "x", "\u{FF}", "0", "9", "\u{FA}1"])
  func lengthsAndFollowers(follower: String) {
    let tail = Array(follower.utf8)
    for length in 1...20 {
      for first in ["1", "0", "9"] {
        let digits = Array((first + String(repeating: "7", count: length - 1)).utf8)
        for padding in 0...9 {
          let bytes = digits + tail + Array(repeating: UInt8(ascii: ","), count: padding)
          let expected = reference(bytes)
          let actual = read(bytes)
          #expect(
            actual?.value == expected?.value && actual?.length == expected?.length,
            "\(String(decoding: bytes, as: UTF8.self))")
          #expect(agreesUnchecked(bytes), "unchecked: \(String(decoding: bytes, as: UTF8.self))")
        }
      }
    }
  }

  @Test("random bytes drawn from digits and separators read as the byte-at-a-time rule says")
  func randomBytes() {
    var random = SplitMix64(seed: 0xd161_7453)
    let alphabet = Array("0123456789012345678901234567890123456789,.e}\u{7F}".utf8) + [0xFF]
    for _ in 0..<50_000 {
      let count = Int(random.next() % 24)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      let expected = reference(bytes)
      let actual = read(bytes)
      #expect(agreesUnchecked(bytes), "unchecked: \(bytes)")
      guard actual?.value == expected?.value, actual?.length == expected?.length else {
        Issue.record("\(bytes): read \(String(describing: actual)), rule \(String(describing: expected))")
        return
      }
    }
  }

  @Test("the largest count, 18 nines, reads exactly; 19 digits do not")
  func limits() {
    #expect(read(Array("999999999999999999,".utf8))?.value == 999_999_999_999_999_999)
    #expect(read(Array("1000000000000000000,".utf8)) == nil)
    #expect(read(Array("1764410400000,\"type\"".utf8))?.value == 1_764_410_400_000)
  }
}
