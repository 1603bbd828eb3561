public import MonsoonEvents
public import MonsoonTesting

/// What a parallel model check runs: some events sent one after another, then several tasks
/// each sending its own events at the same time.
public struct ParallelProgram: Sendable, CustomStringConvertible {
  /// The events sent first, in order, before the tasks start.
  public var prefix: [Event]
  /// Each task's events, sent in order by that task.
  public var tasks: [[Event]]

  /// The program in words, a line per task.
  public var description: String {
    (["prefix: " + words(prefix)] + tasks.enumerated().map { "task \($0): " + words($1) })
      .joined(separator: "\n")
  }

  private func words(_ events: [Event]) -> String {
    events.isEmpty ? "nothing" : events.map { $0.words(menu: .standard) }.joined(separator: ", ")
  }
}

extension Generator where Value == ParallelProgram {
  /// Programs of `tasks` tasks, each sending some of `sends` events, after a prefix of up to
  /// `prefix` events. A counter-example shrinks by deleting events, then simplifying them.
  public static func parallelPrograms(
    tasks: Int, sends: ClosedRange<Int>, prefix: ClosedRange<Int> = 0...4
  ) -> Generator<ParallelProgram> {
    let events = Generator<Event>.storeEvents
    return events.array(count: prefix).zip(events.array(count: sends).array(count: tasks...tasks))
      .map { ParallelProgram(prefix: $0, tasks: $1) }
  }
}
