package import MonsoonScreen

// What the SVG render needs of texts beyond their layout: font weights as CSS writes them,
// where each line's baseline lies, and how wide a badge may grow.

extension FontWeight {
  /// The CSS and SVG `font-weight`: 400, 600 or 700.
  package var cssValue: Int {
    switch self {
    case .regular: 400
    case .semibold: 600
    case .bold: 700
    }
  }
}

extension TextBlock {
  /// The baseline of each line, when the lines are centred vertically in the frame.
  package var baselines: [Double] {
    let top = frame.midY - textHeight / 2
    return lines.indices.map { top + (Double($0) + 0.8) * lineHeight }
  }
}

extension NavBadge {
  /// The longest text a badge shows: `99+`.
  package static let maximumCharacterCount = 3
}
