/// A command line split into positional arguments, options with values, and flags, following
/// swift-argument-parser's conventions (`--at 3`, `--at=3`, `-o out`, `--` ends options, `-` is
/// a positional meaning standard input).
struct ArgumentList: Equatable {
  /// The positional arguments, in order.
  private(set) var positionals: [String] = []
  /// The value of each option given, by its long name.
  private(set) var values: [String: String] = [:]
  /// The flags given, by long name.
  private(set) var flags: Set<String> = []

  /// What a command accepts.
  struct Specification {
    /// Long names of options that take a value, such as `--at`.
    var valued: Set<String> = []
    /// Long names of flags, such as `--lenient`.
    var flags: Set<String> = []
    /// Short names, such as `-o`, mapped to their long names.
    var aliases: [String: String] = [:]
    /// Options that may be given more than once; their values are joined with commas.
    var repeatable: Set<String> = []
  }

  /// Splits `arguments` according to `specification`.
  /// - Throws: ``CommandError/usage(_:)`` for an unknown option, a missing value or an option
  ///   given twice.
  init(_ arguments: [String], _ specification: Specification) throws(CommandError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
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
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      name = specification.aliases[name] ?? name
      if specification.flags.contains(name) {
        guard inlineValue == nil else { throw .usage("flag '\(name)' takes no value") }
        flags.insert(name)
      } else if specification.valued.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else { throw .usage("missing value for '\(name)'") }
          value = arguments[index]
          index += 1
        }
        if let earlier = values[name] {
          guard specification.repeatable.contains(name) else {
            throw .usage("'\(name)' given more than once")
          }
          values[name] = earlier + "," + value
        } else {
          values[name] = value
        }
      } else {
        throw .usage("unknown option '\(argument)'")
      }
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

  /// The value of an option parsed as an integer in `range`.
  /// - Throws: ``CommandError/usage(_:)`` when it is not one.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw .usage("invalid value '\(text)' for '\(name)': expected an integer \(describe(range))")
    }
    return value
  }

  /// The value of an option that must be one of `choices`.
  func choice<Choice: RawRepresentable<String> & CaseIterable>(
    _ name: String, default defaultValue: Choice
  ) throws(CommandError) -> Choice {
    guard let text = values[name] else { return defaultValue }
    guard let value = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw .usage("invalid value '\(text)' for '\(name)': expected one of \(names)")
    }
    return value
  }

  /// At most `count` positional arguments.
  func positionals(atMost count: Int) throws(CommandError) -> [String] {
    guard positionals.count <= count else {
      throw .usage("unexpected argument '\(positionals[count])'")
    }
    return positionals
  }

  private func describe(_ range: ClosedRange<Int>) -> String {
    range.upperBound == .max ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
  }
}
