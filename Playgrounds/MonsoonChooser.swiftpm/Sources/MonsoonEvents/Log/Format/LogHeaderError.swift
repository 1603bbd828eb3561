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
