import MonsoonEvents
import MonsoonScreen
import Testing

@Suite("The chooser's launch arguments")
struct ChooserLaunchOptionsTests {
  /// A process's arguments: the program, then `arguments`.
  private static func read(_ arguments: [String]) throws(ChooserLaunchOptionsError)
    -> ChooserLaunchOptions
  {
    try ChooserLaunchOptions(arguments: ["/private/MonsoonChooser"] + arguments)
  }

  @Test("none given: a random seed, the standard menu, Menu shares the log")
  func defaults() throws {
    let options = try Self.read([])
    #expect(options == ChooserLaunchOptions())
    #expect(options.seed == nil && options.menu == nil && options.sharesLogOnMenu)
    #expect(options.arguments.isEmpty)
  }

  @Test("a seed, a menu and the share sheet off; Xcode's and the system's arguments ignored")
  func values() throws {
    let options = try Self.read([
      "-NSDocumentRevisionsDebugMode", "YES", "-MonsoonSeed", "5EED5a1ad",
      "-AppleLanguages", "(en)",
      "-MonsoonMenu", #"{"prompts":[{"id":"drink","choices":["tea","coffee"]}]}"#,
      "-MonsoonShareOnMenu", "NO",
    ])
    #expect(options.seed == 0x5eed_5a1ad)
    #expect(options.menu?.prompts == [Prompt(id: "drink", options: ["tea", "coffee"])])
    #expect(!options.sharesLogOnMenu)
    #expect(try Self.read(["-MonsoonShareOnMenu", "true"]).sharesLogOnMenu)
    #expect(try !Self.read(["-MonsoonShareOnMenu", "false"]).sharesLogOnMenu)
    #expect(try Self.read(["-MonsoonSeed", "ffffffffffffffff"]).seed == .max)
    #expect(try Self.read(["-MonsoonSeed", "0"]).seed == 0)
  }

  @Test(
    "arguments reads back as the same options: any seed, the standard and custom menus",
    arguments: [ChooserMenu.standard] + TestMenus.all)
  func roundTrip(menu: ChooserMenu) throws {
    for seed: UInt64 in [0, 1, 0x5eed_5a1ad, .max] {
      for shares in [true, false] {
        let options = ChooserLaunchOptions(seed: seed, menu: menu, sharesLogOnMenu: shares)
        #expect(try Self.read(options.arguments) == options)
      }
    }
    let replay = ChooserLaunchOptions(replayLog: "/tmp/a b.jsonl", replayAt: 16)
    #expect(try Self.read(replay.arguments) == replay)
    #expect(replay.arguments == ["-MonsoonReplayLog", "/tmp/a b.jsonl", "-MonsoonReplayAt", "16"])
    let arguments = ChooserLaunchOptions(seed: 0x2a, menu: TestMenus.single).arguments
    #expect(
      arguments == ["-MonsoonSeed", "2a", "-MonsoonMenu", #"[{"id":"x","choices":["yes","no"]}]"#])
  }

  @Test("-MonsoonLogVersion: the new log's rules, read back; without it, the current version")
  func logVersion() throws {
    #expect(try Self.read([]).newLogHeader { 7 } == LogHeader(seed: 7))
    #expect(try Self.read([]).newLogHeader { 7 }.formatVersion == .current)
    for version in LogFormatVersion.allCases {
      let options = try Self.read([
        "-MonsoonSeed", "2a", "-MonsoonLogVersion", "\(version.rawValue)",
      ])
      #expect(options.logVersion == version)
      #expect(options.newLogHeader { 7 } == LogHeader(seed: 0x2a, formatVersion: version))
      #expect(try Self.read(options.arguments) == options)
      #expect(options.arguments.suffix(2) == ["-MonsoonLogVersion", "\(version.rawValue)"])
    }
    let menu = try #require(TestMenus.all.first)
    let custom = ChooserLaunchOptions(menu: menu, logVersion: .version1)
    #expect(
      custom.newLogHeader { 9 } == LogHeader(seed: 9, customMenu: menu, formatVersion: .version1))
  }

