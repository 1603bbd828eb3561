import Foundation
import MonsoonTestSupport

/// A directory of shell scripts standing in for outside programs (`man`, `xdg-open`,
/// `rsvg-convert`, ...), put first on the tool's `PATH`; each records its arguments, one per
/// line, in `NAME.args` beside it, and the environment of each run of the tool through these
/// has `TMPDIR` inside the directory too, so a test sees the temporary files the tool leaves.
final class FakePrograms {
  let directory: TemporaryDirectory
  /// The tool's temporary directory in these runs.
  let temporary: String

  init() throws {
    directory = try TemporaryDirectory()
    temporary = directory.file("tmp")
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: directory.file("bin"), withIntermediateDirectories: true)
  }

  /// Adds a program called `name` that records its arguments, then runs `script` (sh).
  func add(_ name: String, _ script: String) throws {
    let path = directory.file("bin/" + name)
    let text = """
      #!/bin/sh
      PATH=/usr/bin:/bin
      printf '%s\\n' "$@" > '\(directory.file(name + ".args"))'
      \(script)

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
  }

  /// The arguments `name` was last run with, or `nil` when it never ran.
  func arguments(_ name: String) -> [String]? {
    guard let text = try? String(contentsOfFile: directory.file(name + ".args"), encoding: .utf8)
    else { return nil }
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// The environment changes for a run: `PATH` is the fake programs' directory only (plus
  /// `also`), `TMPDIR` their temporary directory, `BROWSER` unset unless given.
  func environment(also: [String] = [], browser: String? = nil) -> [String: String?] {
    [
      "PATH": ([directory.file("bin")] + also).joined(separator: ":"),
      "TMPDIR": temporary,
      "BROWSER": browser,
    ]
  }

  /// The files left in the temporary directory.
  var temporaryFiles: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: temporary))?.sorted() ?? []
  }
}
