/// libFuzzer harness: any bytes, decoded as a header line (seed and menu), must never trap,
/// and every header the decoder accepts must round-trip through the writer's bytes.
///
/// Built by scripts/fuzz.sh together with the MonsoonEvents sources, so that it can reach
/// the module's internal decoders.
@_cdecl("LLVMFuzzerTestOneInput")
public func headerFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let buffer = UnsafeRawBufferPointer(start: data, count: size)
  guard let header = try? LogHeader.decode(buffer, lineNumber: 1) else { return 0 }
  let line = LogLine.header(header)
  let again = line.withUnsafeBytes { written in
    try? LogHeader.decode(UnsafeRawBufferPointer(rebasing: written.dropLast()), lineNumber: 1)
  }
  guard again == header else {
    fatalError("header does not round-trip: \(String(decoding: line, as: UTF8.self))")
  }
  return 0
}
