import MonsoonSystem
import MonsoonToolSystem
import Testing

@Suite("The cores the process may run on")
struct ProcessorCoresTests {
  @Test("at least one core is available")
  func atLeastOne() {
    #expect(ProcessorCores.available >= 1)
  }
}
