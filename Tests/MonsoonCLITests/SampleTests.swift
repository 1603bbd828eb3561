import Testing

@Suite("The built-in sample")
struct SampleTests {
  @Test("with no arguments and nothing on standard input, the tool replays the sample")
  func noArgumentsReplaysSample() throws {
    let result = try ToolRunner.run([])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("seq 20 · screen: detail"))
    #expect(result.standardOutput.contains("[umami]") == false)
    #expect(result.standardOutput.contains("[sweet]"))
    #expect(result.standardOutput.contains("Replay your own log"))
    #expect(result.standardError.isEmpty)
  }

  @Test("sample prints a log that replay accepts")
  func samplePipesIntoReplay() throws {
    let sample = try ToolRunner.run(["sample"])
    #expect(sample.status == 0)
    let replay = try ToolRunner.run(["replay", "--format", "json"], input: sample.standardOutput)
    #expect(replay.status == 0)
    #expect(
      replay.standardOutput
        == """
        {"seq":20,"screen":"detail","selections":[0,1,1,0,1,2],"choices":{"production":"one of a kind","flavor":"sweet","texture":"mushy","heat":"spicy","amount":"a lot","meal":"lunch"},"nav":{"search":1,"calendar":0,"compass":1,"menu":1}}

        """)
  }
}
