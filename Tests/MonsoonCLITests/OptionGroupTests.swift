@testable import monsoon_replay
import MonsoonEvents
import Testing

/// Options declared once: a ``TypedOption`` reads its own value, and an ``OptionGroup`` gives
/// the parser and the help its options in order.
@Suite("Options declared once: typed reads and option groups")
struct OptionGroupTests {
  private struct Example: OptionGroup {
    let at = TypedOption.integer(.at("At."), in: 0...9)
    let format = TypedOption.choice(.format("Format."), default: OutputFormat.text)
    let mode = TypedOption.mode()
    let skip = TypedOption.skipList(.skip("Skip."))
    let logs = ManyLogOptions.reading(jobs: "Jobs.")

    var declaredOptions: [CommandOption] {
      [at.option, format.option, mode.option, skip.option] + logs.declaredOptions
    }
  }

  private static let example = Example()

  private func parse(_ arguments: [String]) throws(CommandError) -> ArgumentList {
    try ArgumentList(arguments, accepting: Self.example.commandOptions)
  }

  @Test("a group lists its options, and a nested group's, in the order declared")
  func order() {
    #expect(
      Self.example.commandOptions.map(\.name) == [
        "--at", "--format", "--lenient", "--skip", "--files-from", "--null", "--tar", "--jobs",
      ])
  }

  @Test("each option reads its own type, with its default when not given")
  func typedReads() throws {
    let given = try parse(
      ["--at", "4", "--format", "json", "--lenient", "--skip", "2-3", "--jobs", "5"])
    #expect(try given.read(Self.example.at) == 4)
    #expect(try given.read(Self.example.format) == .json)
    #expect(try given.read(Self.example.mode) == .lenient)
    #expect(try given.read(Self.example.skip) == SkipList(parsing: "2-3"))
    #expect(try given.read(Self.example.logs.jobs) == 5)
    let none = try parse([])
    #expect(try none.read(Self.example.at) == nil)
    #expect(try none.read(Self.example.format) == .text)
    #expect(try none.read(Self.example.mode) == .strict)
    #expect(try none.read(Self.example.skip) == .none)
    #expect(!none.gave(Self.example.logs.jobs))
    #expect(try none.read(Self.example.logs.jobs) >= 1)
  }

  @Test("a bad value is a usage error naming the option")
  func badValues() throws {
    let example = Self.example
    #expect(usage { () throws(CommandError) in
      _ = try parse(["--at", "10"]).read(example.at)
    }?.contains("'--at'") == true)
    #expect(usage { () throws(CommandError) in
      _ = try parse(["--format", "xml"]).read(example.format)
    }?.contains("'--format'") == true)
    #expect(usage { () throws(CommandError) in
      _ = try parse(["--skip", "x"]).read(example.skip)
    }?.hasPrefix("--skip: ") == true)
    #expect(usage { () throws(CommandError) in
      _ = try parse(["--jobs", "0"]).read(example.logs.jobs)
    }?.contains("'--jobs'") == true)
    #expect(usage { () throws(CommandError) in
      _ = try LogSelection(parse(["-0"]), example.logs)
    } == "-0 separates --files-from lists, and none was given")
  }

  /// The message of the usage error `body` throws, or `nil` when it throws none.
  private func usage(_ body: () throws(CommandError) -> Void) -> String? {
    do throws(CommandError) {
      try body()
      return nil
    } catch {
      guard case .usage(let message) = error else { return nil }
      return message
    }
  }

  @Test("every command's options come from its declarations, each name once")
  func everyCommand() {
    for command in Tool.commands {
      let names = command.acceptedOptions.flatMap(\.names)
      #expect(Set(names).count == names.count, "\(command.name)")
    }
  }
}