  @Test(
    "a wrong argument is a typed error naming it",
    arguments: [
      (
        ["-MonsoonSed", "2a"], "-MonsoonSed",
        "unknown launch argument -MonsoonSed; the chooser "
          + "reads -MonsoonSeed, -MonsoonMenu, -MonsoonShareOnMenu, -MonsoonReplayLog, "
          + "-MonsoonReplayAt, -MonsoonLogVersion"
      ),
      (["-MonsoonSeed"], "-MonsoonSeed", "-MonsoonSeed needs a value after it"),
      (["-MonsoonSeed", "1", "-MonsoonSeed", "2"], "-MonsoonSeed", "-MonsoonSeed is given twice"),
      (["-MonsoonSeed", ""], "-MonsoonSeed", "expected 1 to 16 hex digits"),
      (["-MonsoonSeed", "xyz"], "-MonsoonSeed", "-MonsoonSeed 'xyz': expected 1 to 16 hex"),
      (["-MonsoonSeed", "+1f"], "-MonsoonSeed", "'+1f'"),
      (["-MonsoonSeed", "10000000000000000"], "-MonsoonSeed", "hex digits"),
      (["-MonsoonSeed", "１２"], "-MonsoonSeed", "hex digits"),
      (["-MonsoonMenu", "[{"], "-MonsoonMenu", "-MonsoonMenu: invalid JSON at line 1"),
      (["-MonsoonMenu", "[]"], "-MonsoonMenu", "-MonsoonMenu: invalid menu"),
      (["-MonsoonMenu", "2a"], "-MonsoonMenu", "expected a JSON array of prompts"),
      (["-MonsoonShareOnMenu", "maybe"], "-MonsoonShareOnMenu", "'maybe': expected YES or NO"),
      (["-MonsoonReplayLog", ""], "-MonsoonReplayLog", "needs the path of a log file"),
      (
        ["-MonsoonReplayLog", "t.jsonl", "-MonsoonReplayAt", "-1"], "-MonsoonReplayAt",
        "'-1': expected a seq, 0 or more"
      ),
      (["-MonsoonReplayAt", "3"], "-MonsoonReplayAt", "give the log with -MonsoonReplayLog"),
      (
        ["-MonsoonLogVersion", "3"], "-MonsoonLogVersion",
        "'3': expected a log format version, 1 or 2"
      ),
      (["-MonsoonLogVersion", "01"], "-MonsoonLogVersion", "'01': expected a log format version"),
      (["-MonsoonLogVersion", "v1"], "-MonsoonLogVersion", "expected a log format version"),
    ])
  func errors(arguments: [String], argument: String, message: String) {
    #expect {
      try Self.read(arguments)
    } throws: { error in
      guard let error = error as? ChooserLaunchOptionsError else { return false }
      return error.argument == argument && error.description.contains(message)
    }
  }

  @Test("each error has its kind")
  func kinds() {
    func kind(_ arguments: [String]) -> ChooserLaunchOptionsError.Kind? {
      do {
        _ = try Self.read(arguments)
        return nil
      } catch {
        return error.kind
      }
    }
    #expect(kind(["-MonsoonX", "1"]) == .unknownArgument)
    #expect(kind(["-MonsoonMenu"]) == .missingValue)
    #expect(kind(["-MonsoonShareOnMenu", "NO", "-MonsoonShareOnMenu", "NO"]) == .repeated)
    #expect(kind(["-MonsoonSeed", "g"]) == .invalidSeed)
    #expect(kind(["-MonsoonShareOnMenu", "no"]) == .invalidFlag)
    #expect(kind(["-MonsoonReplayLog", ""]) == .invalidPath)
    #expect(kind(["-MonsoonReplayLog", "a", "-MonsoonReplayAt", "x"]) == .invalidSeq)
    #expect(kind(["-MonsoonReplayAt", "0"]) == .needsReplayLog)
    #expect(kind(["-MonsoonLogVersion", "0"]) == .invalidLogVersion)
    guard case .invalidMenu? = kind(["-MonsoonMenu", "{}"]) else {
      Issue.record("an object without prompts is an invalid menu")
      return
    }
  }
}
