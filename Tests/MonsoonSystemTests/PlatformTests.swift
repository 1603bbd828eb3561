import Foundation
import MonsoonSystem
import Testing

@Suite("System error messages")
struct PlatformTests {
  @Test("an errno reads as the system's sentence, from any number of threads at once")
  func messages() async {
    let expected = [ENOENT: "No such file or directory", EACCES: "Permission denied"]
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<64 {
        group.addTask {
          let code = task % 2 == 0 ? ENOENT : EACCES
          return (0..<200).allSatisfy { _ in
            Platform.message(forErrno: code) == expected[code]
              && PlatformError(code).message == expected[code]
          }
        }
      }
      for await allRight in group { #expect(allRight) }
    }
  }
}
