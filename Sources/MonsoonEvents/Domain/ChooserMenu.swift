/// The prompts of a chooser screen, in screen order.
///
/// A menu always holds 1 to `maximumPromptCount` prompts with unique, non-empty ids, each with 2
/// to `maximumOptionCount` non-empty options: an invalid menu cannot be constructed. Ids are
/// unique code point by code point (no Unicode normalization), as everywhere in the log format.
public struct ChooserMenu: Hashable, Sendable {
  /// The most prompts a menu may hold.
  package static let maximumPromptCount = 8
  /// The fewest options a prompt may offer.
  package static let minimumOptionCount = 2
  /// The most options a prompt may offer.
  package static let maximumOptionCount = 8

  /// The prompts, in screen order (prompt 0 first).
  package let prompts: [Prompt]
  /// The number of options of each prompt, in prompt order.
  public let optionCounts: [Int]
  /// The number of distinct combinations of options (the product of ``optionCounts``).
  package let combinationCount: Int
  /// For each prompt, what one step of its option is worth in a combination number: the
  /// product of the option counts of the prompts after it.
  let placeValues: [Int]
  /// For each prompt, `2^64 / (place × options)` rounded up. The low 64 bits of a combination
  /// number `x` times it are `x mod (place × options)` as a fraction of `place × options`, off by
  /// less than `x / 2^64`; the high 64 bits of that times `options` are then exactly the prompt's
  /// digit, `(x / place) mod options`, for every `x` up to 8^8 (the error stays below 2^-36,
  /// far under the 1/place gap to the next integer).
  let remainderMultipliers: [UInt64]
  /// The number of ways to move every prompt to another of its options: the product of one
  /// less than each option count (log format version 2's Randomize draws one).
  let moveCount: Int
  /// ``remainderMultipliers`` for the move numbers, whose digit for a prompt of n options runs
  /// from 0 to n - 2 (prompt 0 the most significant); the same bound holds, as every move
  /// number is below 7^8.
  let moveRemainderMultipliers: [UInt64]

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
      guard (Self.minimumOptionCount...Self.maximumOptionCount).contains(prompt.options.count)
      else { throw .optionCount(promptID: prompt.id, count: prompt.options.count) }
      if let empty = prompt.options.firstIndex(where: \.isEmpty) {
        throw .emptyOption(promptID: prompt.id, index: empty)
      }
    }
    self.prompts = prompts
    optionCounts = prompts.map(\.options.count)
    combinationCount = optionCounts.reduce(1, *)
    var placeValues = [Int](repeating: 1, count: optionCounts.count)
    for prompt in optionCounts.indices.dropLast().reversed() {
      placeValues[prompt] = placeValues[prompt + 1] * optionCounts[prompt + 1]
    }
    self.placeValues = placeValues
    remainderMultipliers = zip(placeValues, optionCounts).map { place, count in
      UInt64.max / UInt64(place * count) + 1
    }
    (moveCount, moveRemainderMultipliers) = Self.moveTables(optionCounts: optionCounts)
  }

  /// ``moveCount`` and ``moveRemainderMultipliers`` for these option counts.
  private static func moveTables(optionCounts: [Int]) -> (count: Int, multipliers: [UInt64]) {
    var multipliers = [UInt64](repeating: 0, count: optionCounts.count)
    var place = 1
    for prompt in optionCounts.indices.reversed() {
      let digits = optionCounts[prompt] - 1
      // A digit that can only be 0 (a last prompt of two options: modulus 1, whose 2^64 does
      // not fit) needs no multiplier: any fraction times 1 has a high half of 0.
      let modulus = UInt64(place * digits)
      multipliers[prompt] = modulus == 1 ? 0 : UInt64.max / modulus + 1
      place *= digits
    }
    return (place, multipliers)
  }

  /// The number of prompts (and so of prompts on the screen).
  public var count: Int { prompts.count }

  /// The number of `selections` among the combinations: a mixed-radix number, prompt 0 the
  /// most significant digit.
  @inline(__always)
  func combination(of selections: Selections) -> UInt64 {
    var combination = 0
    for prompt in 0..<count {
      combination &+= selections.unchecked(prompt) &* placeValues[prompt]
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
    for prompt in 0..<count {
      let fraction = combination &* remainderMultipliers[prompt]
      let digit = fraction.multipliedFullWidth(by: UInt64(optionCounts[prompt])).high
      selections = selections.replacing(prompt, with: Int(truncatingIfNeeded: digit))
    }
    return selections
  }

  /// `selections` with every prompt moved to another of its options by move number `move`
  /// (below ``moveCount``): a prompt of n options whose digit is d moves d + 1 options on,
  /// coming round past the last.
  ///
  /// Each digit is computed on its own, as in ``selections(ofCombination:)``.
  @inline(__always)
  func selections(moving selections: Selections, by move: UInt64) -> Selections {
    var moved = selections
    for prompt in 0..<count {
      let options = optionCounts[prompt]
      let fraction = move &* moveRemainderMultipliers[prompt]
      let digit = fraction.multipliedFullWidth(by: UInt64(options &- 1)).high
      let option = selections.unchecked(prompt) &+ 1 &+ Int(truncatingIfNeeded: digit)
      moved = moved.replacing(prompt, with: option < options ? option : option &- options)
    }
    return moved
  }

  /// The menu of the Monsoon screen: production, flavor, texture, heat, amount and meal.
  public static let standard: ChooserMenu = {
    let prompts = [
      Prompt(
        id: "production",
        options: ["one of a kind", "mass market", "small batch", "large batch"]),
      Prompt(id: "flavor", options: ["savory", "sweet", "umami"]),
      Prompt(id: "texture", options: ["crunchy", "mushy", "smooth"]),
      Prompt(id: "heat", options: ["spicy", "mild"]),
      Prompt(id: "amount", options: ["a little", "a lot"]),
      Prompt(id: "meal", options: ["breakfast", "brunch", "lunch", "snack", "dinner"]),
    ]
    do {
      return try ChooserMenu(prompts: prompts)
    } catch {
      preconditionFailure("the standard menu breaks a menu rule: \(error)")
    }
  }()
}
