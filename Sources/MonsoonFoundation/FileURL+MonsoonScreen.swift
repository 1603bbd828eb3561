// URL overloads of MonsoonScreen's file APIs, beside their paths: each takes the URL's path
// (URL.localFilePath()) and does what the path API does.
#if canImport(Foundation)
  public import Foundation
  public import MonsoonEvents
  public import MonsoonScreen

  extension ReplayedLog {
    /// Reads and replays the log file `url` names, as `init(fileAt:mode:)` does
    /// with its path.
    /// - Parameters:
    ///   - url: a file URL (an opened document's, one from `FileManager`); errors name its path.
    ///   - mode: strict stops at the log's first problem; lenient skips each bad line.
    /// - Throws: ``FileURLError`` for a URL that names no file on this device, else
    ///   `ReplayedLogError` naming the file and, for a problem in the log, its line.
    public init(fileAt url: URL, mode: ReplayMode = .strict) throws {
      try self.init(fileAt: try url.localFilePath(), mode: mode)
    }

    /// Reads and replays the log file `url` names on a thread of its own, as
    /// `read(fileAt:mode:)` does with its path: call it from the main thread.
    /// - Throws: ``FileURLError`` for a URL that names no file on this device, else
    ///   `ReplayedLogError` naming the file and, for a problem in the log, its line.
    public static func read(fileAt url: URL, mode: ReplayMode = .strict) async throws
      -> ReplayedLog
    {
      try await read(fileAt: try url.localFilePath(), mode: mode)
    }
  }

  extension ChooserSession {
    /// A session recording into the log file `url` names, as
    /// `recording(toFileAt:durability:seed:menu:formatVersion:)` does with its path.
    /// - Throws: ``FileURLError`` for a URL that names no file on this device, else
    ///   `SessionLogFileError` when the file cannot be opened or is not a valid log.
    public static func recording(
      toFileAt url: URL, durability: LogDurability = .buffered,
      seed: () -> UInt64, menu: ChooserMenu? = nil, formatVersion: LogFormatVersion = .current
    ) throws -> ChooserSession {
      try recording(
        toFileAt: try url.localFilePath(), durability: durability, seed: seed, menu: menu,
        formatVersion: formatVersion)
    }

    /// Does what `recording(toFileAt:durability:seed:menu:formatVersion:)` does with a URL,
    /// opening the file on a thread of its own: call it from the main thread.
    /// - Throws: ``FileURLError`` for a URL that names no file on this device, else
    ///   `SessionLogFileError` when the file cannot be opened or is not a valid log.
    public static func recordingInBackground(
      toFileAt url: URL, durability: LogDurability = .buffered,
      seed: @escaping @Sendable () -> UInt64, menu: ChooserMenu? = nil,
      formatVersion: LogFormatVersion = .current
    ) async throws -> ChooserSession {
      try await recordingInBackground(
        toFileAt: try url.localFilePath(), durability: durability, seed: seed, menu: menu,
        formatVersion: formatVersion)
    }
  }

  extension ChooserLaunchOptions {
    /// ``replayLog`` (`-MonsoonReplayLog PATH`) as a file URL; `nil` when no log is named.
    public var replayLogURL: URL? {
      replayLog.map { URL(fileURLWithPath: $0) }
    }
  }
#endif
