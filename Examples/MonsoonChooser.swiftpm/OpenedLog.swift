import Foundation
import MonsoonScreen

/// A log file opened to play back on the screen: read whole, then replayed.
struct OpenedLog: Identifiable, Sendable {
  let id = UUID()
  /// The log, every step of it.
  let log: ReplayedLog
  /// The seq to start at, paused; `nil` to play from the start.
  let seq: Int?

  /// Reads the log at `url`, which may be outside the app's sandbox (a file the Files app
  /// lends): the app asks for access while it reads.
  /// - Throws: the file cannot be read, or `ReplayedLogError` naming the line of a damaged log.
  init(url: URL, at seq: Int? = nil) throws {
    let lent = url.startAccessingSecurityScopedResource()
    defer { if lent { url.stopAccessingSecurityScopedResource() } }
    let bytes = try Data(contentsOf: url)
    log = try ReplayedLog(bytes: bytes, name: url.lastPathComponent)
    if let seq { _ = try log.step(at: seq) }
    self.seq = seq
  }
}

/// The copy of a file that "Open in" (the Files app, the share sheet, AirDrop) puts in the app's
/// `Documents/Inbox`: removed once it is read, so that the folder the Files app shows does not
/// fill with copies (the sender keeps its own file).
enum InboxCopy {
  /// Removes `url` if it is such a copy; any other file is left alone.
  static func remove(_ url: URL) {
    guard url.isFileURL,
      let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
    else { return }
    let inbox = documents.appendingPathComponent("Inbox", isDirectory: true).standardizedFileURL
    guard url.deletingLastPathComponent().standardizedFileURL.path == inbox.path else { return }
    try? FileManager.default.removeItem(at: url)
  }
}
