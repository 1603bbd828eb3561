package import MonsoonEvents

extension StateFields {
  /// The fields of the state after the last applied event of a file's `cursor`, read in
  /// place (``ReplayCursor/screen`` and the others).
  package init(_ cursor: inout ReplayCursor<FileByteSource>) {
    let fields = cursor.stateFields()
    self.init(
      seq: fields.seq, screen: fields.screen, selections: fields.selections,
      navTaps: fields.navTaps)
  }
}
