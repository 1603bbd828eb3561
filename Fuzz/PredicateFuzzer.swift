import MonsoonEvents

/// libFuzzer harness: any text, parsed as a predicate against the standard menu, must never
/// trap, and a predicate that parses must evaluate on any state without trapping.
///
/// Built by scripts/fuzz.sh together with the MonsoonReplay sources, against an instrumented
/// MonsoonEvents module.
@_cdecl("LLVMFuzzerTestOneInput")
public func predicateFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let predicate = try? Predicate(text, menu: .standard) else { return 0 }
  var state = SessionState(seed: UInt64(size))
  for event in [Event.randomize, .nav(.menu), .tap(control: 2), .go] {
    _ = predicate.evaluate(state)
    try? Reducer.reduce(&state, event)
  }
  _ = predicate.evaluate(state)
  return 0
}
