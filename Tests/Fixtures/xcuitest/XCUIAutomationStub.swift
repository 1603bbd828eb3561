// Stand-ins for the UI-testing declarations a test `monsoon-replay xcuitest` writes uses, so
// that Linux, whose XCTest has XCTestCase and the assertions but no UI testing, can
// type-check it (XCUITestCommandTests). Each is declared in the shape Xcode 16's XCTest gives
// it in Swift (XCUIElement.h, XCUIElementQuery.h, XCUIApplication.h, XCUIElementAttributes.h):
// the classes are main-actor isolated, `waitForExistence(timeout:)`'s result may not be
// ignored, `value` is `Any?`. This file is never part of an app: on Apple platforms XCTest
// declares them itself.
import XCTest

@MainActor
class XCUIElement {
  enum ElementType: UInt {
    case any = 0
  }

  var exists: Bool { false }
  var isHittable: Bool { false }
  var identifier: String { "" }
  var label: String { "" }
  var value: Any? { nil }

  func waitForExistence(timeout: TimeInterval) -> Bool { false }
  func descendants(matching type: ElementType) -> XCUIElementQuery { XCUIElementQuery() }
  func tap() {}
}

@MainActor
class XCUIElementQuery {
  subscript(key: String) -> XCUIElement { XCUIElement() }
  var firstMatch: XCUIElement { XCUIElement() }
  func matching(identifier: String) -> XCUIElementQuery { self }
}

@MainActor
class XCUIApplication: XCUIElement {
  var launchArguments: [String] = []
  override init() {}
  func launch() {}
}
