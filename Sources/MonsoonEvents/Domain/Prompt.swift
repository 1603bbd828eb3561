/// One circular control of the chooser screen: an identifier and the choices it cycles through.
///
/// The first choice is the arc at the left (9 o'clock); the others follow clockwise.
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
}
