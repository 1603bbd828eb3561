@testable import MonsoonEvents

/// libFuzzer harness: any bytes, decoded as a header line (seed and menu) and as a menu file,
/// must never trap; every header the decoder accepts must round-trip through the writer's
/// bytes, and every menu file it accepts must read back the same from a header.
///
/// Built by scripts/fuzz.sh together with the MonsoonEvents sources, so that it can reach
/// the module's internal decoders.
@_cdecl("LLVMFuzzerTestOneInput")
public func headerFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let buffer = UnsafeRawBufferPointer(start: data, count: size)
  if let menu = try? ChooserMenu.decode(jsonDocument: buffer) {
    checkRoundTrip(LogHeader(seed: 1, customMenu: menu))
  }
  guard let header = try? LogHeader.decode(buffer, lineNumber: 1) else { return 0 }
  checkRoundTrip(header)
  return 0
}

/// Traps when the header, written as a line, does not decode to itself.
private func checkRoundTrip(_ header: LogHeader) {
  let line = LogLine.header(header)
  let again = line.withUnsafeBytes { written in
    try? LogHeader.decode(UnsafeRawBufferPointer(rebasing: written.dropLast()), lineNumber: 1)
  }
  guard again == header else {
    fatalError("header does not round-trip: \(String(decoding: line, as: UTF8.self))")
  }
}
