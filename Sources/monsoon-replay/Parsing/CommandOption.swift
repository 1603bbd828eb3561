/// An option or flag of a command, declared once: the parser, the help, the usage line, the
/// manual page and the shell completions are all made from this one value.
struct CommandOption: Sendable, Hashable {
  /// How many values the option takes.
  enum Arity: Sendable, Hashable {
    /// A flag: given or not, without a value.
    case flag
    /// One value; giving the option twice is a usage error.
    case single
    /// One value each time it is given; the values are kept apart, in order.
    case repeated
  }

  /// How the option appears on the usage line.
  enum UsagePlacement: Sendable, Hashable {
    /// In brackets: `[--at <seq>]`.
    case optional
    /// Bare, because the command needs it: `--until <condition>`.
    case required
    /// Not at all (the command's other usage lines show it, or it applies to every command).
    case omitted
  }

  /// The long name, such as `--output`; the name commands look the option up by.
  let name: String
  /// The short name, such as `-o`, if it has one.
  let shortName: String?
  /// What the value is called in the help, such as `seq` for `--at <seq>`; `nil` for a flag.
  let valueName: String?
  /// What the option does, as one paragraph (the help wraps it).
  let help: String
  /// How many values it takes.
  let arity: Arity
  /// What the shells offer as its value.
  let completion: ValueCompletion
  /// How it appears on the usage line.
  let usage: UsagePlacement

  /// A flag, such as `--lenient`.
  static func flag(
    _ name: String, short shortName: String? = nil, help: String,
    usage: UsagePlacement = .optional
  ) -> CommandOption {
    CommandOption(
      name: name, shortName: shortName, valueName: nil, help: help, arity: .flag,
      completion: .none, usage: usage)
  }

  /// An option that takes a value, such as `--at <seq>`.
  static func value(
    _ name: String, short shortName: String? = nil, valueName: String, help: String,
    arity: Arity = .single, completion: ValueCompletion = .none,
    usage: UsagePlacement = .optional
  ) -> CommandOption {
    CommandOption(
      name: name, shortName: shortName, valueName: valueName, help: help, arity: arity,
      completion: completion, usage: usage)
  }

  /// The same option with another help text: for options several commands share whose
  /// meaning differs a little from command to command.
  func withHelp(_ text: String) -> CommandOption {
    CommandOption(
      name: name, shortName: shortName, valueName: valueName, help: text, arity: arity,
      completion: completion, usage: usage)
  }

  /// Whether the option takes a value.
  var takesValue: Bool { arity != .flag }

  /// Every name it answers to: the short one first.
  var names: [String] { (shortName.map { [$0] } ?? []) + [name] }

  /// How the help lists it: `-o, --output <out.svg>`.
  var helpName: String {
    names.joined(separator: ", ") + (valueName.map { " <\($0)>" } ?? "")
  }

  /// How the usage line shows it (`[-o <out.svg>]`), or `nil` when it does not.
  var usageFragment: String? {
    let bare = (shortName ?? name) + (valueName.map { " <\($0)>" } ?? "")
    switch usage {
    case .optional: return "[\(bare)]"
    case .required: return bare
    case .omitted: return nil
    }
  }
}
