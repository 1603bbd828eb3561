/// The C library's sine and cosine, for the screen's geometry (the standard library has none).
enum Trigonometry {
  /// The sine of `angle`, in radians.
  static func sine(_ angle: Double) -> Double { system_sin(angle) }

  /// The cosine of `angle`, in radians.
  static func cosine(_ angle: Double) -> Double { system_cos(angle) }
}
