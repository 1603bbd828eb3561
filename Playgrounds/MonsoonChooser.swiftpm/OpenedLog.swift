import Foundation
// import MonsoonScreen

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
