package import MonsoonSystem

extension DirectoryWalker {
  /// The names of the entries of a directory (without `.` and `..`), in the order the
  /// directory gives them.
  /// - Throws: ``Errno`` when the directory cannot be opened or read.
  package static func names(in directory: FilePath) throws(Errno) -> [[UInt8]] {
    var names: [[UInt8]] = []
    try forEachEntry(in: directory) { name, _ in names.append(name) }
    return names
  }

  /// Calls `body` with the name and type (`DT_DIR`, `DT_REG`, ...; `DT_UNKNOWN` where the
  /// directory does not say) of each entry of a directory but `.` and `..`: the one loop over
  /// `readdir`.
  /// - Throws: ``Errno`` when the directory cannot be opened or read.
  static func forEachEntry(
    in path: FilePath, _ body: (_ name: [UInt8], _ type: UInt8) -> Void
  ) throws(Errno) {
    guard let directory = path.withCString({ system_opendir($0) }) else { throw .current }
    defer { system_closedir(directory) }
    while true {
      system_errno = 0
      guard let entry = system_readdir(directory) else {
        guard system_errno == 0 else { throw .current }
        return
      }
      let name = nameBytes(of: entry)
      if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] {
        continue
      }
      body(name, entry.pointee.d_type)
    }
  }

  /// The bytes of a directory entry's name, up to its NUL. The entry `readdir` returns is only
  /// as long as its name, not the 256 bytes `d_name` is declared with, so the field must not
  /// be copied whole (AddressSanitizer caught that read past the end).
  private static func nameBytes(
    of entry: UnsafeMutablePointer<CInterop.DirectoryEntry>
  ) -> [UInt8] {
    let offset = MemoryLayout<CInterop.DirectoryEntry>.offset(of: \.d_name) ?? 0
    let name = UnsafeRawPointer(entry).advanced(by: offset)
    let count = system_strlen(name.assumingMemoryBound(to: CChar.self))
    return Array(UnsafeRawBufferPointer(start: name, count: count))
  }
}
