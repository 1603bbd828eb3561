import Foundation
import MonsoonEvents
import Testing

@Suite("JSON text as the package writes it")
struct JSONTextTests {
  @Test(
    "integers are written in decimal, as Swift prints them",
    arguments: [0, 1, -1, 9, 10, 99, 100, 1_764_410_400_000, Int.max, Int.min, Int.min + 1])
  func integers(value: Int) {
    var output: [UInt8] = Array("x".utf8)
    JSONText.appendInteger(value, to: &output)
    #expect(String(decoding: output, as: UTF8.self) == "x\(value)")
  }

  @Test(
    "strings are quoted with the escapes RFC 8259 requires, and read back by Foundation",
    arguments: [
      "", "savory", "small batch", "\"quoted\"", "back\\slash", "line\nbreak", "tab\there",
      "cr\rhere", "bell\u{07}", "\u{1F}", "über 辛さ 🍜", "slash/ and del\u{7F}",
    ])
  func strings(text: String) throws {
    var output: [UInt8] = []
    JSONText.appendString(text, to: &output)
    let written = String(decoding: output, as: UTF8.self)
    #expect(written == JSONText.quoted(text))
    #expect(try JSONDecoder().decode(String.self, from: Data(output)) == text)
    #expect(!output.contains { $0 < 0x20 }, "no raw control byte in \(written)")
  }
}
