/// One question of the chooser screen, shown as one ring: an identifier and the options the
/// user chooses from.
///
/// The first option is the arc at the left (9 o'clock); the others follow clockwise. A prompt's
/// place in its menu is its index, which events name (``Event/tap(prompt:)``). Two prompts are
/// equal when their ids and options are the same code points, as everywhere in the log format:
/// text is never compared after Unicode normalization.
public struct Prompt: Hashable, Sendable, Codable {
  /// The prompt's identifier, unique within its menu (for example `flavor`).
  let id: String
  /// The options the user chooses from, in arc order (for example `savory`, `sweet`, `umami`).
  public let options: [String]

  /// Creates a prompt; ``ChooserMenu/init(prompts:)`` checks that it is well formed.
  public init(id: String, options: [String]) {
    self.id = id
    self.options = options
  }

  /// The JSON keys, as a log header writes a prompt: `{"id": …, "choices": […]}`.
  private enum CodingKeys: String, CodingKey {
    case id
    case options = "choices"
  }

  /// Whether two prompts have the same id and options, code point by code point.
  public static func == (lhs: Prompt, rhs: Prompt) -> Bool {
    lhs.id.utf8.elementsEqual(rhs.id.utf8)
      && lhs.options.count == rhs.options.count
      && zip(lhs.options, rhs.options).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
  }

  /// Hashes the id and options by their code points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Array(id.utf8))
    hasher.combine(options.map { Array($0.utf8) })
  }
}
