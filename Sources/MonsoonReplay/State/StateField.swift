public import MonsoonEvents

/// The value of one field of a state: a choice text, a screen name, or a count.
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
    switch self {
    case .text(let text): JSONText.quoted(text)
    case .number(let number): String(number)
    }
  }
}

/// A named field of a state: `seq`, `screen`, a prompt id, `nav.<button>` or `rng`.
public struct StateField: Hashable, Sendable {
  /// The field's name, as predicates and JSON output name it.
  public let name: String
  /// Its value.
  public let value: FieldValue

  /// Creates a field.
  public init(name: String, value: FieldValue) {
    self.name = name
    self.value = value
  }
}

/// A field whose value differs between two states; `nil` on a side that has no such field
/// (a prompt of another menu).
public struct FieldChange: Hashable, Sendable {
  /// The field's name.
  public let name: String
  /// The value in the first state.
  public let before: FieldValue?
  /// The value in the second state.
  public let after: FieldValue?

  /// Creates a change.
  public init(name: String, before: FieldValue?, after: FieldValue?) {
    self.name = name
    self.before = before
    self.after = after
  }
}

extension SessionState {
  /// Every field of the state, in a fixed order: `seq`, `screen`, the prompts in menu order,
  /// `nav.search` … `nav.menu`, and `rng` (the generator's four words in hex).
  public var fields: [StateField] {
    var fields = [
      StateField(name: "seq", value: .number(seq)),
      StateField(name: "screen", value: .text(screen.rawValue)),
    ]
    for choice in choices {
      fields.append(StateField(name: choice.prompt, value: .text(choice.option)))
    }
    for button in NavButton.allCases {
      fields.append(StateField(name: "nav.\(button.rawValue)", value: .number(navTaps[button])))
    }
    let words = [random.s0, random.s1, random.s2, random.s3].map { String($0, radix: 16) }
    fields.append(StateField(name: "rng", value: .text(words.joined(separator: " "))))
    return fields
  }

  /// The fields whose values differ from this state to `other`, in this state's field order,
  /// then the fields only `other` has.
  /// - Parameter ignoring: field names to leave out, such as `seq` and `rng` for the change an
  ///   event made.
  public func changes(to other: SessionState, ignoring: Set<String> = []) -> [FieldChange] {
    let mine = fields.filter { !ignoring.contains($0.name) }
    let theirs = other.fields.filter { !ignoring.contains($0.name) }
    var theirValues: [String: FieldValue] = [:]
    for field in theirs { theirValues[field.name] = field.value }
    var changes: [FieldChange] = []
    var myNames: Set<String> = []
    for field in mine {
      myNames.insert(field.name)
      let after = theirValues[field.name]
      if after != field.value {
        changes.append(FieldChange(name: field.name, before: field.value, after: after))
      }
    }
    for field in theirs where !myNames.contains(field.name) {
      changes.append(FieldChange(name: field.name, before: nil, after: field.value))
    }
    return changes
  }
}
