import Foundation
import Testing

@Suite("Many files across cores: verify --jobs and replay --each")
struct ManyFilesTests {
  private var files: [String] {
    Fixtures.validNames.map { "valid/\($0).jsonl" } + ["invalid/bad-seq.jsonl"] + Fixtures.validNames.map { "valid/\($0).jsonl" }
  }

  @Test("verify gives the same output in input order for any number of jobs")
  func verifyJobs() throws {
    let one = try ToolRunner.run(["verify", "--jobs", "1"] + files)
    #expect(one.status == 65)
    #expect(one.standardOutput.split(separator: "\n").map { $0.split(separator: ":")[0] }
      == files.map { Substring($0) })
    // At most 4 per core, so that no warning is printed on a machine of one core.
    for jobs in ["2", "4"] {
      let many = try ToolRunner.run(["verify", "--jobs", jobs] + files)
      #expect(many.status == one.status)
      #expect(many.standardOutput == one.standardOutput)
      #expect(many.standardError == one.standardError)
    }
  }

  @Test("replay --each prints one JSON line per file, in order, an invalid one's an error line")
  func replayEach() throws {
    let result = try ToolRunner.run(["replay", "--each", "--format", "json", "--jobs", "2"] + files)
    #expect(result.status == 65)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == files.count)
    let prefix = "{\"schema\":\"session/1\",\"file\":\""
    #expect(
      lines.allSatisfy { $0.hasPrefix(prefix + "valid/") || $0.hasPrefix(prefix + "invalid/") })
    let sample = try #require(lines.first { $0.contains("valid/sample.jsonl") })
    let state = try Fixtures.text("valid/sample.expected.json")
      .trimmingCharacters(in: .whitespacesAndNewlines).dropFirst().dropLast()
    #expect(sample.hasPrefix(prefix + "valid/sample.jsonl\"," + state + ",\"events\":"))
    #expect(result.standardError.contains("invalid/bad-seq.jsonl:4: bad seq 4, expected 3"))
    let sequential = try ToolRunner.run(["replay", "--each", "--format", "json", "--jobs", "1"] + files)
    #expect(sequential.standardOutput == result.standardOutput)
  }

  @Test("--jobs is checked and needs --each on replay")
  func jobsUsage() throws {
    #expect(try ToolRunner.run(["verify", "--jobs", "0", "valid/sample.jsonl"]).status == 64)
    #expect(try ToolRunner.run(["replay", "--jobs", "2", "valid/sample.jsonl"]).status == 64)
    #expect(try ToolRunner.run(["replay", "--each", "--skip", "1", "valid/sample.jsonl"]).status == 64)
  }

  @Test("--jobs past 4 per core is cut to that, with a warning, and gives the same output")
  func jobsClamped() throws {
    let one = try ToolRunner.run(["verify", "--jobs", "1"] + files)
    let many = try ToolRunner.run(["verify", "--jobs", "1024"] + files)
    #expect(many.status == one.status)
    #expect(many.standardOutput == one.standardOutput)
    let warning = try #require(many.standardError.split(separator: "\n").first)
    #expect(warning.hasPrefix("monsoon-replay: warning: --jobs 1024 is more than 4 times the "))
    #expect(warning.contains(" cores: reading ") && warning.hasSuffix(" logs at once"))
    #expect(many.standardError.dropFirst(warning.count + 1) == one.standardError[...])
  }

  @Test(
    "a thread the system refuses ends the run with 71 and a clear message, not a crash",
    .enabled(if: getuid() == 0, "only root can run the tool as nobody under a process limit"),
    arguments: [["verify"], ["summary"], ["report", "-o", "/dev/null"]])
  func threadRefused(command: [String]) throws {
    // As nobody, allowed one process: the tool itself; no thread can start.
    let result = try ToolRunner.run(
      command + ["--jobs", "2"] + files,
      launcher: [
        "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
        "/usr/bin/prlimit", "--nproc=1",
      ])
    #expect(result.status == 71)
    #expect(
      result.standardError.contains(
        "monsoon-replay: error: cannot start a thread to read the logs (Resource temporarily "
          + "unavailable); the logs after the last one reported were not read: try fewer "
          + "--jobs\n"))
  }
}
