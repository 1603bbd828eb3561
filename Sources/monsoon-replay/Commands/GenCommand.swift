import MonsoonEvents
import MonsoonReplay
import MonsoonSystem
import MonsoonTesting

/// `monsoon-replay gen`: writes a random valid session.
struct GenCommand: Command {
  static let name = "gen"
  static let abstract = "Write a random valid session log (same arguments, same bytes)."
  static let examples = [
    "monsoon-replay gen --seed 5eed --events 100 > random.jsonl",
  ]
  static let options = option.commandOptions
  static let discussion = """
    Events are a realistic mix of taps, selects, randomize, go/back and nav taps, each valid
    on the screen the session is on, with t increasing.
    """

  private struct Options: OptionGroup {
    let seed = TypedOption.text(
      .seed(
        "The seed: 1 to 16 hex digits (default: 1). It is the log's seed and drives the "
          + "choice of events.", usage: .optional))
    let events = TypedOption.requiredInteger(
      .value("--events", valueName: "n", help: "The number of events.", usage: .required),
      in: 0...Int.max)
    let menuPath = TypedOption.text(
      .menu(
        "A custom menu, from a file of at most 1 MiB: a JSON array of prompts such as "
          + "[{\"id\":\"flavor\",\"choices\":[\"savory\",\"sweet\"]}], or an object with "
          + "that array in \"prompts\"."))
    let recordsSelections = TypedOption.flag(
      .flag("--with-sel", help: "Record sel (the selections after each event) on every line."))

    var declaredOptions: [CommandOption] {
      [seed.option, events.option, menuPath.option, recordsSelections.option]
    }
  }
  private static let option = Options()

  let seed: UInt64
  let events: Int
  let menuPath: String?
  let recordsSelections: Bool

  init(_ arguments: ArgumentList) throws(CommandError) {
    _ = try arguments.positionals(atMost: 0)
    let text = try arguments.read(Self.option.seed) ?? "1"
    let digits = text.hasPrefix("0x") ? String(text.dropFirst(2)) : text
    guard (1...16).contains(digits.utf8.count), digits.allSatisfy(\.isHexDigit),
      let seed = UInt64(digits, radix: 16)
    else {
      throw .usage("invalid value '\(text)' for '--seed': expected 1 to 16 hex digits")
    }
    self.seed = seed
    events = try arguments.read(Self.option.events)
    menuPath = try arguments.read(Self.option.menuPath)
    recordsSelections = try arguments.read(Self.option.recordsSelections)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    let menu = try menuPath.map(MenuOption.read) ?? ChooserMenu.standard
    var generator = SessionGenerator(seed: seed, menu: menu, recordsSelections: recordsSelections)
    do {
      output.write(try LogLine.newHeader(generator.header))
    } catch {
      throw .failed(.invalidMenu, "\(menuPath ?? "--menu"): \(error)")
    }
    for _ in 0..<events {
      output.write(LogLine.event(generator.next()))
    }
  }
}
