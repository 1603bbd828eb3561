#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Who the process is, for deciding whether to trust a file someone else may have planted.
extension Platform {
  /// The user id the process acts as (its effective user), which owns the files it creates.
  package static var effectiveUserID: UInt32 { UInt32(geteuid()) }
}
