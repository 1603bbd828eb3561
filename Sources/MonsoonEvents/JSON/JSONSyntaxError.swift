/// A problem found while reading one line of JSON, with the 1-based byte column where it starts.
struct JSONSyntaxError: Error, Hashable, Sendable {
  /// The 1-based byte column of the offending byte.
  let column: Int
  /// What is wrong, as a sentence fragment ("unterminated string").
  let reason: String
}
