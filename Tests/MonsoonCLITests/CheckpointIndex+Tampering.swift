import MonsoonEvents
import MonsoonReplay
import Testing

extension CheckpointIndex {
  /// This index with 1,000 more menu taps in the checkpoints at `positions`: an index that,
  /// where it is read, changes the answers.
  func addingMenuTaps(at positions: some Sequence<Int>) throws -> CheckpointIndex {
    var checkpoints = checkpoints
    for position in positions {
      let real = checkpoints[position]
      var taps = real.replayer.state.navTaps
      taps.menu += 1_000
      let state = try #require(
        SessionState(
          menu: real.replayer.state.menu, formatVersion: real.replayer.state.formatVersion,
          screen: real.replayer.state.screen,
          selections: real.replayer.state.selections, random: real.replayer.state.random,
          navTaps: taps, seq: real.replayer.state.seq))
      checkpoints[position] = Checkpoint(
        replayer: LogReplayer(
          state: state, mode: .strict, lastSeq: real.replayer.lastSeq,
          lastTime: real.replayer.lastTime, appliedCount: real.replayer.appliedCount),
        lineNumber: real.lineNumber, byteOffset: real.byteOffset)
    }
    return CheckpointIndex(key: key, checkpoints: checkpoints, warnings: [])
  }
}
