import Foundation
import Testing

/// The README as its tests read it, and the shell its commands run in.
enum Readme {
  /// The README's text.
  static func text() throws -> String {
    try String(
      contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0] + "/README.md",
      encoding: .utf8)
  }

  /// The lines of the code block after `marker` (a line of its own), the fence's language line
  /// left out; empty lines kept unless `omittingEmpty`.
  static func lines(ofBlockAfter marker: String, omittingEmpty: Bool = true) throws
    -> [Substring]
  {
    let afterMarker = try #require(
      try text().components(separatedBy: marker + "\n").dropFirst().first)
    let block = try #require(afterMarker.components(separatedBy: "```").dropFirst().first)
    return Array(block.split(separator: "\n", omittingEmptySubsequences: omittingEmpty).dropFirst())
  }

  /// Runs `command` in the shell in `directory`, as a reader would: the built tool first on
  /// `PATH`, no colour, standard error after standard output.
  static func run(_ command: String, in directory: String) throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command + " 2>&1"]
    var environment = ToolRunner.environment
    environment["PATH"] = ToolRunner.productsDirectory.path + ":" + (environment["PATH"] ?? "")
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
