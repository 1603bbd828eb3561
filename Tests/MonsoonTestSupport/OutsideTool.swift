import Foundation
public import Testing

/// A program some tests run that a machine with only the Swift toolchain lacks.
///
/// Where the program is missing, its tests are skipped with a note saying how to install it;
/// `.ci/run` installs every one and sets `MONSOON_REQUIRE_OUTSIDE_TOOLS=1`, which turns a
/// missing program into a failure, so CI never passes by skipping.
public struct OutsideTool: Sendable {
  /// The program's name, as `PATH` finds it.
  public let name: String
  /// The Debian package that installs it.
  public let debianPackage: String

  /// xmllint, which checks that renders are well-formed XML.
  public static let xmllint = OutsideTool(name: "xmllint", debianPackage: "libxml2-utils")
  /// bash, which the completion script for bash is tested in.
  public static let bash = OutsideTool(name: "bash", debianPackage: "bash")
  /// zsh, which the completion script for zsh is tested in.
  public static let zsh = OutsideTool(name: "zsh", debianPackage: "zsh")
  /// fish, which the completion script for fish is tested in.
  public static let fish = OutsideTool(name: "fish", debianPackage: "fish")
  /// mandoc, which checks and renders the manual page.
  public static let mandoc = OutsideTool(name: "mandoc", debianPackage: "mandoc")
  /// rsvg-convert, which `render --format png` runs.
  public static let rsvgConvert = OutsideTool(name: "rsvg-convert", debianPackage: "librsvg2-bin")
  /// flock, which holds a log file's lock from another process.
  public static let flock = OutsideTool(name: "flock", debianPackage: "util-linux")

  /// The program's full path, or `nil` when no directory of `PATH` holds it.
  public var path: String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return directories.lazy.map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether the tests that need the program run: it is installed, or CI requires it.
  public var testsRun: Bool {
    path != nil || ProcessInfo.processInfo.environment["MONSOON_REQUIRE_OUTSIDE_TOOLS"] == "1"
  }

  /// The trait of a test that needs the program: skipped, with this note, where it is missing.
  public var trait: ConditionTrait {
    .enabled(
      if: testsRun,
      "\(name) is not installed (apt-get install \(debianPackage)); .ci/run installs it")
  }
}
