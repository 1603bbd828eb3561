import MonsoonEvents

extension ScreenRenderer {
  /// Draws the detail screen: a heading, each prompt with its chosen option, and Back.
  ///
  /// For the viewer's template (`allChoices`), every row holds every option, each in a
  /// `<g class="choice-label" data-choice="k">`.
  func drawDetail(_ state: SessionState, allChoices: Bool, in document: inout SVGDocument) {
    let n = SVGNumber.format
    let detail = layout.detail
    drawText(
      detail.heading, class: "heading", color: theme.ink, style: theme.heading, anchor: "start",
      in: &document)
    if let card = detail.card {
      document.empty(
        "rect",
        [("class", "card"), ("x", n(card.x)), ("y", n(card.y)), ("width", n(card.width)),
          ("height", n(card.height)), ("rx", "12"), ("fill", theme.surface.hex)])
    }
    for (row, prompt) in zip(detail.rows, menu.prompts) {
      let chosen = selected(state, row.index)
      document.open(
        "g",
        [("class", "choice-row"), ("data-prompt", prompt.id), ("data-selected", String(chosen))])
      if row.index > 0 {
        document.empty(
          "line",
          [("x1", n(row.frame.x)), ("y1", n(row.frame.y)), ("x2", n(row.frame.maxX)),
            ("y2", n(row.frame.y)), ("stroke", theme.muted.hex)])
      }
      drawText(
        row.title, class: "title", color: theme.secondaryInk, style: theme.rowTitle,
        anchor: "start", in: &document)
      if allChoices {
        for (choice, label) in row.optionLabels.enumerated() {
          document.open("g", [("class", "choice-label"), ("data-choice", String(choice))])
          drawText(
            label, class: "choice", color: theme.ink, style: theme.rowOption, anchor: "start",
            in: &document)
          document.close("g")
        }
      } else if row.optionLabels.indices.contains(chosen) {
        drawText(
          row.optionLabels[chosen], class: "choice", color: theme.ink, style: theme.rowOption,
          anchor: "start", in: &document)
      }
      document.close("g")
    }
    drawTextButton(detail.back, in: &document)
  }
}
