import Foundation
import MonsoonTestSupport
import Testing

/// `summary`: one line per log, from the fields of the `session/1` projection.
@Suite("summary: one line per log")
struct SummaryCommandTests {
  static let sampleLine =
    "sample.jsonl: 20 events (tap 8, select 3, randomize 3, go 2, back 1, nav 3), ended on "
    + "detail at seq 20, 33.050 s, no problems"

  @Test("the events by kind, the screen and seq it ended on, its duration and its problems")
  func lines() throws {
    let result = try ToolRunner.run(["summary", "sample.jsonl", "broken.jsonl", "--lenient"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput == Self.sampleLine + "\n"
        + "broken.jsonl: 4 events (tap 3, nav 1), ended on chooser at seq 8, 1.700 s, "
        + "4 problems (1 rejected)\n")
    #expect(result.standardError.contains("warning: broken.jsonl:7: rejected event"))
  }

  @Test("it agrees with the session/1 projection's fields")
  func agreesWithProjection() throws {
    let projection = try ToolRunner.run(["replay", "--each", "sample.jsonl", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(projection.standardOutput.utf8))
        as? [String: Any])
    let kinds = try #require(object["kinds"] as? [String: Int])
    #expect(object["events"] as? Int == 20 && object["screen"] as? String == "detail")
    for (kind, count) in kinds where count > 0 {
      #expect(Self.sampleLine.contains("\(kind) \(count)"))
    }
    let first = try #require(object["first_t"] as? Int)
    let last = try #require(object["last_t"] as? Int)
    #expect(last - first == 33_050)
  }

  @Test("an invalid log is named as such, its error on standard error, exit 65; stdin works")
  func failures() throws {
    let invalid = try ToolRunner.run(["summary", "sample.jsonl", "broken.jsonl"])
    #expect(invalid.status == 65)
    #expect(invalid.standardOutput == Self.sampleLine + "\nbroken.jsonl: invalid\n")
    #expect(invalid.standardError.contains("error: broken.jsonl:3: bad seq 3, expected 2"))
    let missing = try ToolRunner.run(["summary", "no-such.jsonl"])
    #expect(missing.status == 66)
    let piped = try ToolRunner.run(["summary"], input: try Fixtures.text("sample.jsonl"))
    #expect(piped.standardOutput.hasPrefix("<stdin>: 20 events"))
  }
}
