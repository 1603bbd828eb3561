import Foundation
import MonsoonEvents
import Testing

@Suite("JSON text as the package writes it")
struct JSONWriterTests {
  @Test(
    "integers are written in decimal, as Swift prints them",
    arguments: [0, 1, -1, 9, 10, 99, 100, 1_764_410_400_000, Int.max, Int.min, Int.min + 1])
  func integers(value: Int) {
    var output: [UInt8] = Array("x".utf8)
    JSONWriter.append(to: &output) { $0.integer(value) }
    #expect(String(decoding: output, as: UTF8.self) == "x\(value)")
  }

  @Test(
    "strings are quoted with the escapes RFC 8259 requires, and read back by Foundation",
    arguments: [
      "", "savory", "small batch", "\"quoted\"", "back\\slash", "line\nbreak", "tab\there",
      "cr\rhere", "bell\u{07}", "\u{1F}", "über 辛さ 🍜", "slash/ and del\u{7F}",
    ])
  func strings(text: String) throws {
    let written = JSONWriter.text { $0.string(text) }
    let output = Data(written.utf8)
    #expect(try JSONDecoder().decode(String.self, from: output) == text)
    #expect(!output.contains { $0 < 0x20 }, "no raw control byte in \(written)")
    #expect(JSONWriter.text { $0.key(text: text); $0.null() } == written + ":null")
  }

  @Test("members and elements are separated by commas, at every depth, and nothing else")
  func structure() {
    let text = JSONWriter.text { json in
      json.beginObject()
      json.key("a")
      json.integers(Selections([1, 2]) ?? Selections(zerosCount: 0))
      json.key("b")
      json.beginObject()
      json.endObject()
      json.key("c")
      json.beginArray()
      json.beginObject()
      json.key("d")
      json.bool(true)
      json.key("e")
      json.integer(nil)
      json.endObject()
      json.beginArray()
      json.endArray()
      json.plainString("f")
      json.number(formatted: "1.5")
      json.endArray()
      json.endObject()
    }
    #expect(text == #"{"a":[1,2],"b":{},"c":[{"d":true,"e":null},[],"f",1.5]}"#)
  }

  @Test("a line break goes after the comma, before the next element")
  func lineBreaks() {
    let text = JSONWriter.text { json in
      json.beginArray()
      for value in 1...3 {
        json.breakLine()
        json.integer(value)
      }
      json.endArray()
    }
    #expect(text == "[\n1,\n2,\n3]")
  }

  @Test("appending writes after what a buffer already holds")
  func appending() {
    var output = Array("seq ".utf8)
    JSONWriter.append(to: &output) { json in
      json.beginObject()
      json.key("seq")
      json.integer(3)
      json.endObject()
    }
    #expect(String(decoding: output, as: UTF8.self) == #"seq {"seq":3}"#)
  }
}
