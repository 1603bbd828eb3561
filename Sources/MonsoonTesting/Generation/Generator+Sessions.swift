public import MonsoonEvents

extension Generator where Value == SessionLog {
  /// Valid sessions of a shape: every event is one the reducer accepts where it comes, `t`
  /// increases, and the header's seed is drawn too.
  ///
  /// A counter-example shrinks its menu first (see ``menus(_:)``), then its events with
  /// ``LogShrinkSearch``: deleted, then simplified, except a ``StartingPoint/reached(by:)``
  /// prefix, which stays.
  public static func sessions(_ shape: SessionShape = SessionShape()) -> Generator {
    shape.menus.flatMap { menu in sessions(on: menu, shape) }
  }

  private static func sessions(on menu: ChooserMenu, _ shape: SessionShape) -> Generator {
    Generator { random in
      let versions = shape.formatVersions
      let formatVersion = versions[versions.count == 1 ? 0 : random.int(in: 0...versions.count - 1)]
      var generator = SessionGenerator(
        seed: random.next(), menu: menu, mix: shape.mix,
        recordsSelections: shape.recordsSelections, formatVersion: formatVersion)
      let length = random.int(in: shape.length)
      let (prefix, pinned) = shape.start.prefix(on: menu, &random)
      var records: [LogRecord] = []
      for (index, event) in prefix.enumerated() {
        do {
          records.append(try generator.append(event))
        } catch {
          preconditionFailure(
            "the starting point's event \(index + 1), \(event), is rejected: \(error)")
        }
      }
      records += generator.records(length)
      let log = SessionLog(header: generator.header, records: records)
      return Generated(value: log) {
        AnyShrinkStrategy(LogShrinkSearch(log, options: LogShrinker.Options(pinnedEvents: pinned)))
      }
    }
  }
}
