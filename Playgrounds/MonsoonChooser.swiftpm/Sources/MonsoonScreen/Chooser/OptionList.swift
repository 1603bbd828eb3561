// package import MonsoonEvents

/// A ring's options as Interface Builder can edit them: one comma-separated string, since
/// an inspectable property cannot be an array.
enum OptionList {
  /// The options in `list`: split at commas, each trimmed of surrounding spaces, empty ones
  /// dropped (`"savory, sweet,,umami "` is `["savory", "sweet", "umami"]`).
  static func options(from list: String) -> [String] {
    list.split(separator: ",").map { part in
      String(part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }.filter { !$0.isEmpty }
  }

  /// `options` as one list, `", "` between them.
  static func list(of options: [String]) -> String {
    options.joined(separator: ", ")
  }

  /// `index` moved into `0..<count` (0 when there are no options).
  static func clamped(_ index: Int, count: Int) -> Int {
    count > 0 ? min(max(index, 0), count - 1) : 0
  }

  /// What a ring shows in Interface Builder before its options are set.
  static let sample = Prompt(id: "flavor", options: ["savory", "sweet", "umami"])
}
