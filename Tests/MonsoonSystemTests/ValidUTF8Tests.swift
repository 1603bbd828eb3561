import MonsoonSystem
import Testing

@Suite("UTF-8 validation without iOS 18's String(validating:as:)")
struct ValidUTF8Tests {
  @Test(
    "well-formed bytes give their text; ill-formed ones give nil",
    arguments: [
      ([0x66, 0x6c, 0x61, 0x76, 0x6f, 0x72], "flavor"),
      ([], ""),
      ([0x00, 0x41], "\u{0}A"),
      ([0xc3, 0xa9], "é"),
      ([0xef, 0xbf, 0xbd], "\u{FFFD}"),
      ([0xf0, 0x9f, 0x8d, 0x9c], "🍜"),
      ([0xff], nil),
      ([0xc3], nil),
      ([0xc0, 0xaf], nil),
      ([0xed, 0xa0, 0x80], nil),
      ([0xf4, 0x90, 0x80, 0x80], nil),
      ([0x41, 0xe2, 0x82], nil),
    ] as [([UInt8], String?)])
  func examples(bytes: [UInt8], text: String?) {
    #expect(String(validUTF8: bytes) == text)
  }

  @Test("agrees with the standard library's String(validating:as:) on every sequence of up to four boundary bytes")
  func agreesWithStandardLibrary() {
    // The bytes that start, continue or cannot appear in multi-byte sequences, where two
    // validators could disagree: 18^4 + 18^3 + 18^2 + 18 + 1 sequences in all.
    let boundaries: [UInt8] = [
      0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0,
      0xf4, 0xf5, 0xff,
    ]
    var sequences: [[UInt8]] = [[]]
    var disagreements: [[UInt8]] = []
    for _ in 1...4 {
      sequences = sequences.flatMap { prefix in boundaries.map { prefix + [$0] } }
      for bytes in sequences
      where String(validUTF8: bytes) != String(validating: bytes, as: UTF8.self) {
        disagreements.append(bytes)
      }
    }
    #expect(disagreements.isEmpty)
  }
}
