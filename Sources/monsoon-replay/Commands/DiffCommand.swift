import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay diff`: the first step after which two logs' states differ.
struct DiffCommand: Command {
  static let name = "diff"
  static let abstract = "Find the first event after which two logs' states differ."
  static let usage =
    "diff <a> <b> [--format <format>] [--lenient] [--skip <seqs>]"
  static let helpSections = """
    ARGUMENTS:
      <a>                     The first log ('-' for standard input).
      <b>                     The second log ('-' for standard input).

    OPTIONS:
      --format <format>       text (the default) or json ({"seq":N,"a":{...},"b":{...}}, with
                              "ended":"a" or "b" when one log ran out of events first).
      --lenient               Skip bad lines with a warning instead of stopping at the first.
      --skip <seqs>           Replay <b> as if these of its events never happened, such as
                              12,15-18 (see docs/skip.md): 'diff s.jsonl s.jsonl --skip 6'
                              shows what event 6 changed downstream.
      -h, --help              Show help information.

    Step k compares the states after each log's k-th applied event, every field included
    (seq, screen, choices, nav taps, and rng, the generator's state). Prints nothing and exits
    0 when every step is equal; prints the first difference and exits 1 otherwise.
    """
  static let specification = ArgumentList.Specification(
    valued: ["--format", "--skip"], flags: ["--lenient"])

  let a: LogInput
  let b: LogInput
  let format: OutputFormat
  let mode: ReplayMode
  let skips: SkipList

  init(_ arguments: ArgumentList) throws(CommandError) {
    let files = try arguments.positionals(atMost: 2)
    guard files.count == 2 else { throw .usage("diff needs two logs, <a> and <b>") }
    guard files != ["-", "-"] else {
      throw .usage("standard input ('-') can be only one of the two logs")
    }
    a = files[0] == "-" ? .standardInput : .file(files[0])
    b = files[1] == "-" ? .standardInput : .file(files[1])
    format = try arguments.choice("--format", default: .text)
    mode = arguments.mode
    skips = try arguments.skipList()
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    var cursorA = try a.cursor(mode: mode)
    var cursorB = try b.cursor(mode: mode, skipping: skips)
    let difference: LogDifference?
    do {
      difference = try LogDiff.firstDifference(&cursorA, &cursorB) { side, problem in
        (side == .a ? a : b).warn(problem, &errors)
      }
    } catch {
      throw (error.side == .a ? a : b).failure(error.problem)
    }
    guard let difference else {
      try b.checkSkips(cursorB)
      return
    }
    switch format {
    case .text: output.line(difference.text)
    case .json: output.line(difference.json)
    }
    throw .failed(.failure, [])
  }
}
