import Foundation
import MonsoonTestSupport
import Testing

/// Runs `xmllint --noout` on a document, as the issue asks renders to be checked.
enum XMLLint {
  /// What xmllint printed about `document`, or `nil` when it found it valid.
  static func problems(in document: String) throws -> String? {
    let path = try #require(
      OutsideTool.xmllint.path,
      "xmllint is missing: apt-get install -y libxml2-utils (.ci/run does this)")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("monsoon-\(UUID().uuidString).svg")
    try Data(document.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--noout", file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0
      ? nil : String(decoding: message, as: UTF8.self)
  }
}
