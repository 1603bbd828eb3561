import MonsoonEvents
import MonsoonReplay

extension StateFields {
  /// The fields of the state after the last applied event of a file's `cursor`, read in
  /// place (``ReplayCursor/screen`` and the others).
  init(_ cursor: inout ReplayCursor<FileByteSource>) {
    self.init(
      seq: cursor.seq, screen: cursor.screen, selections: cursor.selections,
      navTaps: cursor.navTaps)
  }
}
