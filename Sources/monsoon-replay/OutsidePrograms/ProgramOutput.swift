import MonsoonSystem
import MonsoonToolSystem

/// What a program working for the tool (`render --format png`'s converter) wrote to its
/// standard output and error, passed on to the tool's standard error with each line
/// prefixed by the program's name (`rsvg-convert: …`), never to the tool's standard output.
///
/// Bounded: its first 4 KiB and its last 4 KiB, and between them, when it wrote more, one line
/// saying how many bytes are not shown (`rsvg-convert: [… 12345 bytes not shown …]`).
/// Control characters in it are escaped, as in any line the tool prints.
enum ProgramOutput {
  /// The most bytes passed on from the start of a program's output.
  static let headBytes = 4_096
  /// The most bytes passed on from the end of a program's output.
  static let tailBytes = 4_096

  /// An empty output, with the limits above.
  static var empty: ChildOutput {
    ChildOutput(headLimit: headBytes, tailLimit: tailBytes)
  }

  /// Prints `output` on `errors`, each line prefixed with `program`'s name.
  static func passOn(
    _ output: ChildOutput, from program: String, _ errors: inout OutputStream
  ) {
    for line in lines(output.head) { errors.line(program + ": " + line) }
    if output.omittedCount > 0 {
      errors.line("\(program): [… \(output.omittedCount) bytes not shown …]")
    }
    for line in lines(output.tail) { errors.line(program + ": " + line) }
  }

  /// The lines of `bytes` (a last one without a newline included), each without its `\n` or
  /// `\r\n`, bytes that are not UTF-8 shown as U+FFFD.
  private static func lines(_ bytes: [UInt8]) -> [String] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { line in
      String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
    }
  }
}
