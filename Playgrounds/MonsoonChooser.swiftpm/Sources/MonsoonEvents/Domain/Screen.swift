/// The screen the user is on.
public enum Screen: String, Hashable, Sendable, CaseIterable {
  /// The rings with Randomize and Go.
  case chooser
  /// The list of the chosen options, reached with Go.
  case detail
}
