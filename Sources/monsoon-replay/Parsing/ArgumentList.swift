import MonsoonReplay

/// A command line split into positional arguments, option values and flags, following
/// swift-argument-parser's conventions: `--at 3` and `--at=3`, a short name such as `-o out`,
/// `--` ends the options, and `-` is a positional (standard input).
///
/// Commands read it through the ``CommandOption`` values they declared, so an option's name is
/// written once.
struct ArgumentList: Equatable {
  /// The positional arguments, in order.
  private(set) var positionals: [String] = []
  /// The values given to each option, by long name, in the order given.
  private var values: [String: [String]] = [:]
  /// The long names of the flags given.
  private var flags: Set<String> = []

  /// Splits `arguments` into the options a command declared and its positionals.
  /// - Throws: ``CommandError/usage(_:)`` for an unknown option, a missing value, a value
  ///   given to a flag, or a single-valued option given twice.
  init(_ arguments: [String], accepting options: [CommandOption]) throws(CommandError) {
    var byName: [String: CommandOption] = [:]
    for option in options {
      for name in option.names { byName[name] = option }
    }
    var remaining = arguments[...]
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if !optionsEnded, let first = argument.first,
        Suggestion.typographicDashes.contains(first),
        let meant = Suggestion.nearest(argument, among: options.flatMap(\.names))
      {
        throw .usage(
          "'\(argument)' starts with a typographic dash, as a document or chat app writes '--'; "
            + "did you mean '\(meant)'?")
      }
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = byName[name] else {
        throw .usage(
          "unknown option '\(argument)'"
            + Suggestion.hint(name, among: options.flatMap(\.names).filter { $0 != "-h" }))
      }
      guard option.takesValue else {
        guard inlineValue == nil else { throw .usage("flag '\(option.name)' takes no value") }
        flags.insert(option.name)
        continue
      }
      guard let value = inlineValue ?? remaining.popFirst() else {
        throw .usage("missing value for '\(option.name)'")
      }
      if values[option.name] != nil && option.arity != .repeated {
        throw .usage("'\(option.name)' given more than once")
      }
      values[option.name, default: []].append(value)
    }
  }

  /// Whether the arguments ask for help (`-h` or `--help` before any `--`).
  static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  /// Whether a flag was given.
  func contains(_ flag: CommandOption) -> Bool {
    flags.contains(flag.name)
  }

  /// Whether an option that takes a value was given.
  func hasValue(_ option: CommandOption) -> Bool {
    values[option.name] != nil
  }

  /// Whether an option was given: a flag, or an option with a value.
  func gave(_ option: CommandOption) -> Bool {
    option.takesValue ? hasValue(option) : contains(option)
  }

  /// The value of an option (the last one given, for a repeatable one), or `nil` when it was
  /// not given.
  func value(_ option: CommandOption) -> String? {
    values[option.name]?.last
  }

  /// The value of an option the command cannot run without.
  /// - Throws: ``CommandError/usage(_:)`` when it was not given.
  func required(_ option: CommandOption) throws(CommandError) -> String {
    guard let text = value(option) else { throw .usage("missing \(option.helpName)") }
    return text
  }

  /// Every value of a repeatable option, in the order given; each exactly as typed.
  func values(_ option: CommandOption) -> [String] {
    values[option.name] ?? []
  }

  /// The value of an option parsed as an integer in `range`.
  /// - Throws: ``CommandError/usage(_:)`` when it is not one.
  func integer(_ option: CommandOption, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
    guard let text = value(option) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw .usage(
        "invalid value '\(text)' for '\(option.name)': expected an integer \(describe(range))")
    }
    return value
  }

  /// The value of an option the command cannot run without, parsed as an integer in `range`.
  /// - Throws: ``CommandError/usage(_:)`` when it was not given or is not one.
  func requiredInteger(
    _ option: CommandOption, in range: ClosedRange<Int>
  ) throws(CommandError) -> Int {
    guard let value = try integer(option, in: range) else {
      throw .usage("missing \(option.helpName)")
    }
    return value
  }

  /// The value of an option that must be one of `choices`.
  /// - Throws: ``CommandError/usage(_:)`` when it is not one.
  func choice<Choice: RawRepresentable<String> & CaseIterable>(
    _ option: CommandOption, default defaultValue: Choice
  ) throws(CommandError) -> Choice {
    guard let text = value(option) else { return defaultValue }
    guard let value = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw .usage("invalid value '\(text)' for '\(option.name)': expected one of \(names)")
    }
    return value
  }

  /// At most `count` positional arguments.
  /// - Throws: ``CommandError/usage(_:)`` naming the first one too many.
  func positionals(atMost count: Int) throws(CommandError) -> [String] {
    guard positionals.count <= count else {
      throw .usage("unexpected argument '\(positionals[count])'")
    }
    return positionals
  }

  private func describe(_ range: ClosedRange<Int>) -> String {
    range.upperBound == .max
      ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
  }
}
