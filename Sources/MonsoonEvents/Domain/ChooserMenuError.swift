/// Why a list of prompts is not a valid ``ChooserMenu``.
public enum ChooserMenuError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The menu has no prompts.
  case noPrompts
  /// The menu has more than `ChooserMenu.maximumPromptCount` prompts.
  case tooManyPrompts(Int)
  /// The prompt at this index has an empty id.
  case emptyPromptID(index: Int)
  /// Two prompts share this id.
  case duplicatePromptID(String)
  /// The prompt has fewer than 2 or more than 8 options.
  case optionCount(promptID: String, count: Int)
  /// The prompt's option at this index is the empty string.
  case emptyOption(promptID: String, index: Int)

  /// A sentence naming the broken rule.
  public var description: String {
    switch self {
    case .noPrompts:
      "a menu needs at least 1 prompt"
    case .tooManyPrompts(let count):
      "a menu has at most \(ChooserMenu.maximumPromptCount) prompts, this one has \(count)"
    case .emptyPromptID(let index):
      "prompt \(index) has an empty id"
    case .duplicatePromptID(let id):
      "two prompts have the id '\(id)'"
    case .optionCount(let id, let count):
      "prompt '\(id)' has \(count) options; a prompt has "
        + "\(ChooserMenu.minimumOptionCount) to \(ChooserMenu.maximumOptionCount)"
    case .emptyOption(let id, let index):
      "prompt '\(id)' has an empty option at index \(index)"
    }
  }
}
