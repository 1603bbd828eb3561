import Foundation
import Testing

@testable import MonsoonRender

@Suite("The viewer's script: viewer.js is its source")
struct ViewerScriptSourceTests {
  @Test("ViewerScript.swift holds viewer.js exactly (run scripts/generate-viewer-script.py)")
  func generatedFromSource() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/MonsoonRender/Viewer/viewer.js").standardized
    var script = try String(contentsOf: file, encoding: .utf8)
    while script.hasSuffix("\n") { script.removeLast() }
    #expect(ViewerScript.source == script)
  }

  @Test("the script takes the nav buttons' names from the page's data")
  func namesFromData() {
    for button in ["'search'", "'calendar'", "'compass'", "'menu'"] {
      #expect(!ViewerScript.source.contains(button))
    }
    #expect(ViewerScript.source.contains("data.navButtons"))
  }
}
