import MonsoonEvents

extension ScreenRenderer {
  /// Draws the controls, their labels, Randomize and Go.
  func drawChooser(_ state: SessionState, in document: inout SVGDocument) {
    let n = SVGNumber.format
    for (control, prompt) in zip(layout.controls, menu.prompts) {
      let selectedChoice = selected(state, control.index)
      let selectedText =
        prompt.choices.indices.contains(selectedChoice) ? prompt.choices[selectedChoice] : ""
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
            ("fill", isSelected ? Theme.accent : Theme.muted)])
      }
      document.close("g")
      drawText(control.title, class: "title", color: Theme.ink, weight: "600", in: &document)
      if control.choiceLabels.indices.contains(selectedChoice) {
        drawText(
          control.choiceLabels[selectedChoice], class: "choice", color: Theme.secondaryInk,
          in: &document)
      }
      document.close("g")
    }
    drawTextButton(layout.randomize, filled: false, in: &document)
    drawTextButton(layout.go, filled: true, in: &document)
  }

  /// Draws a rounded button with its title: filled with the accent, or outlined.
  func drawTextButton(_ button: ButtonLayout, filled: Bool, in document: inout SVGDocument) {
    let n = SVGNumber.format
    let frame = button.frame
    document.open("g", buttonAttributes(button))
    document.empty(
      "rect",
      [("x", n(frame.x + 1)), ("y", n(frame.y + 1)), ("width", n(frame.width - 2)),
        ("height", n(frame.height - 2)), ("rx", n(min(14, frame.height / 2))),
        ("fill", filled ? Theme.accent : Theme.surface),
        ("stroke", filled ? Theme.accent : Theme.muted), ("stroke-width", "2")])
    let title = TextFitter.fit(button.button.title, in: frame, preferredFontSize: 17)
    drawText(
      title, class: "label", color: filled ? Theme.onAccent : Theme.ink, weight: "600",
      in: &document)
    document.close("g")
  }
}
