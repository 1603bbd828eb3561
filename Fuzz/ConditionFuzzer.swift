@testable import MonsoonEvents
@testable import MonsoonReplay

/// libFuzzer harness: any text, parsed as a condition against the standard menu, must never
/// trap, and a condition that parses must evaluate on any state without trapping.
///
/// Built by scripts/fuzz.sh together with the MonsoonReplay sources, against an instrumented
/// MonsoonEvents module.
@_cdecl("LLVMFuzzerTestOneInput")
public func conditionFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let condition = try? StateCondition(text, menu: .standard) else { return 0 }
  var state = SessionState(seed: UInt64(size))
  for event in [Event.randomize, .nav(.menu), .tap(prompt: 2), .go] {
    _ = condition.evaluate(state)
    try? SessionReducer.reduce(&state, event)
  }
  _ = condition.evaluate(state)
  return 0
}
