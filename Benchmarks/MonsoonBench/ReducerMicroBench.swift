import Foundation
import MonsoonEvents
import MonsoonReplay

/// Folds pre-decoded events through the pure reducer, timing nothing but the fold.
enum ReducerMicroBench {
  /// Events per second over `count` generated events (best of `runs`).
  static func eventsPerSecond(count: Int, runs: Int) -> Double {
    var generator = SessionGenerator(seed: InputFiles.seed)
    let events = (0..<count).map { _ in generator.next().event }
    let initial = SessionState(seed: InputFiles.seed)
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<max(1, runs) {
      var state = initial
      let start = DispatchTime.now()
      for event in events {
        do { try Reducer.reduce(&state, event) } catch { checksum &+= 1 }
      }
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      checksum &+= state.seq
      best = min(best, seconds)
    }
    precondition(checksum != 0, "the fold was optimized away")
    return Double(count) / best
  }
}
