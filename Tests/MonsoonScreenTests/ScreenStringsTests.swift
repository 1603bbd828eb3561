import MonsoonEvents
import MonsoonScreen
import Testing

@Suite("The screen's texts in a language, and the layout read right to left")
struct ScreenStringsTests {
  @Test("format fills %@ in order, %1$@ by position, keeps %% and a specifier with no argument")
  func format() {
    let strings = ScreenStrings([
      .choiceRow: "%2$@ ← %1$@", .randomizedAnnouncement: "100%% new: %@ %@",
    ])
    #expect(strings.format(.choiceRow, "flavor", "sweet") == "sweet ← flavor")
    #expect(strings.format(.randomizedAnnouncement, "a") == "100% new: a %@")
    #expect(ScreenStrings.english.format(.choiceRow, "flavor", "sweet") == "flavor, sweet")
    #expect(
      ScreenStrings.english.format(.screenTooSmall, "320", "100")
        == "This screen (320 × 100 points) is too small to show the choices.")
  }

  @Test("a text the table lacks is its English; the announcement uses the table's words")
  func fallbackAndAnnouncement() throws {
    let strings = ScreenStrings([
      .randomizedAnnouncement: "Nouveaux choix : %@.", .choiceRowSeparator: " / ",
    ])
    #expect(strings[.goTitle] == "Go")
    var state = SessionState(seed: 1)
    try SessionReducer.reduce(&state, .randomize)
    let rows = state.choices.map { "\($0.promptID), \($0.option)" }
    #expect(
      ChoicesAnnouncement.randomized(state, in: strings)
        == "Nouveaux choix : " + rows.joined(separator: " / ") + ".")
    let update = ChooserUpdate.after(
      .randomize, from: SessionState(seed: 1), to: state, reduceMotion: false, strings: strings)
    #expect(update.announcement == ChoicesAnnouncement.randomized(state, in: strings))
  }

  @Test("the layout fits the buttons' titles and the heading in the language it is given")
  func layoutFitsGivenStrings() throws {
    let strings = ScreenStrings([.randomizeTitle: "Shuffle every prompt", .detailHeading: "Hi"])
    let layout = try ScreenLayout(device: .standard, menu: .standard, strings: strings)
    #expect(layout.randomize.label?.lines.joined(separator: " ") == "Shuffle every prompt")
    #expect(layout.detail.heading.lines == ["Hi"])
    #expect(layout.go.label?.lines == ["Go"])
  }

  @Test(
    "right to left, every frame is mirrored and the layout keeps its rules",
    arguments: Device.catalogue)
  func mirrored(device: Device) throws {
    let layout = try ScreenLayout(device: device, menu: .standard)
    #expect(layout.reading(.leftToRight) == layout)
    let mirrored = layout.reading(.rightToLeft)
    // Mirrored twice, every control is back where it was (to rounding).
    let twice = mirrored.reading(.rightToLeft)
    #expect(
      zip(twice.controls, layout.controls).allSatisfy { abs($0.center.x - $1.center.x) < 1e-9 })
    #expect(twice.randomize == layout.randomize && twice.detail == layout.detail)
    // Leading is at the right: Randomize and the first navigation button.
    #expect(mirrored.randomize.frame.x > mirrored.go.frame.x)
    #expect(mirrored.navButtons.map(\.frame.x) == mirrored.navButtons.map(\.frame.x).sorted(by: >))
    let row = try #require(mirrored.detail.rows.first)
    #expect(row.title.frame.x > row.optionLabels[0].frame.x)
    #expect(mirrored.controls[0].center.x > mirrored.controls[1].center.x)
    let width = layout.size.width
    #expect(abs(mirrored.randomize.frame.maxX - (width - layout.randomize.frame.x)) < 1e-9)
    let targets = mirrored.chooserTapTargets
    for (index, target) in targets.enumerated() {
      #expect(mirrored.safeArea.contains(target))
      for other in targets[(index + 1)...] { #expect(!target.overlaps(other)) }
    }
  }
}
