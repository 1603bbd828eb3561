import MonsoonEvents
import MonsoonReplay
import MonsoonSystem

/// The JSON Lines projections the many-log commands print for a fleet's query engines, one
/// line per log. docs/fleet.md is their contract: every key, its type and meaning.
///
/// Every line starts with `"schema"`, naming the projection and its version, so that a line
/// read on its own says how to read it; a key is only ever added within a version.
enum Projection: String, Sendable {
  /// `replay --each --format json`: one session's final state and what happened in it.
  case session = "session/1"
  /// `bisect --each --format json`: the first event after which a condition holds.
  case hit = "hit/1"
  /// `timeline --format json` over many logs: one line per event (the event lines are
  /// written by MonsoonReplay's `TimelineJSONWriter`).
  case event = "event/1"

  /// A line of this projection for `file`: `{"schema":…,"file":…` then what `members`
  /// writes, then `}`.
  func line(file: String, _ members: (inout JSONWriter) -> Void) -> String {
    JSONWriter.text { json in
      begin(&json, file: file)
      members(&json)
      json.endObject()
    }
  }

  /// The line for a log that could not be read to the end:
  /// `{"schema":…,"file":…,"error":…,"status":N}`; `file` is null for a failure that is not a
  /// log's (a bad `--files-from` entry).
  func errorLine(file: String?, messages: [String], status: ExitCode) -> String {
    JSONWriter.text { json in
      begin(&json, file: file)
      json.key("error")
      json.string(FilePath.showingBytes(messages.joined(separator: "; ")))
      json.key("status")
      json.integer(Int(status.rawValue))
      json.endObject()
    }
  }

  /// The error line for what stopped the work on one log (a usage error has status 64).
  func errorLine(file: String?, _ error: CommandError) -> String {
    switch error {
    case .failed(let code, let messages):
      errorLine(file: file, messages: messages, status: code)
    case .usage(let message):
      errorLine(file: file, messages: [message], status: .usage)
    }
  }

  private func begin(_ json: inout JSONWriter, file: String?) {
    json.beginObject()
    json.key("schema")
    json.string(rawValue)
    json.fileMembers(file)
  }
}
