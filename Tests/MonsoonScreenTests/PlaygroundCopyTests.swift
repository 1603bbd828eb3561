import Foundation
import Testing

/// Playgrounds/MonsoonChooser.swiftpm is generated: the example app and the sources of the
/// libraries it needs, in one app package with no dependency (scripts/make-playground.sh).
/// These tests fail, naming the file and the command that fixes it, when a source changed and
/// the copy was not made again, or when the copy holds anything the script does not write.
@Suite("The playground app is its sources, changed only as make-playground.sh documents")
struct PlaygroundCopyTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized.path
  static let playground = "Playgrounds/MonsoonChooser.swiftpm"
  static let example = "Examples/MonsoonChooser.swiftpm"
  static let fix = "run scripts/make-playground.sh"

  @Test("each library's Swift files but CLibrary/ToolSide/ are copied, marked, changed by rules")
  func libraries() throws {
    let modules = try Self.modules()
    #expect(modules.contains("MonsoonUIKit"), "\(Self.playground) lacks MonsoonUIKit: \(Self.fix)")
    let rules = try PlaygroundCopy(modules: modules)
    for module in modules {
      let sources = try Self.files(under: "Sources/\(module)").filter { $0.hasSuffix(".swift") }
      let copies = try Self.files(under: "\(Self.playground)/Sources/\(module)")
        .filter { $0.hasSuffix(".swift") }
      for missing in Set(sources).subtracting(copies).sorted() where !Self.isToolSide(missing) {
        Issue.record("Sources/\(module)/\(missing) is not in \(Self.playground): \(Self.fix)")
      }
      for file in sources where copies.contains(file) {
        guard !Self.isToolSide(file) else {
          let left = "the tool's (CLibrary/ToolSide/), which the copy leaves out"
          Issue.record(
            "Sources/\(module)/\(file) is \(left), but \(Self.playground) has it: \(Self.fix)")
          continue
        }
        try Self.expectCopy(
          of: "Sources/\(module)/\(file)", at: "\(Self.playground)/Sources/\(module)/\(file)",
          rules: rules)
      }
    }
  }

  @Test("MonsoonSystem has the tool's C calls apart, in CLibrary/ToolSide/, and the copy none")
  func toolSideLeftOut() throws {
    let sources = try Self.files(under: "Sources/MonsoonSystem")
    #expect(sources.contains { Self.isToolSide($0) && $0.hasSuffix(".swift") })
    let copies = try Self.files(under: "\(Self.playground)/Sources/MonsoonSystem")
    #expect(!copies.contains(where: Self.isToolSide), "\(Self.fix)")
  }

  @Test("the example app's files are at the copy's root, their library imports commented out")
  func exampleApp() throws {
    let rules = try PlaygroundCopy(modules: try Self.modules())
    let files = try Self.files(under: Self.example).filter {
      $0 != "Package.swift" && !$0.hasPrefix(".build/") && !$0.hasPrefix(".swiftpm/")
    }
    #expect(files.contains { $0.hasSuffix(".swift") })
    for file in files {
      if file.hasSuffix(".swift") {
        try Self.expectCopy(
          of: "\(Self.example)/\(file)", at: "\(Self.playground)/\(file)", rules: rules)
      } else {
        try Self.expectSame("\(Self.example)/\(file)", "\(Self.playground)/\(file)")
      }
    }
  }

  @Test("the String Catalog is MonsoonUIKit's, byte for byte")
  func stringCatalog() throws {
    try Self.expectSame(
      "Sources/MonsoonUIKit/Localizable.xcstrings",
      "\(Self.playground)/Sources/MonsoonUIKit/Localizable.xcstrings")
  }

  @Test("the manifest has the example's app product, no package dependency, the catalog")
  func manifest() throws {
    let copy = try Self.text("\(Self.playground)/Package.swift")
    let example = try Self.text("\(Self.example)/Package.swift")
    let products = try #require(Self.section("  products: [", in: example))
    #expect(copy.contains(products), "the app product differs from the example's: \(Self.fix)")
    #expect(!copy.contains(".package("), "\(Self.playground) depends on a package: \(Self.fix)")
    #expect(copy.contains(#"resources: [.process("Sources/MonsoonUIKit/Localizable.xcstrings")]"#))
    #expect(copy.hasPrefix("// swift-tools-version: 6.0\n"))
    // The example's own language mode: Swift 5 below tools 6.0, or where it says so.
    let swift5 =
      example.hasPrefix("// swift-tools-version: 5")
      || example.contains("swiftLanguageModes: [.v5]")
    let exampleMode = swift5 ? ".v5" : ".v6"
    #expect(copy.contains("swiftLanguageModes: [\(exampleMode)]"))
  }

  @Test("the copy holds only what the script writes")
  func nothingElse() throws {
    let modules = try Self.modules()
    let example = try Self.files(under: Self.example).filter { $0 != "Package.swift" }
    for file in try Self.files(under: Self.playground) {
      let parts = file.split(separator: "/", maxSplits: 2).map(String.init)
      let library =
        parts.count == 3 && parts[0] == "Sources" && modules.contains(parts[1])
        && !Self.isToolSide(parts[2])
        && (file.hasSuffix(".swift") || file == "Sources/MonsoonUIKit/Localizable.xcstrings")
      #expect(
        file == "Package.swift" || library || example.contains(file),
        "\(Self.playground)/\(file) is not something make-playground.sh writes: \(Self.fix)")
    }
  }

  @Test(
    "the rules: library imports commented out, `package` dropped outside comments",
    arguments: [
      ("import MonsoonEvents", "// import MonsoonEvents"),
      ("  public import MonsoonScreen", "  // public import MonsoonScreen"),
      ("package import MonsoonSystem", "// package import MonsoonSystem"),
      ("import MonsoonEventsKit", "import MonsoonEventsKit"),
      ("import Foundation", "import Foundation"),
      ("  package static let zero = 0", "  static let zero = 0"),
      ("  @usableFromInline package init(raw: Int) {}", "  @usableFromInline init(raw: Int) {}"),
      ("  package private(set) var count = 0", "  private(set) var count = 0"),
      ("  package internal(set) var random: Int", "  var random: Int"),
      ("  /// The package static let rule.", "  /// The package static let rule."),
      ("  let package = Package(name: x)", "  let package = Package(name: x)"),
      ("  package func packageFunc()", "  func packageFunc()"),
      ("  package import Glibc", "  import Glibc"),
    ])
  func rules(source: String, copy: String) throws {
    let rules = try PlaygroundCopy(modules: ["MonsoonSystem", "MonsoonEvents", "MonsoonScreen"])
    #expect(rules.copy(of: source) == copy)
  }

  /// Whether a file of a module (its path in the module's folder) is one the copy leaves out:
  /// the C library's calls, constants and types only the tool's side uses, in
  /// CLibrary/ToolSide/ (scripts/make-playground.sh says why).
  static func isToolSide(_ file: String) -> Bool {
    file.hasPrefix("CLibrary/ToolSide/")
  }

  /// The modules laid into the playground: the folders of its Sources.
  private static func modules() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: "\(repository)/\(playground)/Sources")
      .sorted()
  }

  /// The files under a folder of the repository, as paths relative to it.
  static func files(under folder: String) throws -> [String] {
    let root = "\(repository)/\(folder)"
    guard let walk = FileManager.default.enumerator(atPath: root) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root])
    }
    var files: [String] = []
    while let path = walk.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }

  private static func text(_ path: String) throws -> String {
    try String(contentsOfFile: "\(repository)/\(path)", encoding: .utf8)
  }

  private static func expectCopy(of source: String, at copy: String, rules: PlaygroundCopy)
    throws
  {
    guard FileManager.default.fileExists(atPath: "\(repository)/\(copy)") else {
      Issue.record("\(copy) is missing: \(fix)")
      return
    }
    let expected = rules.copy(of: try text(source), from: source)
    let actual = try text(copy)
    guard expected != actual else { return }
    let line = zip(expected.split(separator: "\n", omittingEmptySubsequences: false),
      actual.split(separator: "\n", omittingEmptySubsequences: false))
      .prefix { $0 == $1 }.count + 1
    Issue.record("\(copy) differs from \(source) from line \(line): \(fix)")
  }

  private static func expectSame(_ source: String, _ copy: String) throws {
    let expected = try Data(contentsOf: URL(fileURLWithPath: "\(repository)/\(source)"))
    let actual = try? Data(contentsOf: URL(fileURLWithPath: "\(repository)/\(copy)"))
    #expect(actual == expected, "\(copy) is not \(source), byte for byte: \(fix)")
  }

  /// The lines of `text` from the line `start` to the line that closes it at its indentation.
  private static func section(_ start: String, in text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(where: { $0 == start }) else { return nil }
    let indentation = String(start.prefix { $0 == " " })
    guard let last = lines[first...].firstIndex(where: { $0.hasPrefix(indentation + "]") }) else {
      return nil
    }
    return lines[first...last].joined(separator: "\n")
  }
}
