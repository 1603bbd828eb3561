import Foundation
import Testing

/// The playground's copy of the platform-neutral libraries is a whole program without the
/// files make-playground.sh leaves out (MonsoonSystem's CLibrary/ToolSide/): the toolchain's
/// compiler type-checks them as the one module Swift Playgrounds builds. MonsoonUIKit and the
/// example app need UIKit, so scripts/ios-typecheck.sh checks those against an iOS SDK.
@Suite("The playground's copy of the libraries type-checks without what it leaves out")
struct PlaygroundTypeCheckTests {
  /// The copied modules that import neither UIKit nor Foundation.
  static let modules = ["MonsoonSystem", "MonsoonEvents", "MonsoonScreen"]

  @Test("the copied MonsoonSystem, MonsoonEvents and MonsoonScreen type-check as one module")
  func copiedLibrariesTypeCheck() throws {
    let swiftc = try #require(Self.swiftc, "swiftc is not on PATH beside swift")
    let playground = PlaygroundCopyTests.playground
    let root = "\(PlaygroundCopyTests.repository)/\(playground)"
    var files: [String] = []
    for module in Self.modules {
      let copies = try PlaygroundCopyTests.files(under: "\(playground)/Sources/\(module)")
      files += copies.filter { $0.hasSuffix(".swift") }.map { "\(root)/Sources/\(module)/\($0)" }
    }
    #expect(files.count > 100, "\(playground) has too few library files")
    // The language mode the playground's manifest gives its one target, as Swift Playgrounds
    // compiles it; no -package-name, as the copy has no `package`.
    let manifest = try String(contentsOfFile: "\(root)/Package.swift", encoding: .utf8)
    let version = manifest.contains("swiftLanguageModes: [.v6]") ? "6" : "5"
    let (status, output) = try Self.run(
      swiftc,
      ["-typecheck", "-parse-as-library", "-swift-version", version, "-module-name", "AppModule"]
        + files)
    #expect(
      status == 0,
      """
      \(playground) does not type-check: a file the app side needs is left out (in \
      CLibrary/ToolSide/), or an app-side file calls the tool's side:
      \(output)
      """
    )
  }

  /// The Swift compiler of this toolchain, on `PATH` beside `swift`.
  private static let swiftc: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return directories.map { "\($0)/swiftc" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Runs `program` with `arguments` to its end: its exit status and what it printed on
  /// standard output and error together.
  private static func run(_ program: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
