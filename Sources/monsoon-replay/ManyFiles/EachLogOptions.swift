/// The options of a command that reads one log or, with `--each`, many: `--each`, then the
/// ``ManyLogOptions``.
struct EachLogOptions: OptionGroup {
  /// `--each`: read every log named.
  let each: TypedOption<Bool>
  /// The lists, archives and jobs, which need `--each`.
  let logs: ManyLogOptions

  var declaredOptions: [CommandOption] { [each.option] + logs.declaredOptions }

  /// The options of a command that does `verb` to each log (`replay`, `bisect`).
  /// - Parameter each: the help of `--each`.
  init(_ verb: String, each: String) {
    self.each = .flag(.flag("--each", help: each, usage: .omitted))
    logs = .withEach(verb)
  }
}
