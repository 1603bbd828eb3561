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
  /// Its value.
  package let value: FieldValue

  /// Creates a field.
  package init(name: String, value: FieldValue) {
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
  package init(name: String, before: FieldValue?, after: FieldValue?) {
    self.name = name
    self.before = before
    self.after = after
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
      fields.append(StateField(name: choice.promptID, value: .text(choice.option)))
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
            name: prompt.id, before: .text(prompt.options[selections[index]]),
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

extension Xoshiro256StarStar {
  /// The four state words in hex, separated by spaces.
  var hexWords: String {
    [s0, s1, s2, s3].map { String($0, radix: 16) }.joined(separator: " ")
  }
}
