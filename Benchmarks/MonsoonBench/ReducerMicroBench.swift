import Foundation
import MonsoonEvents
import MonsoonReplay
import MonsoonTesting

/// Folds pre-decoded events through the pure reducer, timing nothing but the fold.
enum ReducerMicroBench {
  /// Events per second folding events (best of `runs`, over the same `count` generated
  /// events), under the rules of log format `version`.
  static func eventsPerSecond(count: Int, runs: Int, version: LogFormatVersion = .current)
    -> Double
  {
    var generator = SessionGenerator(seed: InputFiles.seed)
    let events = (0..<count).map { _ in generator.next().event }
    return best(of: runs, count: count, version: version) { state in
      var rejected = 0
      for event in events {
        do { try SessionReducer.reduce(&state, event) } catch { rejected += 1 }
      }
      return rejected
    }
  }

  /// Times `fold` from the initial state `runs` times; the fastest run's events per second.
  private static func best(
    of runs: Int, count: Int, version: LogFormatVersion, _ fold: (inout SessionState) -> Int
  ) -> Double {
    let initial = SessionState(seed: InputFiles.seed, formatVersion: version)
    var fastest = Double.infinity
    var final: SessionState?
    for _ in 0..<max(1, runs) {
      var state = initial
      let start = DispatchTime.now()
      let rejected = fold(&state)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
      precondition(rejected == 0 && state.seq == count, "the generated events must all apply")
      precondition(final == nil || final == state, "every run must end in the same state")
      final = state
      fastest = min(fastest, seconds)
    }
    return Double(count) / fastest
  }
}
