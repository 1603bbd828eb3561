import Foundation

/// The fleet's floor: what any tool must do to read every log, and nothing more. One thread
/// walks the folder with `opendir`/`readdir` and opens, reads (64 KiB at a time), counts the
/// lines of and closes each `*.jsonl` file.
enum FleetFloor {
  /// The lines of every `*.jsonl` file below `folder`.
  static func countLines(below folder: String) throws -> Int {
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { buffer.deallocate() }
    return try countLines(below: folder, buffer)
  }

  private static func countLines(below folder: String, _ buffer: UnsafeMutableRawPointer)
    throws -> Int
  {
    guard let directory = opendir(folder) else { throw BenchError("cannot open \(folder)") }
    defer { closedir(directory) }
    var lines = 0
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      let path = folder + "/" + name
      if entry.pointee.d_type == UInt8(DT_DIR) {
        lines += try countLines(below: path, buffer)
      } else if name.hasSuffix(".jsonl") {
        lines += try countLines(ofFile: path, buffer)
      }
    }
    return lines
  }

  private static func countLines(ofFile path: String, _ buffer: UnsafeMutableRawPointer)
    throws -> Int
  {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw BenchError("cannot open \(path)") }
    defer { close(descriptor) }
    var lines = 0
    while true {
      let count = read(descriptor, buffer, 1 << 16)
      guard count >= 0 else { throw BenchError("cannot read \(path)") }
      if count == 0 { return lines }
      var next = UnsafeRawPointer(buffer)
      let end = next + count
      while let newline = memchr(next, 0x0A, end - next) {
        lines += 1
        next = UnsafeRawPointer(newline) + 1
      }
    }
  }
}
