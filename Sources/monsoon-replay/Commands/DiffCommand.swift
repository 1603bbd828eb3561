import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay diff`: the first step after which two logs' states differ.
struct DiffCommand: Command {
  static let name = "diff"
  static let abstract = "Find the first event after which two logs' states differ."
  static let examples = [
    "monsoon-replay diff tester.jsonl fixed.jsonl",
    "monsoon-replay diff session.jsonl session.jsonl --skip 7",
  ]
  static let arguments = [
    CommandArgument("a", help: "The first log ('-' for standard input)."),
    CommandArgument("b", help: "The second log ('-' for standard input)."),
  ]
  static let options = option.commandOptions
  static let discussion = """
    Step k compares the states after each log's k-th applied event, every field included
    (seq, screen, choices, nav taps, and rng, the generator's state). Prints 'no difference
    in N events' (JSON: nothing) and exits 0 when every step is equal; prints the first
    difference, with each log's event at that step, and exits 1 otherwise. Both logs are
    read from their start. Logs of two format versions differ at seq 0, said in words (JSON:
    "version":{"a":1,"b":2}); with --visible they are compared step by step, each under its
    own rules, and a difference found names the versions too.
    """

  private struct Options: OptionGroup {
    let format = TypedOption.choice(
      .format(
        "text (the default) or json ({\"seq\":N,\"a\":{...},\"b\":{...}}: each side's "
          + "fields that differ, its prompts in \"choices\", as in the state's JSON; with "
          + "\"ended\":\"a\" or \"b\" when one log ran out of events first)."),
      default: OutputFormat.text)
    let mode = TypedOption.mode()
    let skip = TypedOption.skipList(
      .skip(
        "Replay <b> as if these of its events never happened, such as 12,15-18 (see "
          + "docs/skip.md): 'diff s.jsonl s.jsonl --skip 6' shows what event 6 changed "
          + "downstream."))
    let showsGenerator = TypedOption.flag(
      .flag(
        "--rng",
        help: "Show the generator's state (rng) in the text output; hidden, a difference "
          + "there is said in one line."))

    let visibleOnly = TypedOption.flag(
      .flag(
        "--visible",
        help: "Compare only what the user saw: the screen, the choices and the nav counts "
          + "(not seq, rng or the format version), as for two logs of different seeds."))

    var declaredOptions: [CommandOption] {
      [format.option, mode.option, skip.option, showsGenerator.option, visibleOnly.option]
    }
  }
  private static let option = Options()

  let a: LogInput
  let b: LogInput
  let format: OutputFormat
  let mode: ReplayMode
  let skips: SkipList
  let showsGenerator: Bool
  /// Whether only the screen, the choices and the nav counts are compared.
  let visibleOnly: Bool

  init(_ arguments: ArgumentList) throws(CommandError) {
    let files = try arguments.positionals(atMost: 2)
    guard files.count == 2 else { throw .usage("diff needs two logs, <a> and <b>") }
    guard files != ["-", "-"] else {
      throw .usage("standard input ('-') can be only one of the two logs")
    }
    a = files[0] == "-" ? .standardInput : .file(files[0])
    b = files[1] == "-" ? .standardInput : .file(files[1])
    format = try arguments.read(Self.option.format)
    mode = try arguments.read(Self.option.mode)
    skips = try arguments.read(Self.option.skip)
    showsGenerator = try arguments.read(Self.option.showsGenerator)
    visibleOnly = try arguments.read(Self.option.visibleOnly)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    let (startA, startB) = (try a.start(mode: mode), try b.start(mode: mode))
    let (difference, endA, endB): (LogDifference?, ReplayEnd, ReplayEnd)
    var tallies = (a: LenientTally(), b: LenientTally())
    do {
      (difference, endA, endB) = try LogDiff.firstDifference(
        startA, startB, skipping: skips, visibleOnly: visibleOnly
      ) { side, problem in
        if side == .a { tallies.a.count(problem) } else { tallies.b.count(problem) }
        (side == .a ? a : b).warn(problem, &errors)
      }
    } catch {
      throw (error.side == .a ? a : b).failure(error.problem)
    }
    tallies.a.report(counted: endA.appliedCount, mode: mode, of: a, to: &errors)
    tallies.b.report(counted: endB.appliedCount, mode: mode, of: b, to: &errors)
    try b.checkSkips(endB)
    guard let difference else {
      if format == .text {
        let count = endA.appliedCount
        let events = count == 1 ? "1 event" : "\(count) events"
        output.line("no \(visibleOnly ? "visible " : "")difference in \(events)")
      }
      return
    }
    switch format {
    case .text:
      output.line(
        difference.text(
          names: (a.displayName, b.displayName + (skips.isEmpty ? "" : " --skip \(skips)")),
          menus: (startA.header.menu, startB.header.menu),
          showingGenerator: showsGenerator))
    case .json: output.jsonLine(difference.json)
    }
    throw .failed(.failure, [])
  }
}
