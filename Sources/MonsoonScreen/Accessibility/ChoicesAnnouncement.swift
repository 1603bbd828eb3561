public import MonsoonEvents

/// The sentences VoiceOver reads when the screen changes by itself.
public enum ChoicesAnnouncement {
  /// After Randomize: every prompt with its new choice, such as
  /// `New choices: production, small batch; flavor, sweet.`
  public static func randomized(_ state: SessionState) -> String {
    "New choices: " + rows(state).joined(separator: "; ") + "."
  }

  /// One row of the detail screen as VoiceOver reads it, such as `flavor: sweet`, in prompt
  /// order.
  public static func rows(_ state: SessionState) -> [String] {
    state.choices.map { "\($0.prompt), \($0.option)" }
  }
}
