extension ScreenRenderer {
  /// The status bar as Apple's own screenshots show it, inside the top inset: 9:41, full
  /// signal and a full battery. Centred on the phones with a Home button (a 20 pt bar); on
  /// the others the time sits in the left ear and the signal and battery in the right one.
  func drawStatusBar(in document: inout SVGDocument) {
    let n = SVGNumber.format
    let top = device.insets.top
    let width = device.size.width
    let compact = top <= 20
    let middle = compact ? 10 : (top / 2).rounded()
    let fontSize = compact ? 12.0 : 17.0
    let timeX = compact ? width / 2 : (width * 0.155).rounded()
    let batteryWidth = compact ? 22.0 : 25.0
    let batteryHeight = compact ? 10.0 : 12.0
    let batteryX = compact ? width - 6 - batteryWidth : (width * 0.845 - batteryWidth / 2 + 12)
    let batteryY = middle - batteryHeight / 2
    document.open(
      "g", [("class", "status-bar"), ("aria-hidden", "true"), ("fill", theme.ink.hex)])
    document.text(
      "text",
      [("class", "status-time"), ("x", n(timeX)), ("y", n(middle + fontSize * 0.36)),
        ("font-size", n(fontSize)), ("font-weight", "600"), ("text-anchor", "middle")],
      "9:41")
    for bar in 0..<4 {
      let height = 3.0 + Double(bar) * 2.2
      document.empty(
        "rect",
        [("class", "status-signal"), ("x", n(batteryX - 24 + Double(bar) * 4.5)),
          ("y", n(middle + 5 - height)), ("width", "3"), ("height", n(height)), ("rx", "0.8")])
    }
    document.empty(
      "rect",
      [("class", "status-battery"), ("x", n(batteryX)), ("y", n(batteryY)),
        ("width", n(batteryWidth)), ("height", n(batteryHeight)), ("rx", "3"),
        ("fill", "none"), ("stroke", theme.ink.hex), ("stroke-opacity", "0.4")])
    document.empty(
      "rect",
      [("class", "status-battery-level"), ("x", n(batteryX + 2)), ("y", n(batteryY + 2)),
        ("width", n(batteryWidth - 4)), ("height", n(batteryHeight - 4)), ("rx", "1.5")])
    document.empty(
      "rect",
      [("x", n(batteryX + batteryWidth + 1)), ("y", n(middle - 2)), ("width", "1.5"),
        ("height", "4"), ("rx", "0.75"), ("fill-opacity", "0.4")])
    document.close("g")
  }
}
