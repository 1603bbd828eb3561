public import MonsoonEvents

/// The value of one field of a state: an option's text, a screen name, or a count.
public enum FieldValue: Hashable, Sendable, CustomStringConvertible {
  /// A text, such as `umami` or `detail`.
  case text(String)
  /// A number, such as a nav tap count or a seq.
  case number(Int)

  /// The value as a person reads it: the text as it is, or the number.
  public var description: String {
    switch self {
    case .text(let text): text
    case .number(let number): String(number)
    }
  }

  /// The value as JSON: a string or a number.
  public var json: String {
    JSONWriter.text { Self.write(self, to: &$0) }
  }

  /// Writes `value` as JSON (``json``), or `null` when there is none.
  package static func write(_ value: FieldValue?, to json: inout JSONWriter) {
    switch value {
    case .text(let text)?: json.string(text)
    case .number(let number)?: json.integer(number)
    case nil: json.null()
    }
  }
}

/// A named field of a state: `seq`, `screen`, a prompt id, `nav.<button>` or `rng`.
package struct StateField: Hashable, Sendable {
  /// The field's name, as conditions and JSON output name it.
  package let name: String
  /// Whether the field is a prompt's choice, named by the prompt's id, which may be spelled
  /// like a built-in field (`screen`).
  package let isChoice: Bool
  /// Its value.
  package let value: FieldValue

  /// Creates a field.
  package init(name: String, isChoice: Bool = false, value: FieldValue) {
    self.name = name
    self.isChoice = isChoice
    self.value = value
  }
}

/// A field whose value differs between two states; `nil` on a side that has no such field
/// (a prompt of another menu).
public struct FieldChange: Hashable, Sendable {
  /// The field's name.
  public let name: String
  /// Whether the field is a prompt's choice, named by the prompt's id, which may be spelled
  /// like a built-in field (a prompt named `screen`): JSON output keeps choices in an
  /// object of their own, and text quotes such an id.
  public let isChoice: Bool
  /// The value in the first state.
  public let before: FieldValue?
  /// The value in the second state.
  public let after: FieldValue?

  /// Creates a change.
  package init(name: String, isChoice: Bool = false, before: FieldValue?, after: FieldValue?) {
    self.name = name
    self.isChoice = isChoice
    self.before = before
    self.after = after
  }

  /// The field's name as text shows it and a condition names it: a prompt's id quoted when
  /// it is spelled like a built-in key (`"screen"`), else the name.
  package var label: String {
    isChoice ? ConditionKey.written(promptID: name) : name
  }
}

extension SessionState {
  /// Every field of the state, in a fixed order: `seq` first, `screen`, the prompts in menu
  /// order, `nav.search` … `nav.menu`, and `rng` (the generator's four words in hex) last.
  package var fields: [StateField] {
    var fields = [
      StateField(name: "seq", value: .number(seq)),
      StateField(name: "screen", value: .text(screen.rawValue)),
    ]
    for choice in choices {
      fields.append(
        StateField(name: choice.promptID, isChoice: true, value: .text(choice.option)))
    }
    for button in NavButton.allCases {
      fields.append(StateField(name: "nav.\(button.rawValue)", value: .number(navTaps[button])))
    }
    fields.append(StateField(name: "rng", value: .text(random.hexWords)))
    return fields
  }

  /// The fields whose values differ from this state to `other`, in this state's field order,
  /// then the fields only `other` has (a prompt of another menu).
  /// - Parameter includingBookkeeping: whether `seq` and `rng` count; leave them out for the
  ///   change an event made, which always moves `seq` and may move `rng`.
  /// - Complexity: O(prompts); allocates only for the fields that differ when both states have
  ///   the same menu.
  public func changes(to other: SessionState, includingBookkeeping: Bool = true)
    -> [FieldChange]
  {
    guard menu == other.menu else {
      return changesAcrossMenus(to: other, includingBookkeeping: includingBookkeeping)
    }
    var changes: [FieldChange] = []
    if includingBookkeeping && seq != other.seq {
      changes.append(FieldChange(name: "seq", before: .number(seq), after: .number(other.seq)))
    }
    if screen != other.screen {
      changes.append(
        FieldChange(
          name: "screen", before: .text(screen.rawValue), after: .text(other.screen.rawValue)))
    }
    if selections != other.selections {
      for (index, prompt) in menu.prompts.enumerated()
      where selections[index] != other.selections[index] {
        changes.append(
          FieldChange(
            name: prompt.id, isChoice: true, before: .text(prompt.options[selections[index]]),
            after: .text(prompt.options[other.selections[index]])))
      }
    }
    if navTaps != other.navTaps {
      for button in NavButton.allCases where navTaps[button] != other.navTaps[button] {
        changes.append(
          FieldChange(
            name: "nav.\(button.rawValue)", before: .number(navTaps[button]),
            after: .number(other.navTaps[button])))
      }
    }
    if includingBookkeeping && random != other.random {
      changes.append(
        FieldChange(
          name: "rng", before: .text(random.hexWords), after: .text(other.random.hexWords)))
    }
    return changes
  }

  private func changesAcrossMenus(to other: SessionState, includingBookkeeping: Bool)
    -> [FieldChange]
  {
    func kept(_ fields: [StateField]) -> ArraySlice<StateField> {
      includingBookkeeping ? fields[...] : fields.dropFirst().dropLast()
    }
    let mine = kept(fields)
    let theirs = kept(other.fields)
    // Keyed by kind and name, code point by code point: a prompt named `screen` is not the
    // screen.
    struct Key: Hashable {
      let isChoice: Bool
      let name: [UInt8]
      init(_ field: StateField) { (isChoice, name) = (field.isChoice, Array(field.name.utf8)) }
    }
    var theirValues: [Key: FieldValue] = [:]
    for field in theirs { theirValues[Key(field)] = field.value }
    var changes: [FieldChange] = []
    var myKeys: Set<Key> = []
    for field in mine {
      let key = Key(field)
      myKeys.insert(key)
      let after = theirValues[key]
      if after != field.value {
        changes.append(
          FieldChange(
            name: field.name, isChoice: field.isChoice, before: field.value, after: after))
      }
    }
    for field in theirs where !myKeys.contains(Key(field)) {
      changes.append(
        FieldChange(name: field.name, isChoice: field.isChoice, before: nil, after: field.value))
    }
    return changes
  }
}

extension Xoshiro256StarStar {
  /// The four state words in hex, separated by spaces.
  var hexWords: String {
    [s0, s1, s2, s3].map { String($0, radix: 16) }.joined(separator: " ")
  }
}
