import MonsoonEvents

extension ViewerData {
  /// The motion specs, the colours the script paints arcs with, and the sounds, as the JSON
  /// the page's script plays them from.
  static func motionJSON(_ renderer: ScreenRenderer) -> String {
    let theme = renderer.theme
    return "{\"spin\":\(spin(.standard)),\"reducedSpin\":\(spin(.reduced)),"
      + "\"go\":\(transition(.go)),\"back\":\(transition(.back)),"
      + "\"reducedGo\":\(transition(.reducedGo)),\"reducedBack\":\(transition(.reducedBack)),"
      + "\"accent\":\(JSONText.quoted(theme.accent.hex)),"
      + "\"muted\":\(JSONText.quoted(theme.muted.hex)),"
      + "\"sound\":\"data:audio/wav;base64,\(Base64.encoded(RandomizeSound.standardWAV))\","
      + "\"reducedSound\":\"data:audio/wav;base64,\(Base64.encoded(RandomizeSound.reducedWAV))\"}"
  }

  /// A spin: its numbers, and for every hop count a ring can make, the time of each hop, as
  /// ``RandomizeMotion/spins(from:to:menu:)`` computes them (the script looks them up rather
  /// than solving the curve again).
  private static func spin(_ motion: RandomizeMotion) -> String {
    let most = motion.laps * ChooserMenu.maximumChoiceCount + ChooserMenu.maximumChoiceCount - 1
    var tables: [String] = []
    for hops in 0...most {
      let times = (0...hops).map { hop in
        hop == 0 ? 0 : hop == hops ? 1 : motion.curve.time(atProgress: Double(hop) / Double(hops))
      }
      tables.append("[" + times.map(number).joined(separator: ",") + "]")
    }
    return "{\"duration\":\(number(motion.duration)),\"ringDelay\":\(number(motion.ringDelay)),"
      + "\"laps\":\(motion.laps),\"fades\":\(motion.fades),"
      + "\"curve\":\(JSONText.quoted(motion.curve.cssValue)),"
      + "\"hopTimes\":[\(tables.joined(separator: ","))]}"
  }

  private static func transition(_ transition: ScreenTransition) -> String {
    func move(_ move: ScreenPlacement.Move) -> String {
      "{\"from\":[\(number(move.from.offset)),\(number(move.from.opacity))],"
        + "\"to\":[\(number(move.to.offset)),\(number(move.to.opacity))]}"
    }
    return "{\"duration\":\(number(transition.duration)),"
      + "\"curve\":\(JSONText.quoted(transition.curve.cssValue)),"
      + "\"incomingOnTop\":\(transition.incomingOnTop),"
      + "\"incoming\":\(move(transition.incoming)),\"outgoing\":\(move(transition.outgoing))}"
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
