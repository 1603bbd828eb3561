import MonsoonSystem
import Testing

@Suite("Base64: RFC 4648's encoding, the one the viewer page and the file names share")
struct Base64Tests {
  /// RFC 4648 section 10's test vectors, then bytes that use the last characters of the alphabet.
  static let vectors: [(text: String, encoded: String)] = [
    ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
    ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
  ]

  @Test("RFC 4648 section 10's test vectors")
  func testVectors() {
    for (text, encoded) in Self.vectors {
      #expect(Base64.encoded(Array(text.utf8)) == encoded)
    }
  }

  @Test("bytes whose groups are `+` and `/`, and a zero byte")
  func lastCharacters() {
    #expect(Base64.encoded([0x00]) == "AA==")
    #expect(Base64.encoded([0xFF, 0xFE]) == "//4=")
    #expect(Base64.encoded([0xFB, 0xFF, 0xBF]) == "+/+/")
  }
}
