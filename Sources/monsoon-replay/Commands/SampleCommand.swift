import MonsoonEvents
import MonsoonReplay

/// `monsoon-replay sample`: prints the built-in sample log.
struct SampleCommand: Command {
  static let name = "sample"
  static let abstract = "Print the built-in sample session log (try: sample | timeline)."
  static let examples = [
    "monsoon-replay sample > session.jsonl",
  ]
  static let options: [CommandOption] = []

  init(_ arguments: ArgumentList) throws(CommandError) {
    _ = try arguments.positionals(atMost: 0)
  }

  func run(_ output: inout OutputStream, _ errors: inout OutputStream) throws(CommandError) {
    output.write(Array(SampleSession.log.utf8))
  }
}
