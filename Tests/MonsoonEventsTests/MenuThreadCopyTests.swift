@testable import MonsoonEvents
import MonsoonSystem
import Testing

@Suite("The standard menu's copy for each thread")
struct MenuThreadCopyTests {
  @Test("each thread's standard menu equals the standard one, in storage of its own")
  func threadCopiesOfTheStandardMenu() {
    let finished = Condition()
    nonisolated(unsafe) var other: ChooserMenu?
    DetachedThread.start {
      let menu = ChooserMenu.standardOfThisThread
      finished.lock()
      other = menu
      finished.signal()
      finished.unlock()
    }
    let deadline = SystemClock.monotonicNanoseconds() + 10_000_000_000
    finished.lock()
    while other == nil && SystemClock.monotonicNanoseconds() < deadline {
      finished.wait(nanoseconds: deadline - SystemClock.monotonicNanoseconds())
    }
    let received = other
    finished.unlock()
    guard let copy = received else {
      Issue.record("the other thread did not report its menu")
      return
    }
    let mine = ChooserMenu.standardOfThisThread
    #expect(mine == ChooserMenu.standard)
    #expect(copy == ChooserMenu.standard)
    #expect(LogHeader(seed: 1).menu == ChooserMenu.standard)
    let storage: (ChooserMenu) -> UnsafeRawPointer? = { menu in
      menu.placeValues.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
    #expect(storage(mine) == storage(ChooserMenu.standardOfThisThread))
    #expect(storage(copy) != storage(mine))
    #expect(storage(mine) != storage(ChooserMenu.standard))
  }
}
