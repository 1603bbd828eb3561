import MonsoonSystem
import MonsoonTesting

/// The seed and number of cases a property check runs: the test's own, unless the
/// `MONSOON_SEED` or `MONSOON_CHECKS` environment variables say otherwise.
///
/// `MONSOON_SEED` reruns a failure (`0x` and hex digits, as reports print seeds, or decimal
/// digits) or explores (`random`: a new seed each run, named in any failure);
/// `MONSOON_CHECKS` runs more or fewer cases.
struct PropertySettings: Equatable {
  /// The environment variable that sets the seed.
  static let seedVariable = "MONSOON_SEED"
  /// The environment variable that sets the number of cases.
  static let checksVariable = "MONSOON_CHECKS"

  var seed: UInt64
  var count: Int

  /// The settings for a check: its own seed and count, overridden by `environment`.
  /// - Throws: ``PropertySettingsError`` when a variable is set to something it cannot mean.
  init(
    seed: UInt64, count: Int,
    environment: (String) -> String? = { ProcessEnvironment.value($0) }
  ) throws(PropertySettingsError) {
    self.seed = seed
    self.count = count
    if let text = environment(Self.seedVariable) {
      guard let seed = Self.seed(text) else {
        throw PropertySettingsError(
          variable: Self.seedVariable, value: text,
          expected: "0x and hex digits, decimal digits, or 'random'")
      }
      self.seed = seed
    }
    if let text = environment(Self.checksVariable) {
      guard let count = Int(text), count >= 1 else {
        throw PropertySettingsError(
          variable: Self.checksVariable, value: text, expected: "a number of cases, 1 or more")
      }
      self.count = count
    }
  }

  private static func seed(_ text: String) -> UInt64? {
    if text == "random" { return UInt64.random(in: 0...UInt64.max) }
    if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }
}

/// An environment variable of a property check set to something it cannot mean.
struct PropertySettingsError: Error, CustomStringConvertible {
  let variable: String
  let value: String
  let expected: String

  var description: String { "\(variable)='\(value)' is not valid: expected \(expected)" }
}
