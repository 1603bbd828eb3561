package import MonsoonEvents

/// Where `follow` puts the states and warnings of a log as its lines arrive.
package protocol FollowSink {
  /// Adds whole lines written straight into its memory: `write` writes them from the start
  /// of the memory it is given (at least `maximumCount` bytes, valid during the call), each
  /// ending with a newline, and returns how many bytes it wrote.
  mutating func lines(maximumCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int)
  /// Adds one line of text.
  mutating func line(_ text: String)
  /// Gives the warning for a bad line or a torn tail; `urgent` for a bad line, whose warning
  /// must come after the states before it and be seen at once.
  mutating func warn(_ problem: LogProblem, urgent: Bool)
  /// Called when no further line has arrived yet: what was added must be written out now.
  mutating func waiting()
}
