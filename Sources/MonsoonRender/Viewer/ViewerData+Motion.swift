import MonsoonEvents
import MonsoonScreen
import MonsoonSystem

extension ViewerData {
  /// Writes the motion specs, the colours the script paints arcs with, and the sounds, as the
  /// JSON the page's script plays them from.
  static func writeMotion(_ renderer: ScreenRenderer, to json: inout JSONWriter) {
    let theme = renderer.theme
    json.beginObject()
    json.key("spin")
    writeSpin(.standard, to: &json)
    json.key("reducedSpin")
    writeSpin(.reduced, to: &json)
    json.key("go")
    writeTransition(.go, to: &json)
    json.key("back")
    writeTransition(.back, to: &json)
    json.key("reducedGo")
    writeTransition(.reducedGo, to: &json)
    json.key("reducedBack")
    writeTransition(.reducedBack, to: &json)
    json.key("accent")
    json.string(theme.accent.hex)
    json.key("muted")
    json.string(theme.arc.hex)
    json.key("sound")
    json.plainString("data:audio/wav;base64," + Base64.encoded(RandomizeSound.standardWAV))
    json.key("reducedSound")
    json.plainString("data:audio/wav;base64," + Base64.encoded(RandomizeSound.reducedWAV))
    json.endObject()
  }

  /// A spin: its numbers, and for every hop count a ring can make, the time of each hop, as
  /// ``RandomizeMotion/spins(from:to:menu:)`` computes them (the script looks them up rather
  /// than solving the curve again).
  private static func writeSpin(_ motion: RandomizeMotion, to json: inout JSONWriter) {
    let most = motion.laps * ChooserMenu.maximumOptionCount + ChooserMenu.maximumOptionCount - 1
    json.beginObject()
    json.key("duration")
    json.number(formatted: number(motion.duration))
    json.key("ringDelay")
    json.number(formatted: number(motion.ringDelay))
    json.key("laps")
    json.integer(motion.laps)
    json.key("fades")
    json.bool(motion.fades)
    json.key("curve")
    json.string(motion.curve.cssValue)
    json.key("hopTimes")
    json.beginArray()
    for hops in 0...most {
      json.beginArray()
      for hop in 0...hops {
        let time =
          hop == 0 ? 0 : hop == hops ? 1 : motion.curve.time(atProgress: Double(hop) / Double(hops))
        json.number(formatted: number(time))
      }
      json.endArray()
    }
    json.endArray()
    json.endObject()
  }

  private static func writeTransition(_ transition: ScreenTransition, to json: inout JSONWriter)
  {
    func move(_ move: ScreenPlacement.Move) {
      json.beginObject()
      json.key("from")
      json.beginArray()
      json.number(formatted: number(move.from.offset))
      json.number(formatted: number(move.from.opacity))
      json.endArray()
      json.key("to")
      json.beginArray()
      json.number(formatted: number(move.to.offset))
      json.number(formatted: number(move.to.opacity))
      json.endArray()
      json.endObject()
    }
    json.beginObject()
    json.key("duration")
    json.number(formatted: number(transition.duration))
    json.key("curve")
    json.string(transition.curve.cssValue)
    json.key("incomingOnTop")
    json.bool(transition.incomingOnTop)
    json.key("incoming")
    move(transition.incoming)
    json.key("outgoing")
    move(transition.outgoing)
    json.endObject()
  }

  /// A number with up to six decimals: exact enough for a millisecond of a 1,000 s animation.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let millionths = (value * 1_000_000).rounded()
    guard abs(millionths) < 1e15 else { return "0" }
    let whole = Int(millionths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    var fraction = String(magnitude % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
  }
}

extension TimingCurve {
  /// The curve as CSS writes it, such as `cubic-bezier(0.2,0.55,0.3,1)`.
  package var cssValue: String {
    "cubic-bezier(" + [x1, y1, x2, y2].map(SVGNumber.format).joined(separator: ",") + ")"
  }
}
