import Foundation

/// What scripts/make-playground.sh writes into Playgrounds/MonsoonChooser.swiftpm for a Swift
/// file of the example app or of one of the libraries laid into it: the file with the two
/// changes the script documents, and nothing else. The script makes them with `sed`; these are
/// the same rules as Swift regular expressions, so that a test can tell a stale copy (or a
/// script that changes more) from a fresh one.
struct PlaygroundCopy {
  /// A line that imports one of the modules: commented out after its indentation.
  private let moduleImport: Regex<AnyRegexOutput>
  /// `package internal(set) ` before a declaration: dropped whole.
  private let packageInternalSetter: Regex<AnyRegexOutput>
  /// `package` before a declaration keyword or modifier: dropped, the keyword kept.
  private let packageModifier: Regex<AnyRegexOutput>

  /// The rules for a playground that holds `modules` (names such as `MonsoonEvents`).
  init(modules: [String]) throws {
    let names = modules.map { $0.replacingOccurrences(of: "Monsoon", with: "") }
    moduleImport = try Regex(
      #"^(\s*)((@preconcurrency )?((public|package|internal) )?import Monsoon("#
        + names.joined(separator: "|") + #")\s*)$"#)
    packageInternalSetter = try Regex(#"(^|[\s(])package internal\(set\) "#)
    packageModifier = try Regex(
      #"(^|[\s(])package (static|func|var|let|enum|struct|class|protocol|actor|typealias|init|"#
        + #"subscript|extension|mutating|nonmutating|final|convenience|required|override|"#
        + #"nonisolated|lazy|indirect|weak|unowned|private\(set\))(?=[^A-Za-z0-9_]|$)"#)
  }

  /// The playground's copy of a source file's text.
  func copy(of text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(copy(ofLine:))
      .joined(separator: "\n")
  }

  private func copy(ofLine line: Substring) -> String {
    if let match = try? moduleImport.wholeMatch(in: line),
      let indentation = match.output[1].substring
    {
      return indentation + "// " + line.dropFirst(indentation.count)
    }
    if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") { return String(line) }
    return String(line)
      .replacing(packageInternalSetter) { String($0.output[1].substring ?? "") }
      .replacing(packageModifier) {
        String($0.output[1].substring ?? "") + String($0.output[2].substring ?? "")
      }
  }
}
