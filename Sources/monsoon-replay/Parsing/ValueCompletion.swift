/// What a shell offers when completing an argument or an option's value.
///
/// A kind and its words, not an enum with an array in two of its cases: such an enum keeps its
/// case in spare bits of the array's pointer, where LeakSanitizer does not see a pointer, and it
/// then reported the arrays of the tool's static option declarations as leaked.
struct ValueCompletion: Sendable, Hashable {
  /// What is offered.
  enum Kind: Sendable, Hashable {
    /// Nothing: the value is a number or free text.
    case none
    /// One of the ``ValueCompletion/words``, such as `text` and `json` for `--format`.
    case choices
    /// File names (and directories to go into); only those with one of the extensions in
    /// ``ValueCompletion/words``, when there is any (`render -o` takes `svg` and `png`).
    case files
  }

  let kind: Kind
  /// The choices, or the file extensions.
  let words: [String]

  /// Nothing: the value is a number or free text.
  static let none = ValueCompletion(kind: .none, words: [])

  /// One of `choices`.
  static func choices(_ choices: [String]) -> Self { Self(kind: .choices, words: choices) }

  /// File names with one of `extensions` (any file when it is empty), and directories.
  static func files(extensions: [String]) -> Self { Self(kind: .files, words: extensions) }
}
