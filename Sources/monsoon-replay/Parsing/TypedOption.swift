/// A ``CommandOption`` paired with the typed read of its value, as swift-argument-parser's
/// `@Option` pairs a name with a type: a command declares it once, in its ``OptionGroup``, and
/// from that one declaration the parser accepts the option, the help, usage line, manual page
/// and completions show it, and the command reads its value.
struct TypedOption<Value>: OptionDeclaring, Sendable {
  /// The option as the parser, help and completions see it.
  let option: CommandOption
  private let parse: @Sendable (ArgumentList, CommandOption) throws(CommandError) -> Value

  /// Pairs `option` with `parse`, which reads its value from a parsed command line.
  init(
    _ option: CommandOption,
    parse: @escaping @Sendable (ArgumentList, CommandOption) throws(CommandError) -> Value
  ) {
    self.option = option
    self.parse = parse
  }

  var declaredOptions: [CommandOption] { [option] }

  /// The value on `arguments`.
  /// - Throws: ``CommandError/usage(_:)`` when it is not a valid value of the option.
  func read(_ arguments: ArgumentList) throws(CommandError) -> Value {
    try parse(arguments, option)
  }
}

extension TypedOption<Bool> {
  /// A flag: whether it was given.
  static func flag(_ option: CommandOption) -> Self {
    Self(option) { arguments, option in arguments.contains(option) }
  }
}

extension TypedOption<String?> {
  /// An option's text, or `nil` when it was not given.
  static func text(_ option: CommandOption) -> Self {
    Self(option) { arguments, option in arguments.value(option) }
  }
}

extension TypedOption<String> {
  /// The text of an option the command cannot run without.
  static func requiredText(_ option: CommandOption) -> Self {
    Self(option) { arguments, option throws(CommandError) in try arguments.required(option) }
  }
}

extension TypedOption<[String]> {
  /// Every value of a repeatable option, in the order given.
  static func texts(_ option: CommandOption) -> Self {
    Self(option) { arguments, option in arguments.values(option) }
  }
}

extension TypedOption<Int?> {
  /// An integer in `range`, or `nil` when the option was not given.
  static func integer(_ option: CommandOption, in range: ClosedRange<Int>) -> Self {
    Self(option) { arguments, option throws(CommandError) in
      try arguments.integer(option, in: range)
    }
  }
}

extension TypedOption<Int> {
  /// An integer in `range`, or `defaultValue()` when the option was not given.
  static func integer(
    _ option: CommandOption, in range: ClosedRange<Int>,
    default defaultValue: @escaping @Sendable () -> Int
  ) -> Self {
    Self(option) { arguments, option throws(CommandError) in
      try arguments.integer(option, in: range) ?? defaultValue()
    }
  }

  /// An integer in `range` the command cannot run without.
  static func requiredInteger(_ option: CommandOption, in range: ClosedRange<Int>) -> Self {
    Self(option) { arguments, option throws(CommandError) in
      try arguments.requiredInteger(option, in: range)
    }
  }
}

extension TypedOption where Value: RawRepresentable<String> & CaseIterable & Sendable {
  /// One of `Value`'s cases, by its raw value; `defaultValue` when the option was not given.
  static func choice(_ option: CommandOption, default defaultValue: Value) -> Self {
    Self(option) { arguments, option throws(CommandError) in
      try arguments.choice(option, default: defaultValue)
    }
  }
}

extension ArgumentList {
  /// The value of a declared option on this command line.
  /// - Throws: ``CommandError/usage(_:)`` when it is not a valid value of the option.
  func read<Value>(_ option: TypedOption<Value>) throws(CommandError) -> Value {
    try option.read(self)
  }

  /// Whether a declared option was given.
  func gave<Value>(_ option: TypedOption<Value>) -> Bool {
    gave(option.option)
  }
}
