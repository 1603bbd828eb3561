/// The prompts of a chooser screen, in screen order.
///
/// A menu always holds 1 to ``maximumPromptCount`` prompts with unique, non-empty ids, each with 2
/// to ``maximumChoiceCount`` non-empty choices: an invalid menu cannot be constructed. Ids are
/// unique code point by code point (no Unicode normalization), as everywhere in the log format.
public struct ChooserMenu: Hashable, Sendable {
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
  /// For each prompt, what one step of its choice is worth in a combination number: the
  /// product of the choice counts of the prompts after it.
  let placeValues: [Int]
  /// For each prompt, `2^64 / (place × choices)` rounded up. The low 64 bits of a combination
  /// number `x` times it are `x mod (place × choices)` as a fraction of `place × choices`, off by
  /// less than `x / 2^64`; the high 64 bits of that times `choices` are then exactly the prompt's
  /// digit, `(x / place) mod choices`, for every `x` up to 8^8 (the error stays below 2^-36,
  /// far under the 1/place gap to the next integer).
  let remainderMultipliers: [UInt64]
  /// The choice counts, one byte each, prompt 0 in the lowest byte; zero past the last prompt.
  let packedChoiceCounts: UInt64

  /// Creates a menu after checking every rule of a menu.
  /// - Throws: ``ChooserMenuError`` naming the first rule the prompts break.
  public init(prompts: [Prompt]) throws(ChooserMenuError) {
    guard !prompts.isEmpty else { throw .noPrompts }
    guard prompts.count <= Self.maximumPromptCount else {
      throw .tooManyPrompts(prompts.count)
    }
    var seen: Set<[UInt8]> = []
    for (index, prompt) in prompts.enumerated() {
      guard !prompt.id.isEmpty else { throw .emptyPromptID(index: index) }
      guard seen.insert(Array(prompt.id.utf8)).inserted else {
        throw .duplicatePromptID(prompt.id)
      }
      guard (Self.minimumChoiceCount...Self.maximumChoiceCount).contains(prompt.choices.count)
      else { throw .choiceCount(promptID: prompt.id, count: prompt.choices.count) }
      if let empty = prompt.choices.firstIndex(where: \.isEmpty) {
        throw .emptyChoice(promptID: prompt.id, index: empty)
      }
    }
    self.prompts = prompts
    choiceCounts = prompts.map(\.choices.count)
    combinationCount = choiceCounts.reduce(1, *)
    var placeValues = [Int](repeating: 1, count: choiceCounts.count)
    for control in choiceCounts.indices.dropLast().reversed() {
      placeValues[control] = placeValues[control + 1] * choiceCounts[control + 1]
    }
    self.placeValues = placeValues
    remainderMultipliers = zip(placeValues, choiceCounts).map { place, count in
      UInt64.max / UInt64(place * count) + 1
    }
    packedChoiceCounts = choiceCounts.enumerated().reduce(0) { packed, entry in
      packed | UInt64(entry.element) << (8 * UInt64(entry.offset))
    }
  }

  /// A menu made of parts already checked and derived by ``init(prompts:)``.
  init(
    prompts: [Prompt], choiceCounts: [Int], combinationCount: Int, placeValues: [Int],
    remainderMultipliers: [UInt64], packedChoiceCounts: UInt64
  ) {
    self.prompts = prompts
    self.choiceCounts = choiceCounts
    self.combinationCount = combinationCount
    self.placeValues = placeValues
    self.remainderMultipliers = remainderMultipliers
    self.packedChoiceCounts = packedChoiceCounts
  }

  /// The number of prompts (and so of controls on the screen).
  public var count: Int { prompts.count }

  /// The number of `selections` among the combinations: a mixed-radix number, control 0 the
  /// most significant digit.
  @inline(__always)
  func combination(of selections: Selections) -> UInt64 {
    var combination = 0
    for control in 0..<count {
      combination &+= selections.unchecked(control) &* placeValues[control]
    }
    return UInt64(truncatingIfNeeded: combination)
  }

  /// The selections of combination number `combination` (below ``combinationCount``).
  ///
  /// Each digit is computed on its own, from the number times a precomputed reciprocal, so the
  /// digits do not wait on one another as they would in a chain of divisions.
  @inline(__always)
  func selections(ofCombination combination: UInt64) -> Selections {
    var selections = Selections(zerosCount: count)
    for control in 0..<count {
      let fraction = combination &* remainderMultipliers[control]
      let digit = fraction.multipliedFullWidth(by: UInt64(choiceCounts[control])).high
      selections = selections.replacing(control, with: Int(truncatingIfNeeded: digit))
    }
    return selections
  }

  /// The number of choices of the prompt in `slot` (0 to 7), or 0 past the last prompt.
  @inline(__always)
  func choiceCount(unchecked slot: Int) -> Int {
    Int(truncatingIfNeeded: packedChoiceCounts &>> (8 &* UInt64(truncatingIfNeeded: slot)) & 0xff)
  }

  /// The index of the prompt with this id, or `nil` when the menu has none.
  ///
  /// Ids are compared code point by code point, as everywhere in the log format: `"é"`
  /// (U+00E9) and `"é"` (e, U+0301) are two ids.
  public func index(ofPrompt id: String) -> Int? {
    prompts.firstIndex { $0.id.utf8.elementsEqual(id.utf8) }
  }

  /// The menu of the Monsoon screen: production, flavor, texture, heat, amount and meal.
  public static let standard: ChooserMenu = {
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
      return try ChooserMenu(prompts: prompts)
    } catch {
      preconditionFailure("the standard menu breaks a menu rule: \(error)")
    }
  }()
}
