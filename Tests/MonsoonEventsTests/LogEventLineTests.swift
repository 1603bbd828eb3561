import MonsoonEvents
import Testing

@Suite("Log format: event lines")
struct LogEventLineTests {
  @Test(
    "every event type decodes, with fields in any order",
    arguments: [
      ("{\"seq\":1,\"type\":\"tap\",\"control\":2}", Event.tap(prompt: 2)),
      ("{\"control\":2,\"type\":\"tap\",\"seq\":1}", .tap(prompt: 2)),
      ("{\"seq\":1,\"type\":\"select\",\"control\":5,\"choice\":4}", .select(prompt: 5, option: 4)),
      ("{\"seq\":1,\"type\":\"randomize\"}", .randomize),
      ("{\"seq\":1,\"type\":\"go\"}", .go),
      ("{\"seq\":1,\"type\":\"nav\",\"button\":\"compass\"}", .nav(.compass)),
      ("{ \"seq\" : 1 , \"type\" : \"nav\" , \"button\" : \"search\" }", .nav(.search)),
      ("{\"seq\":1,\"type\":\"t\\u0061p\",\"control\":0}", .tap(prompt: 0)),
      ("{\"seq\":1,\"typ\\u0065\":\"tap\",\"control\":0}", .tap(prompt: 0)),
    ])
  func decodes(line: String, event: Event) throws {
    let outcome = try replay(header + line + "\n")
    var expected = SessionState(seed: 0x2a, formatVersion: .version1)
    try SessionReducer.reduce(&expected, event)
    #expect(outcome.state == expected)
  }

  @Test("back decodes (after go)")
  func backDecodes() throws {
    let outcome = try replay(
      header + "{\"seq\":1,\"type\":\"go\"}\n{\"seq\":2,\"type\":\"back\"}\n")
    #expect(outcome.state.screen == .chooser)
    #expect(outcome.state.seq == 2)
  }

  @Test("unknown fields are ignored, whatever valid JSON they hold")
  func unknownFieldsIgnored() throws {
    let line =
      "{\"seq\":1,\"type\":\"tap\",\"control\":1,\"device\":{\"os\":\"iOS 18\",\"x\":[1,2.5e3,-0,"
      + "true,false,null,\"\\ud83c\\udf5c\"]},\"build\":\"1.2\"}"
    let outcome = try replay(header + line + "\n")
    #expect(outcome.state.selections[1] == 1)
  }

