/// Why the reducer refused an event; a refused event leaves the state unchanged.
public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
  /// The event is not possible on the current screen.
  case wrongScreen(EventKind, Screen)
  /// The prompt index is not one of the menu's prompts.
  case promptOutOfRange(prompt: Int, promptCount: Int)
  /// The option index is not one of the prompt's options.
  case optionOutOfRange(prompt: Int, option: Int, optionCount: Int)
  /// The navigation button is not one of search, calendar, compass, menu.
  case unknownButton(String)

  /// A sentence saying why, such as "tap while on the detail screen".
  public var description: String {
    switch self {
    case .wrongScreen(let kind, let screen):
      "\(kind.rawValue) while on the \(screen.rawValue) screen"
    case .promptOutOfRange(let prompt, let count):
      "prompt \(prompt) out of range: prompts are \(Self.indices(count))"
    case .optionOutOfRange(let prompt, let option, let count):
      "option \(option) out of range for prompt \(prompt): its options are \(Self.indices(count))"
    case .unknownButton(let name):
      "unknown nav button '\(name)'; buttons: \(NavButton.namesForMessages)"
    }
  }

  /// The indices below `count` in words: `0 to 5`, `0`.
  private static func indices(_ count: Int) -> String {
    count <= 1 ? "0" : "0 to \(count - 1)"
  }
}
