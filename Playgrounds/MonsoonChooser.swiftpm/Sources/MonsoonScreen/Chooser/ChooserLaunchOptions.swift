// public import MonsoonEvents

/// What an app that shows the chooser (the example app does) reads from its launch arguments,
/// so that a UI test, or a scheme in Xcode, starts it on a given seed and menu:
///
/// - `-MonsoonSeed HEX`: the new log's seed, 1 to 16 hex digits as a log's header writes it
///   (default: a random seed).
/// - `-MonsoonMenu JSON`: the new log's menu, the header's `prompts` array (or an object
///   holding it, as a menu file); default: the standard menu.
/// - `-MonsoonShareOnMenu YES|NO`: whether the navigation bar's Menu button opens the share
///   sheet with the log (default: `YES`).
/// - `-MonsoonReplayLog PATH`: a log to play back on the screen instead of starting a new one
///   (``ReplayedLog``, ``SessionPlayback``).
/// - `-MonsoonReplayAt SEQ`: the seq the playback starts at, paused (default: 0, playing); it
///   needs `-MonsoonReplayLog`.
/// - `-MonsoonLogVersion 1|2`: the format version whose rules the new log is recorded under
///   (`LogFormatVersion`; default: the current one), so that a UI test of a version-1 log
///   sees what its Randomize drew.
///
/// Each argument is followed by its value, as in `-MonsoonSeed 5eed5a1ad`; arguments that do
/// not start with `-Monsoon` (Xcode's and the system's own) are left alone. `monsoon-replay
/// xcuitest` writes UI tests that launch the app with `arguments`.
public struct ChooserLaunchOptions: Hashable, Sendable {
  /// The seed of the log the app starts, or `nil` for a random one.
  public var seed: UInt64?
  /// The menu of the log the app starts, or `nil` for the standard menu.
  public var menu: ChooserMenu?
  /// Whether the navigation bar's Menu button opens the share sheet: a UI test turns it off,
  /// since the sheet would cover the screen it drives. The tap is recorded either way.
  public var sharesLogOnMenu: Bool
  /// The path of a log to play back on the screen, or `nil` to start a new session.
  public var replayLog: String?
  /// The seq the playback starts at, paused; `nil` to play from the start.
  public var replayAt: Int?
  /// The rules the new log is recorded under, or `nil` for `LogFormatVersion.current`.
  public var logVersion: LogFormatVersion?

  /// Options with these values.
  public init(
    seed: UInt64? = nil, menu: ChooserMenu? = nil, sharesLogOnMenu: Bool = true,
    replayLog: String? = nil, replayAt: Int? = nil, logVersion: LogFormatVersion? = nil
  ) {
    self.seed = seed
    self.menu = menu
    self.sharesLogOnMenu = sharesLogOnMenu
    self.replayLog = replayLog
    self.replayAt = replayAt
    self.logVersion = logVersion
  }

  /// The header of the new log the app records: ``seed`` (or `randomSeed()` without one),
  /// ``menu`` and ``logVersion`` (or the current version).
  public func newLogHeader(randomSeed: () -> UInt64 = { .random(in: 0 ... .max) }) -> LogHeader {
    LogHeader(
      seed: seed ?? randomSeed(), customMenu: menu, formatVersion: logVersion ?? .current)
  }

  /// Reads the options from a process's arguments, as `CommandLine.arguments` or
  /// `ProcessInfo.processInfo.arguments` give them (the program first, which is skipped).
  /// - Throws: ``ChooserLaunchOptionsError`` naming the argument: an unknown `-Monsoon…`
  ///   argument (a typo would otherwise start the app on a random seed), one without a value,
  ///   one given twice, or a value that is not what the argument takes.
  public init(arguments: [String]) throws(ChooserLaunchOptionsError) {
    self.init()
    var given: Set<Argument> = []
    var index = 1
    while index < arguments.count {
      let name = arguments[index]
      index += 1
      guard name.hasPrefix(Argument.prefix) else { continue }
      guard let argument = Argument(rawValue: name) else {
        throw ChooserLaunchOptionsError(argument: name, value: nil, .unknownArgument)
      }
      guard index < arguments.count else {
        throw ChooserLaunchOptionsError(argument: name, value: nil, .missingValue)
      }
      guard given.insert(argument).inserted else {
        throw ChooserLaunchOptionsError(argument: name, value: nil, .repeated)
      }
      try read(argument, arguments[index])
      index += 1
    }
    if replayAt != nil, replayLog == nil {
      throw ChooserLaunchOptionsError(
        argument: Argument.replayAt.rawValue, value: nil, .needsReplayLog)
    }
  }

  /// The launch arguments that give these options, those that differ from the defaults only,
  /// in the order of the list above: what ``init(arguments:)`` reads back.
  var arguments: [String] {
    var arguments: [String] = []
    if let seed { arguments += [Argument.seed.rawValue, String(seed, radix: 16)] }
    if let menu {
      arguments += [Argument.menu.rawValue, JSONWriter.text { menu.writePrompts(to: &$0) }]
    }
    if !sharesLogOnMenu { arguments += [Argument.shareOnMenu.rawValue, "NO"] }
    if let replayLog { arguments += [Argument.replayLog.rawValue, replayLog] }
    if let replayAt { arguments += [Argument.replayAt.rawValue, String(replayAt)] }
    if let logVersion { arguments += [Argument.logVersion.rawValue, String(logVersion.rawValue)] }
    return arguments
  }

  /// Sets the option `argument` gives from its `value`.
  private mutating func read(_ argument: Argument, _ value: String)
    throws(ChooserLaunchOptionsError)
  {
    func failure(_ kind: ChooserLaunchOptionsError.Kind) -> ChooserLaunchOptionsError {
      ChooserLaunchOptionsError(argument: argument.rawValue, value: value, kind)
    }
    switch argument {
    case .seed:
      guard (1...16).contains(value.utf8.count), value.allSatisfy(\.isHexDigit),
        let seed = UInt64(value, radix: 16)
      else { throw failure(.invalidSeed) }
      self.seed = seed
    case .menu:
      do {
        menu = try MenuFile.menu(fromJSON: Array(value.utf8))
      } catch {
        throw failure(.invalidMenu(error))
      }
    case .shareOnMenu:
      switch value {
      case "YES", "true": sharesLogOnMenu = true
      case "NO", "false": sharesLogOnMenu = false
      default: throw failure(.invalidFlag)
      }
    case .replayLog:
      guard !value.isEmpty else { throw failure(.invalidPath) }
      replayLog = value
    case .replayAt:
      guard let seq = Int(value), seq >= 0 else { throw failure(.invalidSeq) }
      replayAt = seq
    case .logVersion:
      guard value.utf8.count == 1, let number = Int(value),
        let version = LogFormatVersion(rawValue: number)
      else { throw failure(.invalidLogVersion) }
      logVersion = version
    }
  }

  /// The arguments the options are read from.
  enum Argument: String, CaseIterable {
    case seed = "-MonsoonSeed"
    case menu = "-MonsoonMenu"
    case shareOnMenu = "-MonsoonShareOnMenu"
    case replayLog = "-MonsoonReplayLog"
    case replayAt = "-MonsoonReplayAt"
    case logVersion = "-MonsoonLogVersion"

    /// What every argument of the chooser starts with.
    static let prefix = "-Monsoon"
  }
}
