import Foundation
import MonsoonEvents
import MonsoonScreen
import Testing

@Suite("MonsoonUIKit's string catalog: every screen text in English and Arabic")
struct StringCatalogTests {
  /// The languages the screen ships complete.
  static let languages: Set<String> = ["en", "ar"]

  @Test("the catalog's keys are exactly the screen's texts, and English is the source")
  func keys() throws {
    let catalog = try StringCatalog.load()
    #expect(catalog.sourceLanguage == "en")
    let used = Set(ScreenText.allCases.map(\.key))
    let stored = Set(catalog.entries.keys)
    #expect(used.subtracting(stored).sorted() == [], "missing from the catalog")
    #expect(stored.subtracting(used).sorted() == [], "stale: no ScreenText uses them")
    #expect(catalog.languages == Self.languages)
  }

  @Test("every text is translated into English and Arabic; the English is ScreenText's")
  func complete() throws {
    let catalog = try StringCatalog.load()
    for text in ScreenText.allCases {
      for language in Self.languages {
        let unit = catalog.entries[text.key]?[language]
        #expect(unit?.state == "translated", "\(text.key) (\(language))")
        #expect(unit?.value.isEmpty == false, "\(text.key) (\(language))")
      }
      #expect(catalog.entries[text.key]?["en"]?.value == text.english, "\(text.key)")
    }
  }

  @Test("a translation has the English's specifiers, each one the screen's formatter fills")
  func specifiers() throws {
    let catalog = try StringCatalog.load()
    for text in ScreenText.allCases {
      let english = formatSpecifiers(text.english)
      #expect(!english.contains { $0.hasPrefix("unsupported") }, "\(text.key): \(english)")
      for language in Self.languages {
        let value = catalog.entries[text.key]?[language]?.value ?? ""
        #expect(formatSpecifiers(value) == english, "\(text.key) (\(language)): \(value)")
      }
    }
    // The check itself tells the kinds apart.
    #expect(formatSpecifiers("%2$@ %1$@ %%") == ["@1", "@2"])
    #expect(formatSpecifiers("%@ %lld") == ["@1", "unsupported %lld"])
  }

  @Test("Arabic's texts are filled as English's are, arguments in place")
  func arabicFormats() throws {
    let arabic = try StringCatalog.load().strings("ar")
    #expect(arabic[.goTitle] == "انطلق")
    #expect(arabic.format(.choiceRow, "flavor", "sweet") == "flavor، sweet")
    #expect(arabic.format(.screenTooSmall, "٣٢٠", "١٠٠").contains("(٣٢٠ × ١٠٠ نقطة)"))
  }

  /// Every text size a user can choose.
  static let textSizes = TextSize.allCases

  @Test(
    "each language's titles and heading fit uncut on every iPhone at every text size",
    arguments: Device.catalogue)
  func layoutFitsEveryLanguage(device: Device) throws {
    let catalog = try StringCatalog.load()
    for language in Self.languages.sorted() {
      let strings = catalog.strings(language)
      for textSize in Self.textSizes {
        let layout = try ScreenLayout.adaptive(
          size: device.size, insets: device.insets, menu: .standard, textSize: textSize,
          strings: strings)
        let blocks: [(ScreenText, TextBlock?)] = [
          (.randomizeTitle, layout.randomize.label), (.goTitle, layout.go.label),
          (.backTitle, layout.detail.back.label), (.detailHeading, layout.detail.heading),
        ]
        for (text, block) in blocks {
          let block = try #require(block)
          // Fits its frame by the layout's own measure, and nothing was cut with "…".
          #expect(block.fits, "\(device.name) \(language) \(textSize): \(text.key)")
          #expect(
            block.lines.joined().filter { $0 != " " } == strings[text].filter { $0 != " " },
            "\(device.name) \(language) \(textSize): \(text.key) → \(block.lines)")
          #expect(block.fontSize >= TextBlock.minimumFontSize)
        }
      }
    }
  }

  @Test("the longest text of each element, whatever its language, fits the smallest iPhone")
  func longestTextFits() throws {
    let catalog = try StringCatalog.load()
    let smallest = try #require(Device.catalogue.min { $0.size.width < $1.size.width })
    let layout = try ScreenLayout(device: smallest, menu: .standard)
    let elements: [(ScreenText, TextBlock?)] = [
      (.randomizeTitle, layout.randomize.label), (.goTitle, layout.go.label),
      (.backTitle, layout.detail.back.label), (.detailHeading, layout.detail.heading),
    ]
    for (text, block) in elements {
      let frame = try #require(block).frame
      let longest =
        Self.languages.compactMap { catalog.entries[text.key]?[$0]?.value }
        .max { $0.count < $1.count } ?? ""
      let fitted = TextFitter.fit(longest, in: frame, preferredFontSize: 17)
      #expect(fitted.fits && !(fitted.lines.last ?? "").hasSuffix("…"), "\(text.key): \(longest)")
    }
  }
}
