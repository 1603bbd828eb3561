import Foundation
import MonsoonEvents
import MonsoonFoundation
import MonsoonScreen
import Testing

@Suite("File URLs beside the string paths: the path a URL names, or a typed error")
struct FileURLTests {
  /// A folder of its own for each test, with a space and a percent sign in its name.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("monsoon url \(UUID().uuidString) 100%", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test(
    "a file URL's path has its percent-escapes decoded",
    arguments: zip(
      [
        "file:///tmp/my%20logs/session%2001.jsonl", "file:///tmp/100%25/a.jsonl",
        "file://localhost/tmp/a.jsonl", "file:///tmp/caf%C3%A9.jsonl",
      ],
      ["/tmp/my logs/session 01.jsonl", "/tmp/100%/a.jsonl", "/tmp/a.jsonl", "/tmp/café.jsonl"]))
  func decodedPath(url: String, path: String) throws {
    #expect(try #require(URL(string: url)).localFilePath() == path)
  }

  @Test("URL(fileURLWithPath:) gives back the path it was made from, spaces and all")
  func roundTrip() throws {
    for path in ["/tmp/my logs/a b.jsonl", "/tmp/100% done/#1?.jsonl", "/tmp/é/ü.jsonl"] {
      #expect(try URL(fileURLWithPath: path).localFilePath() == path)
    }
  }

  @Test("a relative file URL: against its base, else relative to the current directory")
  func relative() throws {
    let base = URL(fileURLWithPath: "/var/logs/", isDirectory: true)
    let inBase = try #require(URL(string: "tester%201.jsonl", relativeTo: base))
    #expect(try inBase.localFilePath() == "/var/logs/tester 1.jsonl")
    #expect(try #require(URL(string: "file:logs/a.jsonl")).localFilePath() == "logs/a.jsonl")
  }

  @Test(
    "a URL that names no file on this device is a typed error that names it",
    arguments: zip(
      [
        "https://example.com/log.jsonl", "log.jsonl", "file://server/share/log.jsonl", "file:",
      ],
      [
        FileURLError.Kind.notAFileURL(scheme: "https"), .notAFileURL(scheme: nil),
        .remoteHost("server"), .noPath,
      ]))
  func refused(url: String, kind: FileURLError.Kind) throws {
    let url = try #require(URL(string: url))
    let error = #expect(throws: FileURLError.self) { try url.localFilePath() }
    #expect(error?.kind == kind)
    #expect(error?.url == url.absoluteString)
    #expect(error?.localizedDescription.hasPrefix(url.absoluteString + ": ") == true)
  }

  @Test("the overloads read and record through a URL with spaces and percent-escapes")
  func overloads() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("tester log #1.jsonl")
    let session = try ChooserSession.recording(toFileAt: url, seed: { 0x5eed })
    try session.perform(.randomize, reduceMotion: false)
    try session.close()
    let replayed = try ReplayedLog(fileAt: url)
    #expect(replayed.name == url.path && replayed.log.records.count == 1)
    let read = try await ReplayedLog.read(fileAt: url)
    #expect(read.states == replayed.states)
    let resumed = try await ChooserSession.recordingInBackground(
      toFileAt: url, seed: { 1 })
    #expect(resumed.state == replayed.states.last && resumed.header.seed == 0x5eed)
    try await resumed.closeInBackground()
    let options = try ChooserLaunchOptions(arguments: ["MonsoonChooser", "-MonsoonReplayLog", url.path])
    #expect(try options.replayLogURL?.localFilePath() == url.path)
    #expect(ChooserLaunchOptions().replayLogURL == nil)
  }

  @Test("a non-file URL reaches no file API: the overloads throw FileURLError")
  func overloadsRefuse() async throws {
    let web = try #require(URL(string: "https://example.com/tester.jsonl"))
    #expect(throws: FileURLError.self) { try ReplayedLog(fileAt: web) }
    await #expect(throws: FileURLError.self) { try await ReplayedLog.read(fileAt: web) }
    #expect(throws: FileURLError.self) {
      try ChooserSession.recording(toFileAt: web, seed: { 1 })
    }
    await #expect(throws: FileURLError.self) {
      try await ChooserSession.recordingInBackground(toFileAt: web, seed: { 1 })
    }
  }
}
