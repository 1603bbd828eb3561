import Foundation
import MonsoonTestSupport
import Testing

/// The shell completion scripts, sourced in the real shells and asked for completions.
@Suite("Shell completions")
struct CompletionTests {
  /// The script for `shell`, written to a file of a temporary directory.
  private static func script(_ shell: String, in directory: TemporaryDirectory) throws -> String {
    let result = try ToolRunner.run(["completions", shell])
    #expect(result.status == 0)
    return try directory.write("completion.\(shell)", result.standardOutput)
  }

  /// Runs `program` with `arguments` in Tests/Fixtures, with the script's directory for a
  /// home (shells write their own files there); its standard output, split in lines.
  private static func lines(_ program: String, _ arguments: [String]) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = ToolRunner.fixturesDirectory
    let script = arguments.first { $0.contains("/completion.") } ?? NSTemporaryDirectory()
    process.environment = [
      "HOME": URL(fileURLWithPath: script).deletingLastPathComponent().path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TERM": "xterm",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(program) \(arguments)")
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// What bash offers for the words of a command line, the last one being completed, as
  /// bash splits them (`--format=j` is `--format`, `=`, `j`).
  private static func bash(_ words: [String], script: String) throws -> [String] {
    let driver = """
      source "$1"; shift
      function=$(complete -p monsoon-replay | sed -n 's/.*-F \\([^ ]*\\).*/\\1/p')
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
      "$function" monsoon-replay "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let path = try #require(OutsideTool.bash.path)
    return try lines(path, ["--norc", "-c", driver, "bash", script] + words)
      .sorted()
  }

  private static let commands = [
    "bisect", "completions", "diff", "follow", "gen", "help", "html", "record",
    "render", "replay", "report", "sample", "shrink", "summary", "timeline", "verify",
    "xcuitest",
  ]

  private static let cases: [([String], [String])] = [
    ([""], commands + ["--help", "--version", "-h"]),
    (["rep"], ["replay", "report"]),
    (["replay", "--for"], ["--format"]),
    (["replay", "--format", ""], ["json", "text"]),
    (["replay", "--format", "=", "j"], ["json"]),
    (["render", "--device", "16"], ["16", "16e", "16plus", "16pro", "16promax"]),
    (["html", "--device", "13"], ["13", "13mini", "13pro", "13promax"]),
    (["verify", "--color", ""], ["always", "auto", "never"]),
    (["completions", ""], ["bash", "fish", "zsh"]),
    (["help", "ti"], ["timeline"]),
    (["replay", "valid/s"], ["valid/sample.jsonl"]),
    (["gen", "--menu", "d"], ["drinks-menu.json"]),
    (["verify", "-"], []),
  ]

  @Test("bash: commands, options, their values and log files", OutsideTool.bash.trait)
  func bashCompletions() throws {
    let directory = try TemporaryDirectory()
    let script = try Self.script("bash", in: directory)
    for (words, expected) in Self.cases where words != ["verify", "-"] {
      #expect(
        try Self.bash(["monsoon-replay"] + words, script: script) == expected.sorted(), "\(words)")
    }
    let logs = try Self.bash(["monsoon-replay", "replay", ""], script: script)
    #expect(logs.contains("sample.jsonl") && logs.contains("valid"))
    #expect(!logs.contains("drinks-menu.json"))
  }

  @Test(
    "bash: every command offers every option it accepts, as the help lists them",
    OutsideTool.bash.trait)
  func everyOption() throws {
    let directory = try TemporaryDirectory()
    let script = try Self.script("bash", in: directory)
    for command in Self.commands where command != "help" {
      let offered = try Self.bash(["monsoon-replay", command, "-"], script: script)
      let help = try ToolRunner.run([command, "--help"]).standardOutput
      let listed = help.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
        line.split(separator: " ").prefix { $0.hasPrefix("-") }
          .map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
      }
      #expect(offered == listed.sorted(), "\(command)")
    }
  }

  /// What zsh offers for a command line, found by running its completion system in a
  /// pseudo-terminal (zsh's own zpty module) and recording what it adds.
  private static func zsh(_ line: String, script: String, in directory: TemporaryDirectory)
    throws -> [String]
  {
    let found = directory.file("zsh-found")
    try? FileManager.default.removeItem(atPath: found)
    let hook = try directory.write(
      "record.zsh",
      """
      # Records each match the completion system adds (then adds it as usual), and the end.
      compadd() {
        # Calls that only ask (-O, -A, -D) are the completion functions' own bookkeeping.
        if [[ -n ${@[(r)-[OAD]]} ]]; then
          builtin compadd "$@"
          return
        fi
        local -a matches
        builtin compadd -A matches "$@"
        (( ${#matches} )) && print -rl -- "${matches[@]}" >> $MONSOON_FOUND
        builtin compadd "$@"
      }
      __monsoon_done() { print -r -- --done-- >> $MONSOON_FOUND }
      comppostfuncs=(__monsoon_done)
      bindkey '^I' complete-word
      """)
    let driver = try directory.write(
      "driver.zsh",
      """
      zmodload zsh/zpty
      export MONSOON_FOUND=$2
      zpty -b z zsh -f -i
      zpty -w z 'PS1=""; unsetopt autolist listambiguous; autoload -Uz compinit; compinit -u -D'
      zpty -w z "source ${(q)1}; source ${(q)4}"
      zpty -w -n z "$3"$'\\t'
      for i in {1..200}; do
        while zpty -r -t z line; do :; done
        [[ -f $2 ]] && grep -q -- '^--done--$' $2 && break
        sleep 0.05
      done
      zpty -d z
      """)
    let path = try #require(OutsideTool.zsh.path)
    _ = try lines(path, ["-f", driver, script, found, line, hook])
    let text = (try? String(contentsOfFile: found, encoding: .utf8)) ?? ""
    #expect(text.contains("--done--"), "zsh did not finish completing '\(line)'")
    return Array(Set(text.split(separator: "\n").map(String.init).filter { $0 != "--done--" }))
      .sorted()
  }

  @Test("zsh: commands, options, their values and log files", OutsideTool.zsh.trait)
  func zshCompletions() throws {
    let directory = try TemporaryDirectory()
    let script = try Self.script("zsh", in: directory)
    #expect(
      try Self.zsh("monsoon-replay ", script: script, in: directory)
        .filter { !$0.hasPrefix("-") } == Self.commands)
    #expect(try Self.zsh("monsoon-replay replay --format ", script: script, in: directory)
      == ["json", "text"])
    #expect(try Self.zsh("monsoon-replay render --device 16", script: script, in: directory)
      == ["16", "16e", "16plus", "16pro", "16promax"])
    #expect(try Self.zsh("monsoon-replay replay --format=j", script: script, in: directory)
      == ["json"])
    #expect(try Self.zsh("monsoon-replay replay --for", script: script, in: directory)
      == ["--format"])
    #expect(try Self.zsh("monsoon-replay completions ", script: script, in: directory)
      == ["bash", "fish", "zsh"])
    let options = try Self.zsh("monsoon-replay verify --", script: script, in: directory)
    #expect(options == ["--color", "--files-from", "--help", "--jobs", "--null", "--tar"])
    let logs = try Self.zsh("monsoon-replay replay valid/s", script: script, in: directory)
    #expect(logs == ["sample.jsonl"])
  }

  /// What fish offers for a command line: the words of `complete -C`.
  private static func fish(_ line: String, script: String) throws -> [String] {
    let path = try #require(OutsideTool.fish.path)
    let command = "source $argv[1]; complete -C $argv[2]"
    return try lines(path, ["--no-config", "-c", command, script, line])
      .map { String($0.prefix { $0 != "\t" }) }.sorted()
  }

  @Test("fish: commands, options, their values and log files", OutsideTool.fish.trait)
  func fishCompletions() throws {
    let directory = try TemporaryDirectory()
    let script = try Self.script("fish", in: directory)
    #expect(
      try Self.fish("monsoon-replay ", script: script) == Self.commands)
    #expect(try Self.fish("monsoon-replay replay --format ", script: script) == ["json", "text"])
    #expect(
      try Self.fish("monsoon-replay render --device 16", script: script)
        == ["16", "16e", "16plus", "16pro", "16promax"])
    #expect(try Self.fish("monsoon-replay replay --for", script: script) == ["--format"])
    #expect(try Self.fish("monsoon-replay completions ", script: script) == ["bash", "fish", "zsh"])
    #expect(
      try Self.fish("monsoon-replay verify --", script: script)
        == ["--color", "--files-from", "--help", "--jobs", "--null", "--tar"])
    #expect(
      try Self.fish("monsoon-replay replay valid/s", script: script) == ["valid/sample.jsonl"])
  }

  /// A directory with an SVG, a PNG, a text file and a directory, for `render -o`.
  private static func pictures(in directory: TemporaryDirectory) throws -> String {
    let pictures = directory.file("pictures")
    try FileManager.default.createDirectory(
      atPath: pictures + "/old", withIntermediateDirectories: true)
    for name in ["step.svg", "step.png", "notes.txt"] {
      #expect(FileManager.default.createFile(atPath: pictures + "/" + name, contents: Data()))
    }
    return pictures
  }

  @Test(
    "render -o offers SVG and PNG files and directories, not other files, in every shell",
    OutsideTool.bash.trait, OutsideTool.zsh.trait, OutsideTool.fish.trait)
  func renderOutputFiles() throws {
    let directory = try TemporaryDirectory()
    let pictures = try Self.pictures(in: directory)
    let bash = try Self.bash(
      ["monsoon-replay", "render", "-o", pictures + "/"], script: Self.script("bash", in: directory))
    #expect(bash == ["old", "step.png", "step.svg"].map { pictures + "/" + $0 })
    let fish = try Self.fish(
      "monsoon-replay render -o \(pictures)/", script: Self.script("fish", in: directory))
    #expect(fish == ["old/", "step.png", "step.svg"].map { pictures + "/" + $0 })
    let zsh = try Self.zsh(
      "monsoon-replay render -o \(pictures)/", script: Self.script("zsh", in: directory),
      in: directory)
    #expect(zsh.contains("step.png") && zsh.contains("step.svg"), "\(zsh)")
    #expect(!zsh.contains("notes.txt"), "\(zsh)")
  }

  @Test("an unknown or missing shell is a usage error")
  func unknownShell() throws {
    #expect(try ToolRunner.run(["completions", "tcsh"]).status == 64)
    #expect(try ToolRunner.run(["completions"]).status == 64)
  }
}
