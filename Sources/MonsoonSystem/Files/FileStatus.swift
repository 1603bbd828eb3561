/// What `fstat` says of an open file that decides whether to trust it: its kind, its owner,
/// its permission bits and its size.
package struct FileStatus: Hashable, Sendable {
  /// The kinds of file the package tells apart.
  package enum Kind: Hashable, Sendable {
    case regular, directory, fifo, other
  }

  /// The kind of file.
  package let kind: Kind
  /// The user id of its owner.
  package let owner: UInt32
  /// Its permission bits (`0o7777` of `st_mode`).
  package let permissions: UInt32
  /// Its size in bytes.
  package let size: Int

  /// Creates a status from its parts.
  package init(kind: Kind, owner: UInt32, permissions: UInt32, size: Int) {
    self.kind = kind
    self.owner = owner
    self.permissions = permissions
    self.size = size
  }

  /// Whether users other than its owner may write it (its group or others have `w`).
  package var isWritableByOthers: Bool { permissions & 0o022 != 0 }
}
