public import MonsoonEvents

extension Generator where Value == ChooserMenu {
  /// Valid menus of a shape. A counter-example shrinks to fewer prompts, fewer choices and
  /// simpler words.
  public static func menus(_ shape: MenuShape = .any) -> Generator {
    let words = Generator<String>.element(of: shape.text.words)
    let prompt = words.zip(words.array(count: shape.choices))
    return prompt.array(count: shape.prompts).map { drawn in
      let prompts = drawn.enumerated().map { index, prompt in
        Prompt(
          id: prompt.0 + "\(index)",
          choices: prompt.1.enumerated().map { choice, word in word + "-\(choice)" })
      }
      do {
        return try ChooserMenu(prompts: prompts)
      } catch {
        preconditionFailure("a generated menu breaks a menu rule: \(error)")
      }
    }
  }
}
