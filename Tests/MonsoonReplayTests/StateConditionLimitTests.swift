import MonsoonEvents
import MonsoonReplay
import Testing

/// Regression tests for a crash the condition fuzzer found (scripts/fuzz.sh condition): deep
/// nesting overflowed the stack of the recursive parser.
@Suite("StateCondition limits")
struct StateConditionLimitTests {
  static func nested(_ depth: Int) -> String {
    String(repeating: "(", count: depth) + "seq=1" + String(repeating: ")", count: depth)
  }

  @Test("64 levels of parentheses or not parse; the 65th is an error at its column")
  func nestingLimit() throws {
    let sixtyFour = try StateCondition(Self.nested(64), menu: .standard)
    #expect(sixtyFour.evaluate(SessionState(seed: 1)) == false)
    _ = try StateCondition(String(repeating: "not ", count: 64) + "seq=0", menu: .standard)
    let error = #expect(throws: StateConditionError.self) {
      try StateCondition(Self.nested(65), menu: .standard)
    }
    #expect(error?.description == "column 65: nested deeper than 64 levels")
    let nots = #expect(throws: StateConditionError.self) {
      try StateCondition(String(repeating: "not ", count: 65) + "seq=0", menu: .standard)
    }
    #expect(nots?.column == 257)
  }

  @Test(
    "nesting that overflowed the stack is an error, not a crash",
    arguments: [
      nested(100_000), String(repeating: "not ", count: 100_000) + "seq=1",
      String(repeating: "(not ", count: 50_000),
    ])
  func deepNesting(expression: String) {
    let error = #expect(throws: StateConditionError.self) {
      try StateCondition(expression, menu: .standard)
    }
    #expect(error?.message == "nested deeper than 64 levels")
  }

  @Test("1,000 comparisons parse; the 1,001st is an error")
  func comparisonLimit() throws {
    let thousand = Array(repeating: "seq>0", count: 1_000)
    let condition = try StateCondition(thousand.joined(separator: " and "), menu: .standard)
    #expect(condition.evaluate(SessionState(seed: 1)) == false)
    let error = #expect(throws: StateConditionError.self) {
      try StateCondition((thousand + ["seq>0"]).joined(separator: " or "), menu: .standard)
    }
    #expect(error?.message == "more than 1000 comparisons")
  }
}
