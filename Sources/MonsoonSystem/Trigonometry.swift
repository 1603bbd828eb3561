/// The C library's sine, for the screen's sound (the standard library has none); the tool's
/// side adds the cosine (MonsoonRender's SVG/ScreenRenderer+Chooser.swift).
package enum Trigonometry {
  /// The sine of `angle`, in radians.
  package static func sine(_ angle: Double) -> Double { system_sin(angle) }
}
