import MonsoonScreen

/// Numbers as an SVG file writes them: rounded to hundredths of a point, without a trailing
/// `.0`, so that renders are stable and short.
enum SVGNumber {
  /// `value` rounded to two decimals, such as `12`, `12.5` or `-0.25`.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    guard abs(hundredths) < 1e15 else { return "0" }
    let whole = Int(hundredths)
    if whole == 0 { return "0" }
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(magnitude / 100) }
    let digits: String
    if fraction % 10 == 0 {
      digits = String(fraction / 10)
    } else {
      digits = (fraction < 10 ? "0" : "") + String(fraction)
    }
    return sign + String(magnitude / 100) + "." + digits
  }
}
