@testable import monsoon_replay
import Testing

/// The argument parser on its own, without running the tool: how a command line splits into
/// positionals, option values and flags, and each way it can be wrong.
@Suite("ArgumentList: splitting a command line by the declared options")
struct ArgumentListTests {
  private static let at = CommandOption.value("--at", valueName: "seq", help: "At.")
  private static let output = CommandOption.value(
    "--output", short: "-o", valueName: "out", help: "Output.")
  private static let lenient = CommandOption.flag("--lenient", help: "Lenient.")
  private static let null = CommandOption.flag("--null", short: "-0", help: "NUL.")
  private static let list = CommandOption.value(
    "--files-from", valueName: "list", help: "List.", arity: .repeated)
  private static let accepted = [at, output, lenient, null, list]

  private func parse(_ arguments: [String]) throws(CommandError) -> ArgumentList {
    try ArgumentList(arguments, accepting: Self.accepted)
  }

  @Test("an empty command line has nothing in it")
  func empty() throws {
    let parsed = try parse([])
    #expect(parsed.positionals.isEmpty)
    #expect(parsed.value(Self.at) == nil)
    #expect(!parsed.contains(Self.lenient))
    #expect(parsed.values(Self.list).isEmpty)
  }

  @Test("positionals keep their order around options and flags")
  func positionals() throws {
    let parsed = try parse(["a.jsonl", "--lenient", "b.jsonl", "--at", "3", "c.jsonl"])
    #expect(parsed.positionals == ["a.jsonl", "b.jsonl", "c.jsonl"])
    #expect(parsed.contains(Self.lenient))
    #expect(parsed.value(Self.at) == "3")
  }

  @Test(
    "a value follows its option, or comes after '=' on a long name",
    arguments: [["--at", "7"], ["--at=7"]])
  func value(arguments: [String]) throws {
    #expect(try parse(arguments).value(Self.at) == "7")
  }

  @Test("a value may itself look like an option, be empty or hold '='")
  func unusualValues() throws {
    #expect(try parse(["--at", "--lenient"]).value(Self.at) == "--lenient")
    #expect(try parse(["--at="]).value(Self.at) == "")
    #expect(try parse(["--output=a=b"]).value(Self.output) == "a=b")
  }

  @Test("a short name is the same option as its long name", arguments: ["-o", "--output"])
  func shortName(name: String) throws {
    let parsed = try parse([name, "out.svg"])
    #expect(parsed.value(Self.output) == "out.svg")
    #expect(parsed.positionals.isEmpty)
  }

  @Test("a short-named flag such as -0 is set by either name", arguments: ["-0", "--null"])
  func shortFlag(name: String) throws {
    #expect(try parse([name]).contains(Self.null))
  }

  @Test("'--' ends the options: what follows is positional, even '--at' or '-h'")
  func terminator() throws {
    let parsed = try parse(["--lenient", "--", "--at", "-h", "--"])
    #expect(parsed.positionals == ["--at", "-h", "--"])
    #expect(parsed.value(Self.at) == nil)
    #expect(parsed.contains(Self.lenient))
  }

  @Test("'-' alone is a positional: standard input")
  func dash() throws {
    #expect(try parse(["-", "--at", "1"]).positionals == ["-"])
  }

  @Test("a repeated option keeps each value apart, commas and all")
  func repeatedValues() throws {
    let parsed = try parse(["--files-from", "a,b.txt", "--files-from=c.txt", "--files-from", ""])
    #expect(parsed.values(Self.list) == ["a,b.txt", "c.txt", ""])
  }

  @Test(
    "each mistake is a usage error with a message that names it",
    arguments: [
      (["--nope"], "unknown option '--nope'"),
      (["-x"], "unknown option '-x'"),
      (["--lenient=yes"], "flag '--lenient' takes no value"),
      (["--at"], "missing value for '--at'"),
      (["-o"], "missing value for '--output'"),
      (["--at", "1", "--at", "2"], "'--at' given more than once"),
      (["-o", "a", "--output", "b"], "'--output' given more than once"),
      (["-o=a"], "unknown option '-o=a'"),
    ])
  func mistakes(arguments: [String], message: String) {
    #expect(throws: CommandError.usage(message)) { try parse(arguments) }
  }

  @Test(
    "-h or --help anywhere before '--' asks for help",
    arguments: [
      (["replay", "-h"], true), (["--at", "3", "--help"], true), (["--", "-h"], false),
      (["--helpful"], false), ([], false),
    ])
  func help(arguments: [String], asks: Bool) {
    #expect(ArgumentList.asksForHelp(arguments) == asks)
  }

  @Test("integers are checked against their range, with the range in the message")
  func integers() throws {
    #expect(try parse(["--at", "0"]).integer(Self.at, in: 0...Int.max) == 0)
    #expect(try parse([]).integer(Self.at, in: 0...Int.max) == nil)
    #expect(
      throws: CommandError.usage("invalid value '-1' for '--at': expected an integer of at least 0")
    ) { try parse(["--at=-1"]).integer(Self.at, in: 0...Int.max) }
    #expect(
      throws: CommandError.usage("invalid value 'x' for '--at': expected an integer from 1 to 9")
    ) { try parse(["--at", "x"]).integer(Self.at, in: 1...9) }
  }

  @Test("a required option that is missing names itself and its value")
  func required() throws {
    #expect(try parse(["--at", "4"]).required(Self.at) == "4")
    #expect(throws: CommandError.usage("missing --at <seq>")) { try parse([]).required(Self.at) }
    #expect(throws: CommandError.usage("missing --at <seq>")) {
      try parse([]).requiredInteger(Self.at, in: 0...9)
    }
  }

  @Test("a choice is one of the cases, or a usage error listing them")
  func choices() throws {
    let format = CommandOption.format("Format.")
    let parsed = try ArgumentList(["--format", "json"], accepting: [format])
    #expect(try parsed.choice(format, default: OutputFormat.text) == .json)
    let missing = try ArgumentList([], accepting: [format])
    #expect(try missing.choice(format, default: OutputFormat.text) == .text)
    let wrong = try ArgumentList(["--format=xml"], accepting: [format])
    #expect(
      throws: CommandError.usage("invalid value 'xml' for '--format': expected one of text, json")
    ) { try wrong.choice(format, default: OutputFormat.text) }
  }

  @Test("too many positionals: the first extra one is named")
  func tooMany() throws {
    #expect(throws: CommandError.usage("unexpected argument 'b'")) {
      try parse(["a", "b", "c"]).positionals(atMost: 1)
    }
  }
}
