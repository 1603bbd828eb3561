package import MonsoonEvents

/// How a word names one of a list of names: a menu's prompts by their ids, or a prompt's
/// options by their texts. This is the names grammar of docs/names.md, the one place where
/// conditions (`--until`, `bisect`, `shrink`) and the recorder's commands (`tap`, `select`)
/// resolve a name.
///
/// A word names, in this order of precedence:
/// 1. the names spelled exactly like it, code point by code point;
/// 2. else the name spelled like it but for letter case, when only one is;
/// 3. else, when it is a decimal integer, the name at that index (0 is the first).
///
/// Text wins over an index: in a menu whose options are "1" and "0", `1` names the option
/// whose text is "1", and the match carries a note saying that it did not name option 1.
package struct MenuName: Hashable, Sendable {
  /// What one name is, for messages: `prompt` or `option`.
  package let noun: String
  /// Whose names they are, for messages: `nil` for prompts, the prompt's id for options.
  package let owner: String?
  /// The names, in index order.
  package let names: [String]

  /// Creates a resolver over names.
  /// - Parameters:
  ///   - noun: what one name is, as a message says it (`prompt`, `option`).
  ///   - owner: whose names they are (a prompt's id for its options), or `nil`.
  ///   - names: the names, in index order (duplicates allowed: a prompt's options may be).
  package init(noun: String, owner: String? = nil, names: [String]) {
    self.noun = noun
    self.owner = owner
    self.names = names
  }

  /// The prompts of a menu, named by their ids.
  package static func prompts(of menu: ChooserMenu) -> MenuName {
    MenuName(noun: "prompt", names: menu.prompts.map(\.id))
  }

  /// The options of a prompt, named by their texts.
  package static func options(of prompt: Prompt) -> MenuName {
    MenuName(noun: "option", owner: prompt.id, names: prompt.options)
  }

  /// What a word matched.
  package struct Match: Hashable, Sendable {
    /// The indices it names: one, or several when the names spell the same text several times
    /// (a prompt's options may repeat); for an index, that index, checked by no one here.
    package let indices: [Int]
    /// Whether the word named by text (exactly or but for case) rather than by index.
    package let byText: Bool
    /// Said when the word was also an index of another name, which text won over.
    package let note: String?

    /// The first index the word names.
    package var index: Int { indices[0] }
  }

  /// Resolves a word by the names grammar.
  /// - Returns: the match; an integer that matches no text is returned as an index even when
  ///   it is out of range, for the caller to check or the reducer to reject.
  /// - Throws: ``MenuNameError`` when the word matches nothing, or matches several names
  ///   but for case and none exactly.
  package func resolve(_ word: String) throws(MenuNameError) -> Match {
    if let match = try textMatch(word) { return match }
    if let index = Int(word) { return Match(indices: [index], byText: false, note: nil) }
    throw .unknown(word, kinds: plural, known: names)
  }

  /// The names the word matches by text (exactly, else but for case when only one text
  /// does), or `nil` when none does.
  /// - Throws: ``MenuNameError/ambiguous(_:kinds:matches:)`` for several texts but for case.
  package func textMatch(_ word: String) throws(MenuNameError) -> Match? {
    var indices = names.indices.filter { names[$0].utf8.elementsEqual(word.utf8) }
    if indices.isEmpty {
      let folded = word.lowercased()
      indices = names.indices.filter { names[$0].lowercased() == folded }
      var texts: [String] = []
      for index in indices
      where !texts.contains(where: { $0.utf8.elementsEqual(names[index].utf8) }) {
        texts.append(names[index])
      }
      guard texts.count <= 1 else { throw .ambiguous(word, kinds: plural, matches: texts) }
    }
    guard let first = indices.first else { return nil }
    var note: String?
    if let index = Int(word), names.indices.contains(index), !indices.contains(index) {
      let of = owner.map { " of \($0)" } ?? ""
      note =
        "'\(word)' names \(noun) \(first)\(of) ('\(names[first])') by its text, not "
        + "\(noun) \(index) ('\(names[index])') by index: text wins over an index"
    }
    return Match(indices: indices, byText: true, note: note)
  }

  /// `prompts`, or `options of flavor`.
  private var plural: String { noun + "s" + (owner.map { " of \($0)" } ?? "") }
}

/// Why a word names none of a list of names, or more than one.
package enum MenuNameError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No name is spelled like the word, and it is not an integer; carries the names.
  case unknown(String, kinds: String, known: [String])
  /// Several names are spelled like the word but for letter case, none exactly.
  case ambiguous(String, kinds: String, matches: [String])

  /// A sentence saying what is wrong and what would be right.
  package var description: String {
    switch self {
    case .unknown(let word, let kinds, let known):
      "'\(word)' names none of the \(kinds): \(known.joined(separator: ", ")), or an index"
    case .ambiguous(let word, let kinds, let matches):
      "'\(word)' matches the \(kinds) \(matches.map { "'\($0)'" }.joined(separator: " and "))"
        + " but for letter case; write one exactly"
    }
  }
}

extension MenuName {
  /// The characters that close a name quoted with `opening`, the usual one first, or `nil`
  /// when `opening` is no quote: "double", 'single' and the typographic “double” and ‘single’
  /// quotes that documents and chat apps paste, in conditions and recorder commands alike
  /// (docs/names.md).
  package static func closingQuotes(of opening: Character) -> [Character]? {
    switch opening {
    case "\"": ["\""]
    case "'": ["'"]
    case "\u{201C}", "\u{201D}", "\u{201E}": ["\u{201D}", "\u{201C}"]
    case "\u{2018}", "\u{2019}", "\u{201A}": ["\u{2019}", "\u{2018}"]
    default: nil
    }
  }

  /// Whether a quote is one a name's own text may hold (every quote but the ASCII double
  /// quote, which only quotes): such a quoted name is looked up as written, quotes included,
  /// before it is read as quoted.
  package static func mayBeText(_ quote: Character) -> Bool {
    quote != "\""
  }
}
