#if canImport(UIKit)
  public import MonsoonScreen
  public import UIKit

  // Conversions between the platform-neutral layout and theme types and UIKit's. They only
  // change representation; every value is decided in MonsoonScreen.

  extension CGRect {
    /// The same rectangle, in UIKit's type.
    public init(_ rect: Rect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }

  extension CGPoint {
    /// The same point, in UIKit's type.
    public init(_ point: Point) {
      self.init(x: point.x, y: point.y)
    }
  }

  extension Size {
    /// The same size, from UIKit's type.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension SafeAreaInsets {
    /// The same insets, from UIKit's type.
    public init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension UIColor {
    /// The theme colour, opaque, in the sRGB space it is defined in.
    public convenience init(_ color: ThemeColor) {
      self.init(
        red: color.redComponent, green: color.greenComponent, blue: color.blueComponent,
        alpha: 1)
    }
  }

  extension TextStyle {
    /// The system font at a text block's fitted size, in this style's weight, one step heavier
    /// when `traits` ask for Bold Text. (An extension of `UIFont` could not name this type:
    /// inside it, `TextStyle` is `UIFont.TextStyle`.)
    func systemFont(fitting block: TextBlock, _ traits: UITraitCollection) -> UIFont {
      let boldText = traits.legibilityWeight == .bold
      return .systemFont(
        ofSize: block.fontSize, weight: UIFont.Weight(boldText ? weight.withBoldText : weight))
    }
  }

  extension UIFont.Weight {
    /// The UIKit weight of a theme weight.
    init(_ weight: FontWeight) {
      switch weight {
      case .regular: self = .regular
      case .semibold: self = .semibold
      case .bold: self = .bold
      }
    }
  }

  extension TextSize {
    /// The text size of a content size category; ``TextSize/large`` when it is unspecified.
    public init(_ category: UIContentSizeCategory) {
      switch category {
      case .extraSmall: self = .extraSmall
      case .small: self = .small
      case .medium: self = .medium
      case .extraLarge: self = .extraLarge
      case .extraExtraLarge: self = .extraExtraLarge
      case .extraExtraExtraLarge: self = .extraExtraExtraLarge
      case .accessibilityMedium: self = .accessibilityMedium
      case .accessibilityLarge: self = .accessibilityLarge
      case .accessibilityExtraLarge: self = .accessibilityExtraLarge
      case .accessibilityExtraExtraLarge: self = .accessibilityExtraExtraLarge
      case .accessibilityExtraExtraExtraLarge: self = .accessibilityExtraExtraExtraLarge
      default: self = .large
      }
    }
  }

  extension InterfaceStyle {
    /// The style of a trait collection's appearance; light when it is unspecified.
    public init(_ style: UIUserInterfaceStyle) {
      self = style == .dark ? .dark : .light
    }
  }

  extension UIStatusBarStyle {
    /// The status bar style that draws `content`.
    init(_ content: StatusBarContent) {
      switch content {
      case .dark: self = .darkContent
      case .light: self = .lightContent
      }
    }
  }

  extension UITraitCollection {
    /// The Monsoon theme for this appearance: ``Theme/dark`` in Dark Mode, else
    /// ``Theme/standard``.
    var monsoonTheme: Theme { InterfaceStyle(userInterfaceStyle).theme }

    /// Whether text must be laid out or drawn again going from `previous` to these traits:
    /// the text size or Bold Text changed.
    func changesText(from previous: UITraitCollection?) -> Bool {
      previous?.preferredContentSizeCategory != preferredContentSizeCategory
        || previous?.legibilityWeight != legibilityWeight
    }
  }

  extension UIScrollView {
    /// Makes this view, which holds a screen's content, fill `bounds` and scroll through
    /// `layout` when it is taller than them: the scrolling layout
    /// ``ScreenLayout/adaptive(size:insets:menu:textSize:strings:measurer:)`` makes for a
    /// screen too short for any other, or at an accessibility text size. The layout already
    /// keeps clear of the safe area, so the scroll view adds no insets of its own.
    func holdContent(of layout: ScreenLayout, in bounds: CGRect) {
      contentInsetAdjustmentBehavior = .never
      frame = bounds
      contentSize = CGSize(width: layout.size.width, height: layout.size.height)
      isScrollEnabled = layout.scrolls(onScreenOfHeight: Double(bounds.height))
      if !isScrollEnabled { contentOffset = .zero }
    }
  }

  extension UILabel {
    /// Shows a fitted text block: its lines, its size, its frame.
    func show(_ block: TextBlock, style: TextStyle, color: ThemeColor) {
      text = block.lines.joined(separator: "\n")
      numberOfLines = block.lines.count
      font = style.systemFont(fitting: block, traitCollection)
      textColor = UIColor(color)
      frame = CGRect(block.frame)
    }
  }

  extension SystemSymbol {
    /// The symbol as an image, at `configuration`: the system's SF Symbol where the system has
    /// it, else (an older iOS) the fallback drawn from ``SystemSymbol/fallbackStrokes`` as a
    /// template image, tinted like the symbol. Every symbol MonsoonUIKit shows comes through
    /// here.
    @MainActor
    func image(_ configuration: UIImage.SymbolConfiguration? = nil) -> UIImage? {
      if let image = UIImage(systemName: name, withConfiguration: configuration) { return image }
      guard !fallbackStrokes.isEmpty else { return nil }
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22))
      return renderer.image { _ in
        let path = UIBezierPath()
        for stroke in fallbackStrokes {
          path.move(to: CGPoint(stroke.from))
          path.addLine(to: CGPoint(stroke.to))
        }
        path.lineWidth = 2
        path.lineCapStyle = .round
        UIColor.black.setStroke()
        path.stroke()
      }.withRenderingMode(.alwaysTemplate)
    }
  }
#endif
