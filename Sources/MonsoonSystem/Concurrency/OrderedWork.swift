/// Work cut into units one after another, done by helper threads and by the thread that takes
/// the finished units, which it takes in the order they were cut: how one log is decoded on
/// every idle core and folded in order on one.
///
/// A unit is cut (`claim`) by one thread at a time, in order, then worked on (`work`) by the
/// thread that cut it, while others cut and work on the next ones. The taker gets the units
/// with ``next()`` in the order they were cut; while the unit it waits for is not finished, it
/// cuts and works on the next one itself, so the work goes on with no helper at all. Units come
/// from a fixed pool and go back to it with ``recycle(_:)``: the memory held is the pool's,
/// whatever the length of the work.
///
/// A thread the work did not start may lend a hand between its own tasks (``SpareHands``): a
/// projection's line writer decodes the next chunk while it waits for lines to write.
///
/// Only the thread that made it calls ``next()``, ``recycle(_:)`` and ``finish()``; letting it
/// go finishes it.
package final class OrderedWork<Cut: Sendable, Unit: Sendable> {
  private let shared: Shared
  private var helpers: [JoinableThread] = []
  private var finished = false

  /// Starts the helpers.
  /// - Parameters:
  ///   - pool: the units, reused for every cut; at least one. With `h` helpers, `h + 2` lets
  ///     every thread work while the taker holds one.
  ///   - cut: where cutting stands (for a file, the offset of the next unit).
  ///   - helpers: how many threads to start besides the taker's own; fewer run when the system
  ///     refuses a thread.
  ///   - claim: cuts the next unit into the unit given and moves `cut` past it, under the
  ///     work's lock; returns `false` when nothing is left to cut after it (the unit it filled
  ///     is taken all the same).
  ///   - work: works on a unit that was cut, outside the lock; returns `false` when no unit
  ///     after this one is needed (units cut before it are still taken).
  package init(
    pool: [Unit], cut: Cut, helpers: Int, name: String,
    claim: @escaping @Sendable (inout Cut, inout Unit) -> Bool,
    work: @escaping @Sendable (inout Unit) -> Bool
  ) {
    precondition(!pool.isEmpty, "an empty pool")
    shared = Shared(pool: pool, cut: cut, claim: claim, work: work)
    for _ in 0..<max(0, helpers) {
      let shared = shared
      guard let thread = try? JoinableThread.start(name: name, { shared.help() }) else { break }
      self.helpers.append(thread)
    }
  }

  deinit {
    finish()
  }

  /// The number of helper threads that were started.
  package var helperCount: Int { helpers.count }

  /// What another thread uses to work on a unit now and then: leave room for it in the pool
  /// (one unit more than the helpers need).
  package var spareHands: SpareHands { SpareHands(shared: shared) }

  /// Lets a thread the work did not start cut and work on one unit at a time, when it has
  /// nothing of its own to do. ``finish()`` waits for a unit such a thread is working on.
  package struct SpareHands: Sendable {
    fileprivate let shared: Shared

    /// Cuts the next unit and works on it, at once, when a unit is free and more is to be
    /// cut; otherwise returns at once.
    /// - Returns: whether it worked on a unit: after `false`, the caller should go back to its
    ///   own work rather than ask again straight away.
    package func workOnNextUnit() -> Bool {
      shared.workOnNextUnit()
    }
  }

  /// The next unit in the order they were cut, worked on; `nil` once every unit cut has been
  /// taken and nothing is left to cut.
  package func next() -> Unit? {
    precondition(!finished, "a unit was asked for after the work finished")
    return shared.take()
  }

  /// Gives a unit taken with ``next()`` back to the pool, for the next cut.
  package func recycle(_ unit: sending Unit) {
    shared.recycle(unit)
  }

  /// Stops the helpers after the units they are on, and waits for them to end and for lent
  /// threads to finish theirs: the units not yet taken are dropped.
  package func finish() {
    guard !finished else { return }
    finished = true
    shared.cancel()
    for helper in helpers { helper.join() }
  }
}

