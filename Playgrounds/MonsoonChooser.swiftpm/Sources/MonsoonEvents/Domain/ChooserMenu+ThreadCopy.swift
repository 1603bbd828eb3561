// import MonsoonSystem

extension ChooserMenu {
  /// ``standard``, held in storage of the calling thread's own: equal to it, but sharing no
  /// memory with other threads' copies.
  ///
  /// States copy their menu often, and each copy counts a reference to the menu's tables.
  /// When threads replaying different logs all counted references to one set of tables,
  /// every count moved those tables' cache lines from core to core, and the reducer, which
  /// reads them, slowed down on every core.
  static var standardOfThisThread: ChooserMenu {
    threadCopies.value?.menu ?? .standard
  }

  /// An equal menu in newly allocated storage.
  fileprivate func separateCopy() -> ChooserMenu {
    ChooserMenu(
      prompts: prompts.map { $0 }, optionCounts: optionCounts.map { $0 },
      combinationCount: combinationCount, placeValues: placeValues.map { $0 },
      remainderMultipliers: remainderMultipliers.map { $0 },
      packedOptionCounts: packedOptionCounts)
  }
}

/// A thread's copy of the standard menu.
private final class ThreadCopy {
  let menu = ChooserMenu.standard.separateCopy()
}

/// Each thread's ``ThreadCopy``, released when the thread ends.
private let threadCopies = ThreadSpecific { ThreadCopy() }
