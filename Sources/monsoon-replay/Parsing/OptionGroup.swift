/// Something that declares options to a command: one ``TypedOption``, or an ``OptionGroup``
/// of them.
protocol OptionDeclaring: Sendable {
  /// The options declared, in the order the help lists them.
  var declaredOptions: [CommandOption] { get }
}

/// A set of options declared together, as swift-argument-parser's `ParsableArguments`: each
/// stored property that is a ``TypedOption`` or another group declares its options, in the
/// order of the properties. A command's ``Command/options`` are its group's, so an option is
/// written once: adding the property is what makes the parser accept it and the help, manual
/// page and completions show it.
///
/// The properties are found as swift-argument-parser finds its `@Option`s, by `Mirror`.
protocol OptionGroup: OptionDeclaring {}

extension OptionGroup {
  var declaredOptions: [CommandOption] {
    Mirror(reflecting: self).children.flatMap { child in
      (child.value as? any OptionDeclaring)?.declaredOptions ?? []
    }
  }
}
