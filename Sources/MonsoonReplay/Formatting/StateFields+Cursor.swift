package import MonsoonEvents

extension StateFields {
  /// The fields of the state after the last applied event of a file's `cursor`, read in
  /// place (``ReplayCursor/screen`` and the others).
  package init(_ cursor: inout ReplayCursor<FileByteSource>) {
    self.init(
      seq: cursor.seq, screen: cursor.screen, selections: cursor.selections,
      navTaps: cursor.navTaps)
  }
}
