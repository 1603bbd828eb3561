#if canImport(UIKit)
  import Foundation
  // import MonsoonScreen
  import UIKit

  extension ScreenStrings {
    /// Every text of the screen in the language the app runs in, read once: from the app's
    /// own table ``ScreenStrings/appTable`` (`Monsoon.xcstrings` in the app) where it has the
    /// key, else from this module's string catalog (`Localizable.xcstrings`: English and
    /// Arabic), else the English.
    ///
    /// The language is the one iOS chose for the app among the app's own localizations: an
    /// app that does not declare Arabic (`CFBundleLocalizations`, or an `ar` localization of
    /// its own) runs in English, and the screen with it.
    static let localized = ScreenStrings(
      Dictionary(
        uniqueKeysWithValues: ScreenText.allCases.map { text in
          let bundled = NSLocalizedString(
            text.key, bundle: catalogBundle, value: text.english,
            comment: "The screen's texts are described in Localizable.xcstrings.")
          let app = NSLocalizedString(
            text.key, tableName: appTable, bundle: .main, value: bundled,
            comment: "The app's own translation of a Monsoon screen text.")
          return (text, app)
        }))

    /// The sentence shown instead of the chooser on a screen of `size` too small for it, the
    /// numbers written as the user's language writes them.
    func screenTooSmall(_ size: Size) -> String {
      func number(_ points: Double) -> String {
        NumberFormatter.localizedString(from: NSNumber(value: points.rounded()), number: .none)
      }
      return format(.screenTooSmall, number(size.width), number(size.height))
    }
  }

  #if SWIFT_PACKAGE
    /// The bundle SwiftPM (or Xcode, for a package) builds from this module's resources.
    private var catalogBundle: Bundle { .module }
  #else
    /// Compiled outside a package (the sources added to an app's own target), the catalog is
    /// built into the bundle that holds this code.
    private var catalogBundle: Bundle { Bundle(for: ChooserViewController.self) }
  #endif

  extension ReadingDirection {
    /// The direction of UIKit's `direction`.
    init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