extension OrderedWork {
  /// What the taker and the helpers share: the pool, the cut, the finished units, behind one
  /// lock.
  fileprivate final class Shared: Sendable {
    private let state: Condition<State>
    private let claim: @Sendable (inout Cut, inout Unit) -> Bool
    private let work: @Sendable (inout Unit) -> Bool

    private struct State {
      /// The units no thread holds.
      var free: [Unit]
      /// Where cutting stands; `nil` while a thread cuts.
      var cut: Cut?
      /// The number of units cut so far.
      var cutCount = 0
      /// Whether nothing more is to be cut.
      var closed = false
      /// The finished units not yet taken, at their index modulo the pool's size.
      var finished: [Unit?]
      /// The index of the next unit to take.
      var taken = 0
      var cancelled = false
      /// The units threads lent by ``SpareHands`` are working on.
      var lentWork = 0
    }

    /// What a thread does next.
    private enum Step {
      /// Hand over this finished unit (the taker only).
      case take(Unit)
      /// Cut a unit at this index into this free unit.
      case cut(Int, Unit, Cut)
      /// Nothing more to do.
      case end
    }

    init(
      pool: [Unit], cut: Cut, claim: @escaping @Sendable (inout Cut, inout Unit) -> Bool,
      work: @escaping @Sendable (inout Unit) -> Bool
    ) {
      state = Condition(
        State(free: pool, cut: cut, finished: Array(repeating: nil, count: pool.count)))
      self.claim = claim
      self.work = work
    }

    /// The next unit in order, for the taker, which cuts and works itself while it waits.
    func take() -> Unit? {
      while true {
        let step = state.wait { state -> Condition<State>.Check<Step> in
          let slot = state.taken % state.finished.count
          if let unit = state.finished[slot] {
            state.finished[slot] = nil
            state.taken += 1
            return .ready(.take(unit))
          }
          if state.closed && state.taken == state.cutCount { return .ready(.end) }
          return Self.cutStep(&state).map { .ready($0) } ?? .wait
        }
        switch step {
        case .take(let unit): return unit
        case .cut(let index, let unit, let cut): cutAndWork(index, unit, cut)
        case .end: return nil
        }
      }
    }

    /// A helper's loop: cuts and works on units until nothing is left or the work is
    /// cancelled.
    func help() {
      while true {
        let step = state.wait { state -> Condition<State>.Check<Step> in
          if state.cancelled || state.closed { return .ready(.end) }
          return Self.cutStep(&state).map { .ready($0) } ?? .wait
        }
        guard case .cut(let index, let unit, let cut) = step else { return }
        cutAndWork(index, unit, cut)
      }
    }

    /// One unit for a lent thread, when one can be cut at once.
    func workOnNextUnit() -> Bool {
      let step = state.withLock { state -> Step? in
        let step = Self.cutStep(&state)
        if step != nil { state.lentWork += 1 }
        return step
      }
      guard case .cut(let index, let unit, let cut) = step else { return false }
      cutAndWork(index, unit, cut)
      state.withLock { $0.lentWork -= 1 }
      state.broadcast()
      return true
    }

    /// Takes a free unit and the cut, when neither is held and more is to be cut.
    private static func cutStep(_ state: inout State) -> Step? {
      guard !state.closed, !state.cancelled, let cut = state.cut, let unit = state.free.popLast()
      else { return nil }
      state.cut = nil
      defer { state.cutCount += 1 }
      return .cut(state.cutCount, unit, cut)
    }

    private func cutAndWork(_ index: Int, _ unit: Unit, _ cut: Cut) {
      var (unit, cut) = (unit, cut)
      let more = claim(&cut, &unit)
      state.withLock { state in
        state.cut = cut
        if !more { state.closed = true }
      }
      state.broadcast()
      let wanted = work(&unit)
      state.withLock { state in
        if !wanted { state.closed = true }
        if state.cancelled {
          state.free.append(unit)
        } else {
          state.finished[index % state.finished.count] = unit
        }
      }
      state.broadcast()
    }

    func recycle(_ unit: sending Unit) {
      state.withLock { $0.free.append(unit) }
      state.broadcast()
    }

    /// Drops the units not taken, and waits until no lent thread works on one.
    func cancel() {
      state.withLock { state in
        state.cancelled = true
        state.finished = state.finished.map { _ in nil }
      }
      state.broadcast()
      state.wait { $0.lentWork == 0 ? .ready(()) : .wait }
    }
  }
}
