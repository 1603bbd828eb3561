import MonsoonEvents
import MonsoonRender
import MonsoonScreen

/// The example app's screen as a generated UI test drives it, without a simulator: the
/// platform-neutral model the app's views show (a ``ChooserSession`` started from the test's
/// ``ChooserLaunchOptions``, as the app starts it), tapped by accessibility element and read
/// back as UIKit sets each element's accessibility value and label.
struct UITestScreen {
  /// What a test found wrong, naming the step.
  struct Mismatch: Error, CustomStringConvertible {
    let description: String
  }

  let session: ChooserSession

  /// The app's screen after a launch with `options`: a new session, in memory, of the header
  /// the app records a new log under.
  init(launchedWith options: ChooserLaunchOptions) {
    session = .inMemory(header: options.newLogHeader { 0 })
  }

  /// Performs every step of `script` and its final checks, throwing the first expectation
  /// that does not hold.
  static func perform(_ script: UITestScript) throws {
    let arguments = ["/private/MonsoonChooser"] + script.launchOptions.arguments
    let options = try ChooserLaunchOptions(arguments: arguments)
    let screen = UITestScreen(launchedWith: options)
    for step in script.steps {
      for case .tap(let element, let times) in step.actions {
        for _ in 0..<times { try screen.tap(element, in: step) }
      }
      for check in step.checks { try screen.expect(check, "seq \(step.seq) (\(step.words))") }
    }
    for check in script.finalChecks { try screen.expect(check, "the end") }
  }

  /// The elements the screen shows now.
  private var elements: [ScreenElement] {
    let state = session.state
    return state.screen == .detail
      ? ScreenElement.detail(menu: state.menu) : ScreenElement.chooser(menu: state.menu)
  }

  /// Taps `element` as the user (or XCUITest) does: the action its view reports.
  private func tap(_ element: ScreenElement, in step: UITestStep) throws {
    guard elements.contains(element) else {
      throw Mismatch(description: "seq \(step.seq): \(element) is not on the screen to tap")
    }
    let state = session.state
    let action: ChooserAction
    switch element {
    case .ring(let prompt):
      let next = RingAccessibility(prompt: prompt, in: state)?.nextOption ?? 0
      action = .choose(prompt: prompt, option: next)
    case .button(.randomize): action = .randomize
    case .button(.go): action = .go
    case .button(.back): action = .back
    case .button(.search): action = .nav(.search)
    case .button(.calendar): action = .nav(.calendar)
    case .button(.compass): action = .nav(.compass)
    case .button(.menu): action = .nav(.menu)
    case .choiceRow:
      throw Mismatch(description: "seq \(step.seq): a choice row takes no tap")
    }
    try session.perform(action, reduceMotion: true)
  }

  /// Throws unless `check` holds of the screen now.
  private func expect(_ check: UITestStep.Check, _ place: String) throws {
    let state = session.state
    let element: ScreenElement
    let shown: String?
    let expected: String?
    switch check {
    case .shown(let checked):
      element = checked
      shown = nil
      expected = nil
    case .value(let checked, let text):
      element = checked
      expected = text
      switch checked {
      case .ring(let prompt): shown = RingAccessibility(prompt: prompt, in: state)?.value ?? ""
      case .button(let button):
        let nav = NavButton.allCases.first { ScreenButton($0) == button }
        shown = nav.map { NavBadge.text(count: state.navTaps[$0]) ?? "" } ?? ""
      case .choiceRow: shown = ""
      }
    case .label(let checked, let text):
      element = checked
      expected = text
      guard case .choiceRow(let prompt) = checked else {
        throw Mismatch(description: "\(place): no label is checked on \(checked)")
      }
      let rows = ChoicesAnnouncement.rows(state, in: .english)
      shown = rows.indices.contains(prompt) ? rows[prompt] : nil
    }
    guard elements.contains(element) else {
      throw Mismatch(description: "\(place): \(element) is not on the screen")
    }
    if shown != expected {
      throw Mismatch(
        description: "\(place): \(element) shows \(shown.map { "\"\($0)\"" } ?? "nothing"), "
          + "the test expects \"\(expected ?? "")\"")
    }
  }
}
