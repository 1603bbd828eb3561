/// How a command prints states.
enum OutputFormat: String, CaseIterable {
  /// For people.
  case text
  /// For programs: JSON.
  case json
}