  @Test(
    "malformed or invalid lines stop strict replay on their line with a clear message",
    arguments: [
      ("{\"seq\":1,\"type\":\"tap\",\"control\":1", "malformed JSON at column 34: unexpected end of line"),
      ("{\"seq\":1,\"type\":\"tap\",\"control\":1}}", "unexpected '}', expected the end of the line"),
      ("[1,2]", "unexpected '[', expected '{'"),
      ("{\"seq\":1,\"seq\":1,\"type\":\"go\"}", "duplicate key \"seq\""),
      ("{\"seq\":1,\"type\":\"go\",\"x\":1,\"x\":2}", "duplicate key \"x\""),
      ("{\"seq\":1,\"type\":\"go\",\"x\":{\"a\":1,\"a\":2}}", "duplicate key \"a\""),
      ("{\"seq\":1,\"type\":\"go\",\"se\\u0071\":2}", "duplicate key \"seq\""),
      ("{\"type\":\"go\"}", "missing field \"seq\""),
      ("{\"seq\":1}", "missing field \"type\""),
      ("{\"seq\":1,\"type\":\"tap\"}", "missing field \"control\""),
      ("{\"seq\":1,\"type\":\"select\",\"control\":1}", "missing field \"choice\""),
      ("{\"seq\":1,\"type\":\"nav\"}", "missing field \"button\""),
      ("{\"seq\":1,\"type\":\"jump\"}", "unknown event type 'jump'"),
      ("{\"seq\":1,\"type\":\"tap\",\"control\":\"1\"}", "field \"control\" must be an integer"),
      ("{\"seq\":\"1\",\"type\":\"go\"}", "field \"seq\" must be an integer of at least 1"),
      ("{\"seq\":0,\"type\":\"go\"}", "field \"seq\" must be an integer of at least 1"),
      ("{\"seq\":1.0,\"type\":\"go\"}", "expected an integer, found a number with a fraction"),
      ("{\"seq\":1e0,\"type\":\"go\"}", "expected an integer, found a number with a fraction"),
      ("{\"seq\":01,\"type\":\"go\"}", "number with a leading zero"),
      ("{\"seq\":1,\"type\":\"go\",\"t\":-5}", "field \"t\" must be an integer"),
      ("{\"seq\":1,\"type\":\"go\",\"t\":null}", "field \"t\" must be an integer"),
      ("{\"seq\":1,\"type\":\"tap\",\"control\":99999999999999999999}", "does not fit in 64 bits"),
      ("{\"seq\":1,\"type\":\"go\",\"x\":1.}", "no digits after '.'"),
      ("{\"seq\":1,\"type\":\"go\",\"x\":tru}", "invalid literal"),
      ("{\"seq\":1,\"type\":\"go\",\"x\":\"a\\qb\"}", "invalid escape '\\q'"),
      ("{\"seq\":1,\"type\":\"go\",\"x\":\"\\ud800\"}", "lone surrogate"),
      ("{\"seq\":1,\"type\":\"go\",\"x\":\"\\udc00\\ud800\"}", "lone surrogate"),
      ("{\"seq\":1,\"type\":\"go\",\"x\":\"\\u0000\"}", "NUL character"),
      ("{\"seq\":1,\"type\":\"go\",\"x\":\"tab\there\"}", "control character in a string"),
      ("{\"seq\":1,\"type\":\"go\",\"sel\":[0,\"1\"]}", "field \"sel\" must be an array"),
      ("{\"seq\":1,\"type\":\"go\",\"sel\":[0,256]}", "field \"sel\" must be an array"),
      ("{\"seq\":1,\"type\":\"go\",\"sel\":[0,0,0,0,0,0,0,0,0]}", "field \"sel\" must be an array"),
      ("{\"seq\":1,\"type\":\"nav\",\"button\":\"help\"}", "unknown nav button 'help'"),
      ("{\"seq\":1,\"type\":\"go\"} x", "unexpected 'x', expected the end of the line"),
      ("{\"seq\":1,\"type\":\"go\",}", "unexpected '}', expected a key string"),
      ("{'seq':1}", "unexpected ''', expected a key string"),
    ])
  func invalidLine(line: String, message: String) throws {
    let found = try #require(problem(header + line + "\n"))
    #expect(found.line == 2)
    #expect(found.description.contains(message), "\(found.description)")
  }

  @Test("JSON nested deeper than 64 levels in an ignored field is an error; 64 is fine")
  func nestingLimit() throws {
    func line(depth: Int) -> String {
      let nested = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
      return header + "{\"seq\":1,\"type\":\"go\",\"x\":\(nested)}\n"
    }
    #expect(problem(line(depth: 64)) == nil)
    let found = try #require(problem(line(depth: 65)))
    #expect(found.description.contains("nested deeper than 64"))
  }

  @Test(
    "bytes that are not clean UTF-8 JSON are named as such",
    arguments: [
      ([0xEF, 0xBB, 0xBF], "byte-order mark"),
      ([0x00], "NUL byte"),
      ([0xFF], "invalid UTF-8 byte 0xFF"),
      ([0xC3], "invalid UTF-8 sequence"),
      ([0xED, 0xA0, 0x80], "invalid UTF-8 sequence"),
      ([0xC0, 0xAF], "invalid UTF-8 byte 0xC0"),
    ] as [([UInt8], String)])
  func badBytes(bytes: [UInt8], message: String) throws {
    let line: [UInt8]
    if bytes == [0xEF, 0xBB, 0xBF] {
      line = bytes + Array("{\"seq\":1,\"type\":\"go\"}\n".utf8)
    } else {
      line = Array("{\"seq\":1,\"type\":\"go\",\"x\":\"".utf8) + bytes + Array("\"}\n".utf8)
    }
    let found = try #require(problem(bytes: Array(header.utf8) + line))
    #expect(found.line == 2)
    #expect(found.description.contains(message), "\(found.description)")
  }

  @Test("a NUL byte outside strings is named")
  func nulOutsideString() throws {
    let bytes = Array(header.utf8) + Array("{\"seq\":1,".utf8) + [0] + Array("\"type\":\"go\"}\n".utf8)
    let found = try #require(problem(bytes: bytes))
    #expect(found.description.contains("NUL byte"))
  }

  @Test("Unicode text in strings is accepted, raw or escaped")
  func unicodeAccepted() throws {
    let line = "{\"seq\":1,\"type\":\"go\",\"note\":\"umami 🍜 \\u00e9\\ud83c\\udf5c\"}"
    #expect(try replay(header + line + "\n").state.screen == .detail)
  }
}
