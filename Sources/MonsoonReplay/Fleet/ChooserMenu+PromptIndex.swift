package import MonsoonEvents

extension ChooserMenu {
  /// The index of the prompt with this id, or `nil` when the menu has none: how a session's
  /// figures find the meal, and a test store the prompt a test names.
  ///
  /// Ids are compared code point by code point, as everywhere in the log format: `"é"`
  /// (U+00E9) and `"é"` (e, U+0301) are two ids.
  package func index(ofPrompt id: String) -> Int? {
    prompts.firstIndex { $0.id.utf8.elementsEqual(id.utf8) }
  }
}
