/// Something that declares options to a command: one ``TypedOption``, or an ``OptionGroup``
/// of them.
protocol OptionDeclaring: Sendable {
  /// The options declared, in the order the help lists them.
  var declaredOptions: [CommandOption] { get }
}

/// A set of options declared together, as swift-argument-parser's `ParsableArguments`: each
/// stored property is a ``TypedOption`` or another group, and a command's ``Command/options``
/// are its group's ``commandOptions``, so an option is declared once, with its read, and the
/// parser, the help, the manual page and the completions take it from there.
///
/// swift-argument-parser finds its `@Option`s by `Mirror`; here ``declaredOptions`` lists the
/// properties in the help's order, because `Mirror`, its protocol casts and the generic
/// metadata they need would be paid at the start of every run (docs/performance.md). A debug
/// build (the one the tests run) checks the list against the `Mirror` of the
/// properties, so a property left out of it stops the tool at its first run.
protocol OptionGroup: OptionDeclaring {}

extension OptionGroup {
  /// ``declaredOptions``, which a debug build checks against the group's stored properties.
  var commandOptions: [CommandOption] {
    assert(
      declaredOptions == reflectedOptions,
      "\(String(reflecting: Self.self)).declaredOptions must list each of its stored "
        + "properties' options, in order")
    return declaredOptions
  }

  /// The options of the stored properties, found by `Mirror` as swift-argument-parser finds
  /// its options; each group among them checked in turn.
  private var reflectedOptions: [CommandOption] {
    Mirror(reflecting: self).children.flatMap { child in
      (child.value as? any OptionGroup)?.commandOptions
        ?? (child.value as? any OptionDeclaring)?.declaredOptions ?? []
    }
  }
}
