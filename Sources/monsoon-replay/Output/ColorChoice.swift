/// When to colour the output: the `--color` option.
enum ColorChoice: String, CaseIterable, Sendable {
  /// When the stream is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
  case auto
  /// Always, even into a pipe or a file, and whatever `NO_COLOR` says.
  case always
  /// Never.
  case never

  /// The choice a command line makes, read before it is parsed so that even a usage error is
  /// printed as asked: the last `--color` value before any `--`, or ``auto``. An invalid
  /// value counts as ``auto`` here; parsing then reports it.
  static func requested(in arguments: [String]) -> ColorChoice {
    var choice = ColorChoice.auto
    var remaining = arguments[...]
    while let argument = remaining.popFirst(), argument != "--" {
      let value: String?
      if argument == CommandOption.color.name {
        value = remaining.popFirst()
      } else if argument.hasPrefix(CommandOption.color.name + "=") {
        value = String(argument.dropFirst(CommandOption.color.name.count + 1))
      } else {
        continue
      }
      choice = value.flatMap(ColorChoice.init(rawValue:)) ?? .auto
    }
    return choice
  }
}
