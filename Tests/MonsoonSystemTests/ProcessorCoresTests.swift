import MonsoonSystem
import MonsoonTestSupport
import Testing

@Suite("The cores a helper thread may use")
struct ProcessorCoresTests {
  @Test("the unclaimed cores are between none and all but the caller's")
  func unclaimedInRange() {
    #expect((0..<ProcessorCores.available).contains(ProcessorCores.unclaimed))
  }

  #if os(Linux)
    @Test("the runnable threads are read from the load average's fourth field")
    func runnableFromLoadAverage() throws {
      let directory = try TemporaryDirectory()
      let read = { (text: String) throws -> Int? in
        ProcessorCores.runnableThreads(inLoadAverage: try directory.write("loadavg", text))
      }
      #expect(try read("0.52 0.58 0.59 2/467 12345\n") == 2)
      #expect(try read("1.00 1.00 1.00 17/90 1\n") == 17)
      for unreadable in ["", "0.52 0.58 0.59\n", "0.52 0.58 0.59 x/467 1\n", "1 1 1 0/4 1\n"] {
        #expect(try read(unreadable) == nil, "\(unreadable)")
      }
      #expect(ProcessorCores.runnableThreads(inLoadAverage: directory.file("missing")) == nil)
      // This machine's own: the caller is runnable, so at least one.
      #expect((ProcessorCores.runnableThreads() ?? 0) >= 1)
    }
  #endif
}
