package import MonsoonEvents
import MonsoonScreen

/// Why a log could not be turned into a UI test.
package enum UITestScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The log has a problem: the first one in strict mode, or one of the input itself.
  case log(LogProblem)
  /// A `select` event, which the test performs only by taps, and taps were not allowed.
  case selectNotPerformable(line: Int, seq: Int, words: String, taps: Int)
  /// The log has more event lines than a UI test holds; the line of the first one too many.
  case tooLong(line: Int, limit: Int)
  /// The test's source would pass `limit` bytes; the line whose event passed it.
  case tooLarge(line: Int, limit: Int)

  /// The line the problem is on; 0 for a problem of the input as a whole.
  package var line: Int {
    switch self {
    case .log(let problem): problem.line
    case .selectNotPerformable(let line, _, _, _), .tooLong(let line, _), .tooLarge(let line, _):
      line
    }
  }

  /// The problem as a sentence, without its line.
  package var description: String {
    switch self {
    case .log(let problem):
      return problem.description
    case .selectNotPerformable(_, let seq, let words, let taps):
      let tapping =
        taps == 0 ? "no tap (it is chosen already)" : "\(taps) tap\(taps == 1 ? "" : "s")"
      return "seq \(seq), \(words): a UI test cannot choose an option directly (the app "
        + "records a select only for VoiceOver's swipe down, which XCUITest cannot send); "
        + "--select-by-taps performs it as \(tapping) on its ring, and the app then logs taps"
    case .tooLong(_, let limit):
      return "more than \(limit) event lines, too many for one UI test (about a second an event "
        + "on a simulator); cut the log down first, with 'monsoon-replay shrink'"
    case .tooLarge(_, let limit):
      return "the UI test would be larger than \(limit) bytes (\(limit >> 20) MiB) from this "
        + "line on, too large for one Swift file; cut the log down first, with "
        + "'monsoon-replay shrink'"
    }
  }
}
