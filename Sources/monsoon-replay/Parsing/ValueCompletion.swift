/// What a shell offers when completing an argument or an option's value.
enum ValueCompletion: Sendable, Hashable {
  /// Nothing: the value is a number or free text.
  case none
  /// One of these words, such as `text` and `json` for `--format`.
  case choices([String])
  /// File names (and directories to go into); only those with one of these extensions, when
  /// any is given (`render -o` takes `svg` and `png`).
  case files(extensions: [String])
}
