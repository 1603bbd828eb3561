@testable import MonsoonEvents
import MonsoonSystem
import Testing

@Suite("The standard menu's copy for each thread")
struct MenuThreadCopyTests {
  @Test("each thread's standard menu equals the standard one, in storage of its own")
  func threadCopiesOfTheStandardMenu() {
    let finished = Condition<ChooserMenu?>(nil)
    DetachedThread.start {
      let menu = ChooserMenu.standardOfThisThread
      finished.withLock { $0 = menu }
      finished.signal()
    }
    let deadline = SystemClock.monotonicNanoseconds() + 10_000_000_000
    let received = finished.wait { other in
      let left = deadline - SystemClock.monotonicNanoseconds()
      return other != nil || left <= 0 ? .ready(other) : .waitAtMost(nanoseconds: left)
    }
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
