/// One circular control of the chooser screen: an identifier and the choices it cycles through.
///
/// The first choice is the arc at the left (9 o'clock); the others follow clockwise. Two prompts
/// are equal when their ids and choices are the same code points, as everywhere in the log
/// format: text is never compared after Unicode normalization.
public struct Prompt: Hashable, Sendable, Codable {
  /// The prompt's identifier, unique within its menu (for example `flavor`).
  public let id: String
  /// The choices shown on the control, in arc order.
  public let choices: [String]

  /// Creates a prompt; ``ChooserMenu/init(prompts:)`` checks that it is well formed.
  public init(id: String, choices: [String]) {
    self.id = id
    self.choices = choices
  }

  /// Whether two prompts have the same id and choices, code point by code point.
  public static func == (lhs: Prompt, rhs: Prompt) -> Bool {
    lhs.id.utf8.elementsEqual(rhs.id.utf8)
      && lhs.choices.count == rhs.choices.count
      && zip(lhs.choices, rhs.choices).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
  }

  /// Hashes the id and choices by their code points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Array(id.utf8))
    hasher.combine(choices.map { Array($0.utf8) })
  }
}
