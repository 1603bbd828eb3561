/// The prompts of a chooser screen, in screen order.
///
/// A menu always holds 1 to ``maximumPromptCount`` prompts with unique, non-empty ids, each with 2
/// to ``maximumChoiceCount`` non-empty choices: an invalid menu cannot be constructed.
public struct Menu: Hashable, Sendable {
  /// The most prompts a menu may hold.
  public static let maximumPromptCount = 8
  /// The fewest choices a prompt may offer.
  public static let minimumChoiceCount = 2
  /// The most choices a prompt may offer.
  public static let maximumChoiceCount = 8

  /// The prompts, in screen order (control 0 first).
  public let prompts: [Prompt]
  /// The number of choices of each prompt, in prompt order.
  public let choiceCounts: [Int]
  /// The number of distinct combinations of choices (the product of ``choiceCounts``).
  public let combinationCount: Int
  /// For each prompt, `2^32 / choices` rounded up: `x / choices == (x * m) >> 32` for every
  /// `x < 2^29`, which covers every combination number (at most 8^8).
  let divisionMultipliers: [UInt64]

  /// Creates a menu after checking every rule of a menu.
  /// - Throws: ``MenuError`` naming the first rule the prompts break.
  public init(prompts: [Prompt]) throws(MenuError) {
    guard !prompts.isEmpty else { throw .noPrompts }
    guard prompts.count <= Self.maximumPromptCount else {
      throw .tooManyPrompts(prompts.count)
    }
    var seen: Set<String> = []
    for (index, prompt) in prompts.enumerated() {
      guard !prompt.id.isEmpty else { throw .emptyPromptID(index: index) }
      guard seen.insert(prompt.id).inserted else { throw .duplicatePromptID(prompt.id) }
      guard (Self.minimumChoiceCount...Self.maximumChoiceCount).contains(prompt.choices.count)
      else { throw .choiceCount(promptID: prompt.id, count: prompt.choices.count) }
      if let empty = prompt.choices.firstIndex(where: \.isEmpty) {
        throw .emptyChoice(promptID: prompt.id, index: empty)
      }
    }
    self.prompts = prompts
    choiceCounts = prompts.map(\.choices.count)
    combinationCount = choiceCounts.reduce(1, *)
    divisionMultipliers = choiceCounts.map { (1 << 32) / UInt64($0) + 1 }
  }

  /// The number of prompts (and so of controls on the screen).
  public var count: Int { prompts.count }

  /// The index of the prompt with this id, or `nil` when the menu has none.
  public func index(ofPrompt id: String) -> Int? {
    prompts.firstIndex { $0.id == id }
  }

  /// The menu of the Monsoon screen: production, flavor, texture, heat, amount and meal.
  public static let standard: Menu = {
    let prompts = [
      Prompt(
        id: "production",
        choices: ["one of a kind", "mass market", "small batch", "large batch"]),
      Prompt(id: "flavor", choices: ["savory", "sweet", "umami"]),
      Prompt(id: "texture", choices: ["crunchy", "mushy", "smooth"]),
      Prompt(id: "heat", choices: ["spicy", "mild"]),
      Prompt(id: "amount", choices: ["a little", "a lot"]),
      Prompt(id: "meal", choices: ["breakfast", "brunch", "lunch", "snack", "dinner"]),
    ]
    do {
      return try Menu(prompts: prompts)
    } catch {
      preconditionFailure("the standard menu breaks a menu rule: \(error)")
    }
  }()
}
