/// Why a checkpoint index could not be read or written.
///
/// A command never fails for want of an index: a missing, stale or damaged one is treated as
/// absent and rebuilt by the next full pass. These errors say why, for the `index` command and
/// for tests.
public struct CheckpointIndexError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The index file could not be read (the system's reason).
    case unreadable(String)
    /// The index file could not be written (the system's reason).
    case unwritable(String)
    /// The file is not an index this version writes, or was damaged (what was wrong).
    case malformed(String)
    /// The index was made from another version of the log, or for another mode (which).
    case stale(String)
    /// The index file or its directory belongs to another user, or users other than its owner
    /// may write it (which), so anyone could have planted it.
    case untrusted(String)
  }

  /// The index file.
  public let path: String
  /// What went wrong.
  public let kind: Kind

  /// Creates an error about an index file.
  public init(path: String, _ kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// The problem and what to do about it.
  public var description: String {
    switch kind {
    case .unreadable(let reason):
      "cannot read the checkpoint index \(path): \(reason)"
    case .unwritable(let reason):
      "cannot write the checkpoint index \(path): \(reason)"
    case .malformed(let reason):
      "the checkpoint index \(path) is not usable (\(reason)); replay the log from its start "
        + "to make a new one"
    case .untrusted(let reason):
      "not using the checkpoint index \(path): \(reason)"
    case .stale(let reason):
      "the checkpoint index \(path) does not describe the log as it is now (\(reason)); "
        + "replay the log from its start to make a new one"
    }
  }
}
