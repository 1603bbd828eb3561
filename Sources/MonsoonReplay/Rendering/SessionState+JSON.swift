public import MonsoonEvents

extension SessionState {
  /// The state as one JSON object with a fixed key order:
  /// `{"seq":N,"screen":"chooser","selections":[...],"choices":{...},"nav":{...}}`.
  public var jsonObject: String {
    var output = "{\"seq\":\(seq),\"screen\":\"\(screen.rawValue)\",\"selections\":\(selections)"
    output += ",\"choices\":{"
    output += choices.map { JSONText.quoted($0.prompt) + ":" + JSONText.quoted($0.option) }
      .joined(separator: ",")
    output += "},\"nav\":" + navTaps.jsonObject + "}"
    return output
  }
}

extension NavTapCounts {
  /// The counts as a JSON object in bar order: `{"search":0,"calendar":0,...}`.
  public var jsonObject: String {
    "{" + NavButton.allCases.map { "\"\($0.rawValue)\":\(self[$0])" }.joined(separator: ",")
      + "}"
  }
}
