/// The first line of a log: the format version, the seed, and the menu when it is not the
/// standard one.
public struct LogHeader: Hashable, Sendable {
  /// The version of the format the log is written in, whose rules it replays under.
  public let formatVersion: LogFormatVersion
  /// The seed of the session's random generator.
  public let seed: UInt64
  /// The menu the header names, or `nil` for ``ChooserMenu/standard``.
  public let customMenu: ChooserMenu?

  /// Creates a header.
  /// - Parameters:
  ///   - seed: the seed of the session's random generator.
  ///   - customMenu: the menu to write into the header, or `nil` for the standard one.
  ///   - formatVersion: the rules the session is recorded under; a new log takes the
  ///     current ones, a log carried on keeps its own.
  public init(
    seed: UInt64, customMenu: ChooserMenu? = nil,
    formatVersion: LogFormatVersion = .current
  ) {
    self.formatVersion = formatVersion
    self.seed = seed
    self.customMenu = customMenu
  }

  /// The menu of the session.
  public var menu: ChooserMenu { customMenu ?? .standard }

  /// The state the session starts from.
  package var initialState: SessionState {
    SessionState(menu: menu, seed: seed, formatVersion: formatVersion)
  }
}

/// Why a header cannot start a new log.
public enum LogHeaderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The header's line would be longer than a log line may be (docs/log-format.md, section 1):
  /// a custom menu that large would start a log that can never be replayed or resumed.
  case tooLong(length: Int, limit: Int)

  /// A sentence saying why, with the sizes.
  public var description: String {
    switch self {
    case .tooLong(let length, let limit):
      "the menu makes a log header of \(length) bytes, over the \(limit)-byte (1 MiB) limit of "
        + "a log line; shorten its prompts' ids or options"
    }
  }
}
