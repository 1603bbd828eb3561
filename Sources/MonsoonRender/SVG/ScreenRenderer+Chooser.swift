import MonsoonEvents
import MonsoonScreen
import MonsoonSystem

extension ScreenRenderer {
  /// Draws the controls, their labels, Randomize and Go.
  ///
  /// For the viewer's template (`allChoices`), every control also gets its spin highlight
  /// (hidden) and every choice label, each in a `<g class="choice-label" data-choice="k">`:
  /// the viewer keeps the selected one and removes the others.
  func drawChooser(_ state: SessionState, allChoices: Bool, in document: inout SVGDocument) {
    let n = SVGNumber.format
    for (control, prompt) in zip(layout.controls, menu.prompts) {
      let selectedChoice = selected(state, control.index)
      let selectedText =
        prompt.options.indices.contains(selectedChoice) ? prompt.options[selectedChoice] : ""
      document.open(
        "g",
        [("class", "control"), ("data-prompt", prompt.id),
          ("data-selected", String(selectedChoice)), ("data-cx", n(control.center.x)),
          ("data-cy", n(control.center.y)), ("data-r", n(control.radius)),
          ("role", "group"),
          ("aria-label", "\(prompt.id): \(selectedText)")])
      document.open("g", [("class", "ring")])
      for arc in control.arcs {
        let isSelected = arc.choice == selectedChoice
        document.empty(
          "path",
          [("class", isSelected ? "arc selected" : "arc"), ("data-choice", String(arc.choice)),
            ("d", ArcPath.data(
              arc, center: control.center, radius: control.radius, width: control.ringWidth)),
            ("fill", isSelected ? theme.accent.hex : theme.arc.hex)])
      }
      document.close("g")
      if allChoices, let first = control.arcs.first {
        document.empty(
          "path",
          [("class", "highlight"),
            ("d", ArcPath.data(
              first, center: control.center, radius: control.radius, width: control.ringWidth)),
            ("fill", theme.accent.hex), ("visibility", "hidden")])
      }
      drawText(
        control.title, class: "title", color: theme.ink, style: theme.controlTitle,
        in: &document)
      if allChoices {
        for (choice, label) in control.choiceLabels.enumerated() {
          document.open("g", [("class", "choice-label"), ("data-choice", String(choice))])
          drawText(
            label, class: "choice", color: theme.secondaryInk, style: theme.controlChoice,
            in: &document)
          document.close("g")
        }
      } else if control.choiceLabels.indices.contains(selectedChoice) {
        drawText(
          control.choiceLabels[selectedChoice], class: "choice", color: theme.secondaryInk,
          style: theme.controlChoice, in: &document)
      }
      document.close("g")
    }
    drawTextButton(layout.randomize, in: &document)
    drawTextButton(layout.go, in: &document)
  }

  /// Draws a rounded button with its title, in its style at rest.
  func drawTextButton(_ button: ButtonLayout, in document: inout SVGDocument) {
    let n = SVGNumber.format
    let frame = button.frame
    let style = ScreenButtonStyle.of(button.button, in: theme)
    let look = style.normal
    document.open("g", buttonAttributes(button))
    document.empty(
      "rect",
      [("x", n(frame.x + 1)), ("y", n(frame.y + 1)), ("width", n(frame.width - 2)),
        ("height", n(frame.height - 2)), ("rx", n(min(style.cornerRadius, frame.height / 2))),
        ("fill", (look.fill ?? theme.surface).hex), ("stroke", (look.border ?? theme.muted).hex),
        ("stroke-width", "2")])
    if let label = button.label {
      drawText(label, class: "label", color: look.content, style: theme.buttonTitle, in: &document)
    }
    document.close("g")
  }
}

/// The SVG path data of an arc of a control's ring.
enum ArcPath {
  /// A closed band between the ring's outer and inner circle, from the arc's start angle
  /// clockwise to its end angle.
  static func data(_ arc: ArcSegment, center: Point, radius: Double, width: Double) -> String {
    let inner = radius - width
    let large = arc.endAngle - arc.startAngle > Double.pi ? 1 : 0
    let outerStart = point(center, radius, arc.startAngle)
    let outerEnd = point(center, radius, arc.endAngle)
    let innerEnd = point(center, inner, arc.endAngle)
    let innerStart = point(center, inner, arc.startAngle)
    let r = SVGNumber.format(radius)
    let ri = SVGNumber.format(inner)
    return "M\(outerStart) A\(r) \(r) 0 \(large) 1 \(outerEnd) L\(innerEnd) "
      + "A\(ri) \(ri) 0 \(large) 0 \(innerStart) Z"
  }

  /// The point at `angle` on a circle, as `x y`.
  private static func point(_ center: Point, _ radius: Double, _ angle: Double) -> String {
    SVGNumber.format(center.x + radius * Trigonometry.cosine(angle)) + " "
      + SVGNumber.format(center.y + radius * Trigonometry.sine(angle))
  }
}

extension Trigonometry {
  /// The cosine of `angle`, in radians.
  fileprivate static func cosine(_ angle: Double) -> Double { system_cos(angle) }
}
