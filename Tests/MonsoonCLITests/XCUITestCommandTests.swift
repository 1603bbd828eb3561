import Foundation
import MonsoonEvents
import MonsoonTestSupport
import Testing

/// `monsoon-replay xcuitest` against its golden files (Tests/Fixtures/xcuitest), and the Swift
/// it writes checked by the compiler. After an intended change, rewrite the goldens with
/// `MONSOON_UPDATE_GOLDENS=1 swift test --filter XCUITestCommandTests` and read the diff.
@Suite("monsoon-replay xcuitest")
struct XCUITestCommandTests {
  /// One golden: the command (run in Tests/Fixtures), the file holding its standard output,
  /// and what its standard error says.
  struct Golden: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let file: String
    let warnings: [String]
    var testDescription: String { file }
  }

  static let goldens = [
    Golden(
      arguments: ["xcuitest", "sample.jsonl", "--select-by-taps"], file: "xcuitest/sample.swift",
      warnings: []),
    Golden(
      arguments: ["xcuitest", "xcuitest/every-kind.jsonl", "--select-by-taps"],
      file: "xcuitest/every-kind.swift", warnings: []),
    Golden(
      arguments: ["xcuitest", "xcuitest/custom-menu.jsonl", "--class", "CustomMenuUITests"],
      file: "xcuitest/custom-menu.swift", warnings: []),
    Golden(
      arguments: ["xcuitest", "xcuitest/lenient-sel.jsonl", "--lenient", "--select-by-taps"],
      file: "xcuitest/lenient-sel.swift",
      warnings: [
        "xcuitest/lenient-sel.jsonl:3: state diverged",
        "xcuitest/lenient-sel.jsonl:4: rejected event: back while on the chooser screen",
        "xcuitest/lenient-sel.jsonl:6: field \"seq\" must be an integer",
        "xcuitest/lenient-sel.jsonl:7: malformed JSON",
        "xcuitest/lenient-sel.jsonl:9: bad seq 6",
      ]),
  ]

  @Test(
    "the test written is the golden file, byte for byte; warnings name each skipped line",
    arguments: goldens)
  func matchesGolden(golden: Golden) throws {
    let result = try ToolRunner.run(golden.arguments)
    #expect(result.status == 0, "\(result.standardError)")
    let url = ToolRunner.fixturesDirectory.appendingPathComponent(golden.file)
    if ProcessInfo.processInfo.environment["MONSOON_UPDATE_GOLDENS"] == "1" {
      try Data(result.standardOutput.utf8).write(to: url)
    }
    #expect(result.standardOutput == (try String(contentsOf: url, encoding: .utf8)))
    let warnings = result.standardError.split(separator: "\n").map(String.init)
    #expect(warnings.count == golden.warnings.count, "\(result.standardError)")
    for (line, expected) in zip(warnings, golden.warnings) {
      #expect(line.hasPrefix("monsoon-replay: warning: " + expected), "\(line)")
    }
  }

  @Test("the sample's test taps every event in order, and ends asserting what replay prints")
  func sampleTapsEveryEvent() throws {
    let source = try Fixtures.text("xcuitest/sample.swift")
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    // Each event's comment, in log order, followed by its taps.
    let events = lines.filter { $0.hasPrefix("// seq ") }
    #expect(events.count == 20)
    #expect(events.map { $0.split(separator: ",")[0] } == (1...20).map { "// seq \($0)" })
    var taps: [Int: [String]] = [:]
    var seq = 0
    for line in lines {
      if line.hasPrefix("// seq "), let number = Int(line.dropFirst(7).prefix { $0 != "," }) {
        seq = number
      } else if line.hasPrefix("screen.tap(") {
        taps[seq, default: []].append(line)
      }
    }
    // One tap statement per event but seq 19, a select of the option chosen already.
    #expect(taps.keys.sorted() == Array(1...20).filter { $0 != 19 })
    #expect(taps.values.allSatisfy { $0.count == 1 })
    #expect(taps[5] == [#"screen.tap("monsoon.ring.5", times: 4)"#])
    #expect(taps[11] == [#"screen.tap("monsoon.button.go")"#])
    #expect(taps[12] == [#"screen.tap("monsoon.button.back")"#])
    #expect(taps[18] == [#"screen.tap("monsoon.button.menu")"#])
    // The last assertions are the final choices `replay` prints, as the detail screen reads
    // them.
    let replay = try ToolRunner.run(["replay", "sample.jsonl", "--format", "json"])
    let state = try #require(
      try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
    #expect(state["screen"] as? String == "detail")
    let choices = try #require(state["choices"] as? [String: String])
    let rows = ChooserMenu.standard.prompts.enumerated().map { index, prompt in
      #"screen.expectLabel("monsoon.choice.\#(index)", "\#(prompt.id), "#
        + #"\#(choices[prompt.id] ?? "?")")"#
    }
    let end = try #require(lines.firstIndex { $0.hasPrefix("// The end, after seq 20") })
    #expect(Array(lines[(end + 1)...].prefix(rows.count)) == rows)
    #expect(rows.first == #"screen.expectLabel("monsoon.choice.0", "production, one of a kind")"#)
  }

  /// The Swift compiler of this toolchain, on `PATH` beside `swift`.
  private static let swiftc: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return directories.map { "\($0)/swiftc" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Runs the Swift compiler on `arguments`; its diagnostics go to the returned output.
  private static func compile(_ arguments: [String]) throws -> ProgramOutput {
    try ProgramOutput.run(try #require(swiftc, "swiftc is not on PATH"), arguments)
  }

  @Test("every golden parses, and type-checks in Swift 6 and 5 with no warning", arguments: goldens)
  func compiles(golden: Golden) throws {
    let path = ToolRunner.fixturesDirectory.appendingPathComponent(golden.file).path
    let parsed = try Self.compile(["-parse", path])
    #expect(parsed.status == 0, "\(parsed.text)")
    // Linux's XCTest has XCTestCase and the assertions; the stand-ins declare the UI-testing
    // classes as Xcode 16's XCTest does (main-actor isolated among others).
    let stub = ToolRunner.fixturesDirectory.appendingPathComponent(
      "xcuitest/XCUIAutomationStub.swift"
    ).path
    for version in ["6", "5"] {
      let checked = try Self.compile([
        "-typecheck", "-swift-version", version, "-warnings-as-errors", path, stub,
      ])
      #expect(checked.status == 0, "Swift \(version): \(checked.text)")
    }
  }

  @Test("the stand-ins catch what the compiler would: an unknown call fails to type-check")
  func stubCatchesMistakes() throws {
    let scratch = try TemporaryDirectory()
    let source = try Fixtures.text("xcuitest/sample.swift")
      .replacingOccurrences(of: "element.tap()", with: "element.press()")
    let path = try scratch.write("Broken.swift", source)
    let stub = ToolRunner.fixturesDirectory.appendingPathComponent(
      "xcuitest/XCUIAutomationStub.swift"
    ).path
    let checked = try Self.compile(["-typecheck", path, stub])
    #expect(checked.status != 0)
    #expect(checked.text.contains("press"))
  }

  @Test(
    "a log the test cannot perform is refused, naming the log and line",
    arguments: [
      (
        ["xcuitest", "sample.jsonl"], 65,
        "sample.jsonl:6: seq 5, select meal = dinner: a UI test cannot choose an option directly"
      ),
      (
        ["xcuitest", "invalid/rejected-event.jsonl", "--select-by-taps"], 65,
        "invalid/rejected-event.jsonl:"
      ),
      (
        ["xcuitest", "xcuitest/lenient-sel.jsonl", "--select-by-taps"], 65,
        "xcuitest/lenient-sel.jsonl:3: state diverged"
      ),
      (["xcuitest", "xcuitest/absent.jsonl"], 66, "xcuitest/absent.jsonl: "),
      (
        ["xcuitest", "sample.jsonl", "--class", "my-tests"], 64,
        "--class 'my-tests': expected a type name"
      ),
      (["xcuitest", "sample.jsonl", "--class", "Self"], 64, "--class 'Self'"),
    ])
  func refused(arguments: [String], status: Int32, message: String) throws {
    let result = try ToolRunner.run(arguments)
    #expect(result.status == status)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test("more than 1000 event lines are refused at line 1002, with advice")
  func tooLong() throws {
    let log = try ToolRunner.run(["gen", "--seed", "2a", "--events", "1001"]).standardOutput
    let result = try ToolRunner.run(["xcuitest", "--select-by-taps"], input: log)
    #expect(result.status == 65)
    #expect(result.standardError.contains("<stdin>:1002: more than 1000 event lines"))
    #expect(result.standardError.contains("monsoon-replay shrink"))
    let fits = log.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
    #expect(try ToolRunner.run(["xcuitest", "--select-by-taps"], input: fits).status == 0)
  }

  @Test("-o writes the file, and never over the log it reads")
  func writesOutputFile() throws {
    let scratch = try TemporaryDirectory()
    let path = scratch.file("SampleUITests.swift")
    let result = try ToolRunner.run(
      ["xcuitest", "sample.jsonl", "--select-by-taps", "-o", path, "--class", "SampleUITests"])
    #expect(result.status == 0 && result.standardOutput.isEmpty && result.standardError.isEmpty)
    let written = try scratch.read("SampleUITests.swift")
    #expect(written.contains("final class SampleUITests: XCTestCase {"))
    let log = try scratch.write("log.jsonl", try Fixtures.text("sample.jsonl"))
    let overwrite = try ToolRunner.run(["xcuitest", log, "--select-by-taps", "-o", log])
    #expect(overwrite.status == 64)
    #expect(try scratch.read("log.jsonl") == (try Fixtures.text("sample.jsonl")))
  }
}
