import MonsoonSystem

/// Who the process is, for deciding whether to trust a file someone else may have planted.
package enum UserID {
  /// The user id the process acts as (its effective user), which owns the files it creates.
  package static var effective: UInt32 { system_geteuid() }
}
