/// An opaque sRGB colour, 8 bits per channel: what the SVG, the viewer's CSS and UIKit's
/// `UIColor(red:green:blue:alpha:)` are all given.
public struct ThemeColor: Hashable, Sendable {
  /// The red channel, 0 to 255.
  package let red: UInt8
  /// The green channel, 0 to 255.
  package let green: UInt8
  /// The blue channel, 0 to 255.
  package let blue: UInt8

  /// Creates a colour from its channels.
  package init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from a 24-bit number written `0xRRGGBB`.
  package init(rgb: UInt32) {
    red = UInt8(truncatingIfNeeded: rgb >> 16)
    green = UInt8(truncatingIfNeeded: rgb >> 8)
    blue = UInt8(truncatingIfNeeded: rgb)
  }

  /// The colour as CSS and SVG write it: `#rrggbb`, lower case.
  package var hex: String {
    "#" + [red, green, blue].map { channel in
      let digits = String(channel, radix: 16)
      return channel < 16 ? "0" + digits : digits
    }.joined()
  }

  /// The red channel from 0 to 1, as `UIColor` takes it.
  package var redComponent: Double { Double(red) / 255 }
  /// The green channel from 0 to 1.
  package var greenComponent: Double { Double(green) / 255 }
  /// The blue channel from 0 to 1.
  package var blueComponent: Double { Double(blue) / 255 }
}
