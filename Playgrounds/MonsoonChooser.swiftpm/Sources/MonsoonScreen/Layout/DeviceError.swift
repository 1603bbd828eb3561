/// Why a device name could not be understood.
public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is neither a known device nor a `WxH` size.
  case unknown(String)
  /// The text looks like `WxH` but the numbers are not usable sizes.
  case invalidSize(String)

  /// The problem and what to type instead.
  public var description: String {
    switch self {
    case .unknown(let text):
      "unknown device '\(text)'; devices: "
        + Device.catalogue.map(\.name).joined(separator: ", ") + ", or WxH in points (360x640)"
        + " ('--device list' prints their sizes)"
    case .invalidSize(let text):
      "invalid size '\(text)': expected WxH with positive widths and heights up to "
        + "\(Int(Device.maximumDimension)) points, such as 360x640"
    }
  }
}
