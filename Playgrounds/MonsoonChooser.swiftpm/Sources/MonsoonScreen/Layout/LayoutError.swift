/// Why a screen cannot be laid out.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The screen is too small to hold the controls and buttons at their minimum sizes.
  case tooSmall(size: Size, controlCount: Int, reason: String)

  /// The problem and what to do about it.
  public var description: String {
    switch self {
    case .tooSmall(let size, let count, let reason):
      "a \(Self.format(size.width))x\(Self.format(size.height)) pt screen is too small for "
        + "\(count) control\(count == 1 ? "" : "s"): \(reason); the smallest supported "
        + "iPhone is 320x480 (the 4s)"
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
