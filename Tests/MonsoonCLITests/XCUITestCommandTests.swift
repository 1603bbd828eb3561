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
  /// and what its standard error says: warnings, then a lenient run's tally.
  struct Golden: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let file: String
    let warnings: [String]
    var tally: String?
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
      arguments: ["xcuitest", "xcuitest/version-2.jsonl", "--select-by-taps"],
      file: "xcuitest/version-2.swift", warnings: []),
    Golden(
      arguments: ["xcuitest", "xcuitest/lenient-sel.jsonl", "--lenient", "--select-by-taps"],
      file: "xcuitest/lenient-sel.swift",
      warnings: [
        "xcuitest/lenient-sel.jsonl:3: state diverged",
        "xcuitest/lenient-sel.jsonl:4: rejected event: back while on the chooser screen",
        "xcuitest/lenient-sel.jsonl:6: field \"seq\" must be an integer",
        "xcuitest/lenient-sel.jsonl:7: malformed JSON",
        "xcuitest/lenient-sel.jsonl:9: bad seq 6",
      ],
      tally: "xcuitest/lenient-sel.jsonl: lenient replay: 4 events counted, 5 lines skipped"),
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
    var warnings = result.standardError.split(separator: "\n").map(String.init)
    if let tally = golden.tally {
      #expect(warnings.popLast() == tally, "\(result.standardError)")
    }
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
      (["xcuitest", "sample.jsonl", "--class", "Self"], 64, "--class 'Self': a Swift keyword"),
      (["xcuitest", "sample.jsonl", "--class", "class"], 64, "--class 'class': expected a type"),
      (
        ["xcuitest", "sample.jsonl", "--class", "XCTestCase"], 64,
        "--class 'XCTestCase': a name the test itself uses"
      ),
      (["xcuitest", "sample.jsonl", "--class", "String"], 64, "--class 'String': a name the test"),
      (
        ["xcuitest", "sample.jsonl", "--class", "MainActor"], 64,
        "--class 'MainActor': a name the test"
      ),
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

  /// Every upper-case name a golden's code uses (not in a comment or string literal).
  private static func upperCaseNames(in source: String) throws -> Set<String> {
    let code = try Regex(#"//[^\n]*|"(\\.|[^"\\\n])*""#)
    let name = try Regex(#"\b[A-Z][A-Za-z0-9_]*"#)
    let stripped = source.replacing(code, with: " ")
    return Set(stripped.matches(of: name).map { String(stripped[$0.range]) })
  }

  @Test("every name the file uses but does not declare is refused as --class, with 64")
  func namesTheFileUsesAreRefused() throws {
    var names: Set<String> = []
    for golden in Self.goldens {
      names.formUnion(try Self.upperCaseNames(in: try Fixtures.text(golden.file)))
    }
    // The classes the goldens declare.
    names.subtract(["MonsoonReplayUITests", "CustomMenuUITests"])
    #expect(names.contains("XCTestCase") && names.contains("String"))
    #expect(try Fixtures.text("xcuitest/sample.swift").contains("struct _MonsoonReplayedScreen"))
    for name in names.sorted() {
      let result = try ToolRunner.run(["xcuitest", "sample.jsonl", "--class", name])
      #expect(result.status == 64, "\(name)")
      #expect(result.standardError.contains("a name the test itself uses"), "\(name)")
    }
  }

  @Test(
    "a class named like the file's old helper, or a name it does not use, type-checks",
    arguments: ["ReplayedScreen", "Error", "Screen", "ElementType"])
  func acceptedClassNamesCompile(name: String) throws {
    let result = try ToolRunner.run(
      ["xcuitest", "sample.jsonl", "--select-by-taps", "--class", name])
    #expect(result.status == 0, "\(result.standardError)")
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("\(name).swift", result.standardOutput)
    let stub = ToolRunner.fixturesDirectory.appendingPathComponent(
      "xcuitest/XCUIAutomationStub.swift"
    ).path
    let checked = try Self.compile(["-typecheck", "-warnings-as-errors", path, stub])
    #expect(checked.status == 0, "\(name): \(checked.text)")
  }

  /// A log whose menu has 8 prompts of two options of `size` copies of `filler` (then a
  /// letter, so that options differ), and then `events` Randomizes.
  private static func bigMenuLog(filler: String, size: Int, events: Int) -> String {
    let prompts = (0..<8).map { prompt in
      let letters = ["a", "b"].map { "\(String(repeating: filler, count: size))\($0)\(prompt)" }
      return #"{"id":"p\#(prompt)","choices":["\#(letters[0])","\#(letters[1])"]}"#
    }
    let header = #"{"monsoon":1,"seed":"2a","prompts":["# + prompts.joined(separator: ",") + "]}"
    return ([header] + (1...events).map { #"{"seq":\#($0),"type":"randomize"}"# })
      .joined(separator: "\n") + "\n"
  }

  @Test("a test past 16 MiB is refused with 65 at the event that passes it, in bounded memory")
  func tooLarge() throws {
    let scratch = try TemporaryDirectory()
    // 60 kB options asserted after each of 200 Randomizes: once a 97 MB file and 205 MB.
    let large = try scratch.write(
      "large.jsonl", Self.bigMenuLog(filler: "x", size: 60_000, events: 200))
    let output = scratch.file("Large.swift")
    let result = try ToolRunner.run(["xcuitest", large, "-o", output])
    #expect(result.status == 65)
    #expect(
      result.standardError.contains(
        "large.jsonl:69: the UI test would be larger than 16777216 bytes (16 MiB)"),
      "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: output))
    if !PeakMemory.underSanitizer {
      let (status, bytes) = try PeakMemory.run(["xcuitest", large, "-o", output])
      #expect(status == 65)
      if let bytes { #expect(bytes < 64 << 20, "peak \(bytes) bytes") }
    }
    // Options whose texts fit, but not once escaped (\u{1} for each control character).
    let escaped = try scratch.write(
      "escaped.jsonl", Self.bigMenuLog(filler: "\\u0001", size: 8_000, events: 200))
    let refused = try ToolRunner.run(["xcuitest", escaped, "-o", output])
    #expect(refused.status == 65)
    #expect(refused.standardError.contains("the UI test would be larger than 16777216 bytes"))
    #expect(!FileManager.default.fileExists(atPath: output))
    let help = try ToolRunner.run(["xcuitest", "--help"])
    #expect(help.standardOutput.contains("16 MiB"))
  }
}
