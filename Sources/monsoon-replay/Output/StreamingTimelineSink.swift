import MonsoonEvents
import MonsoonReplay

/// Lines go to standard output and warnings to standard error as they come.
struct StreamingTimelineSink: TimelineSink {
  let output: OutputStream
  let errors: OutputStream
  /// The lines passed over, for a lenient replay's tally.
  private(set) var tally = LenientTally()

  func line(_ write: (inout [UInt8]) -> Void) -> Bool {
    output.line(write)
    return true
  }

  func lines(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> Bool {
    output.lines(maximumCount: maximumCount, write)
    return true
  }

  func warn(_ message: String) {
    errors.report(.warning(message))
  }

  mutating func passOver(_ problem: LogProblem) {
    tally.count(problem)
  }
}
