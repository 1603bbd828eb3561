import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTestSupport
import Testing

@Suite("record survives SIGKILL")
struct RecordCrashTests {
  /// Kills that must land while commands are pending; trials go on until they have, so that
  /// a busy machine (the recorder answering sooner or later than usual) only takes more trials.
  static let interruptedTrials = 15
  /// A bound on the trials, far above what a quiet machine needs (about 60).
  static let maximumTrials = 400

  /// Commands the screen accepts or rejects, so that trials see both answers.
  static let commands = [
    "tap 0", "tap 3", "select 1 2", "randomize", "go", "back", "nav compass", "tap 9",
    #"{"type":"select","control":5,"choice":4}"#, "bogus",
  ]

  /// Durable (the mode the promise is about) and buffered: a kill of the process, unlike a
  /// power cut, loses nothing either mode has acknowledged.
  @Test(
    "recorders killed at random moments, 15 with commands pending, lose no acknowledged event",
    arguments: [["--durable"], []])
  func crashTrials(mode: [String]) throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("crash.jsonl")
    var generator = SplitMix64(seed: 0x5eed)
    var acknowledged: [Int: String] = [:]
    var expectedNextSeq = 1
    var interrupted = 0
    for trial in 0..<Self.maximumTrials where interrupted < Self.interruptedTrials {
      let recorder = try RecordingProcess(["-o", path, "--seed", "c0ffee"] + mode)
      let waited = Int(generator.next() % 12)
      // At least one command is pending at the kill, or the trial cannot be interrupted.
      let unwaited = 1 + Int(generator.next() % 6)
      var sent: [String] = []
      for _ in 0..<waited {
        let command = Self.commands[Int(generator.next() % UInt64(Self.commands.count))]
        sent.append(command)
        recorder.send(command)
        try #require(recorder.answer() != nil, "trial \(trial): the recorder died early")
      }
      for _ in 0..<unwaited {
        let command = Self.commands[Int(generator.next() % UInt64(Self.commands.count))]
        sent.append(command)
        recorder.send(command)
      }
      // Within a millisecond: the recorder reads its input through the log's line splitter
      // and answers a few commands sooner than 3 ms, even in a debug build.
      usleep(UInt32(generator.next() % 1_000))
      recorder.kill()
      let answered = try record(
        recorder, path: path, into: &acknowledged, firstSeq: &expectedNextSeq)
      if answered < sent.count { interrupted += 1 }
      try checkLog(at: path, holds: acknowledged, trial: trial, nextSeq: &expectedNextSeq)
      if trial % 4 == 3 {
        try tear(path, seq: expectedNextSeq, cut: generator.next())
      }
    }
    #expect(
      interrupted >= Self.interruptedTrials,
      "\(interrupted) of \(Self.maximumTrials) kills landed while commands were pending")
    let last = try RecordingProcess(["-o", path] + mode)
    last.send("back")
    last.send("go")
    let answers = [last.answer(), last.answer()].compactMap { $0 }
    #expect(last.finish() == 0)
    #expect(answers.first { $0.hasPrefix("ok ") }?.hasPrefix("ok \(expectedNextSeq) ") == true)
    let replay = try ToolRunner.run(["replay", path])
    #expect(replay.status == 0)
    #expect(replay.standardError == "")
  }

  /// Appends the start of an event line without its end, as a power cut in the middle of a
  /// write leaves it: the next `record` must cut it off and go on.
  private func tear(_ path: String, seq: Int, cut: UInt64) throws {
    let line = Array(#"{"seq":\#(seq),"t":1,"type":"randomize","sel":[0,0,0,0,0,0]}"#.utf8)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(line.prefix(1 + Int(cut % UInt64(line.count - 1)))))
  }

  /// Collects the answers the killed recorder printed: every `ok SEQ` is acknowledged, and
  /// the first one continues the log's seq.
  /// - Returns: the number of answers, `ok` or `rejected`.
  private func record(
    _ recorder: RecordingProcess, path: String, into acknowledged: inout [Int: String],
    firstSeq: inout Int
  ) throws -> Int {
    var first = true
    var answers = 0
    let startOfTrial = firstSeq
    while recorder.answer() != nil {}
    for answer in recorder.answers {
      answers += 1
      guard answer.hasPrefix("ok ") else { continue }
      let seq = try #require(Int(answer.dropFirst(3).prefix { $0 != " " }))
      if first { #expect(seq == startOfTrial, "the recorder did not continue seq") }
      first = false
      acknowledged[seq] = String(answer.drop { $0 != "{" })
    }
    return answers
  }

  /// Checks that the log verifies (a torn tail allowed) and holds every acknowledged event
  /// with the state it was acknowledged with; sets `nextSeq` to the seq the next run starts at.
  private func checkLog(
    at path: String, holds acknowledged: [Int: String], trial: Int, nextSeq: inout Int
  ) throws {
    let reader = try LogReader(FileByteSource(path: path))
    var replayer = LogReplayer(header: reader.header, mode: .strict)
    while let record = try reader.next() {
      try replayer.apply(record)
      if let state = acknowledged[record.seq] {
        #expect(replayer.state.jsonObject == state, "trial \(trial), seq \(record.seq)")
      }
    }
    let missing = acknowledged.keys.filter { $0 > replayer.lastSeq }
    #expect(missing.isEmpty, "trial \(trial): acknowledged seqs \(missing) are not in the log")
    nextSeq = replayer.lastSeq + 1
  }
}
