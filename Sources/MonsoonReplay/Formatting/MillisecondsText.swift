/// A span of milliseconds as seconds with three decimals, for the text of `timeline` and
/// `summary`: `1.234`, `0.050`, and `-0.500` for a span that runs backwards (a rejected line,
/// replayed leniently, whose `t` is before the first event's).
package enum MillisecondsText {
  package static func seconds(_ milliseconds: Int) -> String {
    let magnitude = milliseconds.magnitude
    let fraction = String(magnitude % 1000)
    return (milliseconds < 0 ? "-" : "") + "\(magnitude / 1000)."
      + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
