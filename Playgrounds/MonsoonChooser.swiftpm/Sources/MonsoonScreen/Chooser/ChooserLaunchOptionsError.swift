// package import MonsoonEvents

/// Why an app's launch arguments could not be read as ``ChooserLaunchOptions``.
public struct ChooserLaunchOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with an argument.
  enum Kind: Hashable, Sendable {
    /// The argument starts with `-Monsoon` but is none the chooser reads.
    case unknownArgument
    /// The argument is the last one: its value is missing.
    case missingValue
    /// The argument is given a second time.
    case repeated
    /// `-MonsoonSeed`'s value is not 1 to 16 hex digits.
    case invalidSeed
    /// `-MonsoonMenu`'s value is not a menu.
    case invalidMenu(MenuFileError)
    /// A `YES` or `NO` argument's value is neither.
    case invalidFlag
    /// `-MonsoonReplayLog`'s value is empty.
    case invalidPath
    /// `-MonsoonReplayAt`'s value is not a seq: an integer, 0 or more.
    case invalidSeq
    /// `-MonsoonReplayAt` is given without `-MonsoonReplayLog`.
    case needsReplayLog
    /// `-MonsoonLogVersion`'s value is not a format version the chooser records.
    case invalidLogVersion
  }

  /// The argument, such as `-MonsoonSeed`.
  let argument: String
  /// The value given to it, when it is the value that is wrong.
  let value: String?
  /// What is wrong.
  let kind: Kind

  /// An error of `argument`, given `value`.
  init(argument: String, value: String?, _ kind: Kind) {
    self.argument = argument
    self.value = value
    self.kind = kind
  }

  /// The problem, and what the argument takes.
  public var description: String {
    let given = value.map { " '\($0)'" } ?? ""
    switch kind {
    case .unknownArgument:
      let known = ChooserLaunchOptions.Argument.allCases.map(\.rawValue)
      return "unknown launch argument \(argument); the chooser reads "
        + known.joined(separator: ", ")
    case .missingValue:
      return "\(argument) needs a value after it"
    case .repeated:
      return "\(argument) is given twice"
    case .invalidSeed:
      return "\(argument)\(given): expected 1 to 16 hex digits, such as 5eed5a1ad"
    case .invalidMenu(let error):
      return "\(argument): \(error)"
    case .invalidFlag:
      return "\(argument)\(given): expected YES or NO"
    case .invalidPath:
      return "\(argument) needs the path of a log file"
    case .invalidSeq:
      return "\(argument)\(given): expected a seq, 0 or more"
    case .needsReplayLog:
      return "\(argument) says where to start playing a log: give the log with -MonsoonReplayLog"
    case .invalidLogVersion:
      let versions = LogFormatVersion.allCases.map { String($0.rawValue) }
      return "\(argument)\(given): expected a log format version, "
        + versions.joined(separator: " or ")
    }
  }
}
