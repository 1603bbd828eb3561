import MonsoonEvents
import MonsoonTesting
import Testing

@testable import MonsoonTestKit

@Suite("Property checks in Swift Testing")
struct CheckPropertyTests {
  private func text(_ issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }

  @Test("a property that holds records nothing")
  func holdingProperty() async {
    let recorded = await capturedIssues {
      await checkProperty(.sessions(SessionShape(menus: .menus())), count: 50) { log in
        let state = try #require(log.finalState)
        #expect(state.seq == log.records.count)
      }
    }
    #expect(recorded.isEmpty)
  }

  @Test(
    "#expect in a property: the shrunk case's own issue at the #expect, then the report at the call"
  )
  func expectationFails() async throws {
    let expectLine = #line + 5
    let callLine = #line + 2
    let recorded = await capturedIssues {
      await checkProperty(.sessions(), seed: 0x5eed) { log in
        let state = try #require(log.finalState)
        #expect(!(state.screen == .detail && state.choices[1].option == "sweet"))
      }
    }
    try #require(recorded.count == 2)
    #expect(recorded[0].sourceLocation?.line == expectLine)
    #expect(String(describing: recorded[0]).contains("Expectation failed"))
    #expect(recorded[1].sourceLocation?.line == callLine)
    let report = text(recorded[1])
    #expect(report.hasPrefix("Property failed on case "))
    #expect(report.contains("Rerun it alone: MONSOON_SEED=0x"))
    #expect(report.contains("MONSOON_CHECKS=1 swift test --filter expectationFails"))
    #expect(report.contains("Why: Expectation failed: !((state.screen == .detail → true)"))
    let lines = report.split(separator: "\n")
    #expect(
      lines.suffix(2).map { $0.contains("\"type\":\"select\",\"control\":1,\"choice\":1") } == [
        true, false,
      ])
    #expect(lines.last?.hasSuffix("\"type\":\"go\"}") == true)
  }

  @Test("a thrown error or a failed #require says why")
  func thrownErrorSaysWhy() async {
    struct TooManyTaps: Error, CustomStringConvertible {
      var description: String { "more than 2 taps" }
    }
    let recorded = await capturedIssues {
      await checkProperty(.sessions()) { log in
        if log.records.filter({ $0.event.kind == .tap }).count > 2 { throw TooManyTaps() }
      }
    }
    let report = recorded.last.map(text) ?? ""
    #expect(report.contains("Why: more than 2 taps"))
    #expect(report.contains("Shrunk from "))
    #expect(report.contains(" events to 3 in "))
  }

  @Test("checkEachStep names the failing step, in words, with what it changed")
  func eachStep() async {
    let recorded = await capturedIssues {
      await checkEachStep(of: .sessions(SessionShape(length: 10...60))) { step in
        #expect(step.after.navTaps.compass < 2, "compass tapped twice")
      }
    }
    let report = recorded.last.map(text) ?? ""
    #expect(report.contains("Failing step: 2 of 2, seq 2 (nav compass): nav.compass: 1 -> 2"))
    #expect(report.contains("compass tapped twice"))
  }

  @Test("checkEachStep reports each failing #expect where it is written, with the step")
  func eachStepIssuesWhereWritten() async throws {
    let expectLine = #line + 4
    let callLine = #line + 2
    let recorded = await capturedIssues {
      await checkEachStep(of: .sessions(SessionShape(length: 10...60))) { step in
        #expect(step.after.navTaps.compass < 2, "compass tapped twice")
      }
    }
    try #require(recorded.count == 2)
    #expect(recorded[0].sourceLocation?.line == expectLine)
    #expect(
      text(recorded[0]) == "compass tapped twice\nat step 2 of 2, seq 2 (nav compass)")
    #expect(recorded[1].sourceLocation?.line == callLine)
    #expect(text(recorded[1]).contains("Failing step: 2 of 2, seq 2 (nav compass)"))
  }

  @Test(
    "inside withKnownIssue a property still shrinks, and reports one counter-example with its seed"
  )
  func insideKnownIssue() async {
    let recorded = await capturedIssues {
      await withKnownIssue {
        await checkProperty(.integers(in: 0...1_000)) { value in #expect(value < 10) }
      }
    }
    #expect(recorded.count == 2, "\(recorded.count) issues")
    #expect(recorded.allSatisfy { !$0.isFailure }, "all known")
    let report = recorded.last.map(text) ?? ""
    #expect(report.contains("(seed 0x"))
    #expect(report.contains("Shrunk in ") && report.hasSuffix(" tests to: 10"), "\(report)")
  }

  @Test("inside withKnownIssue checkEachStep still names the step of the shrunk session")
  func eachStepInsideKnownIssue() async {
    let recorded = await capturedIssues {
      await withKnownIssue {
        await checkEachStep(of: .sessions(SessionShape(length: 10...60))) { step in
          #expect(step.after.navTaps.compass < 2)
        }
      }
    }
    #expect(recorded.count == 2, "\(recorded.count) issues")
    #expect(text(recorded.last!).contains("Failing step: 2 of 2, seq 2 (nav compass)"))
  }

  @Test("an async property that awaits is checked and shrunk")
  func asyncProperty() async {
    let recorded = await capturedIssues {
      await checkProperty(.sessions()) { log in
        let count = await Task.detached { log.records.count }.value
        #expect(count < 5)
      }
    }
    #expect(recorded.last.map(text)?.contains(" events to 5 in ") == true)
  }

  @Test(
    "MONSOON_SEED and MONSOON_CHECKS override the test's seed and count",
    arguments: [
      ([:], 7, 100), (["MONSOON_SEED": "0x5eed"], 0x5eed, 100), (["MONSOON_SEED": "42"], 42, 100),
      (["MONSOON_CHECKS": "5000"], 7, 5_000),
      (["MONSOON_SEED": "0XFF", "MONSOON_CHECKS": "1"], 255, 1),
    ] as [([String: String], UInt64, Int)])
  func environmentOverrides(environment: [String: String], seed: UInt64, count: Int) throws {
    let settings = try PropertySettings(seed: 7, count: 100) { environment[$0] }
    #expect(settings.seed == seed)
    #expect(settings.count == count)
  }

  @Test(
    "a variable set to something it cannot mean is an error, not ignored",
    arguments: [
      (
        "MONSOON_SEED", "0xzz",
        "MONSOON_SEED='0xzz' is not valid: expected 0x and hex digits, decimal digits, or 'random'"
      ),
      (
        "MONSOON_CHECKS", "0",
        "MONSOON_CHECKS='0' is not valid: expected a number of cases, 1 or more"
      ),
      (
        "MONSOON_CHECKS", "lots",
        "MONSOON_CHECKS='lots' is not valid: expected a number of cases, 1 or more"
      ),
    ])
  func environmentErrors(variable: String, value: String, message: String) {
    #expect(throws: PropertySettingsError.self) {
      try PropertySettings(seed: 7, count: 100) { $0 == variable ? value : nil }
    }
    do {
      _ = try PropertySettings(seed: 7, count: 100) { $0 == variable ? value : nil }
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("MONSOON_SEED=random draws a new seed each time")
  func randomSeed() throws {
    let seeds = try (0..<5).map { _ in
      try PropertySettings(seed: 7, count: 100) { $0 == "MONSOON_SEED" ? "random" : nil }.seed
    }
    #expect(Set(seeds).count > 1)
  }
}
