import MonsoonEvents
import MonsoonSystem
import MonsoonToolSystem

/// `--menu <file.json>` of `gen` and `record`: a menu file, read through the package's one
/// size-limited reader.
enum MenuOption {
  /// Reads and decodes the menu file at `path`: a regular file or a pipe (such as
  /// `<(jq ...)`), never more than ``MenuFile/maximumFileSize`` bytes of it.
  /// - Throws: ``CommandError`` with exit status 66 when the file cannot be read (a device, a
  ///   directory, an empty name), 65 when it is too large, not a valid menu, or a menu whose
  ///   log header would be longer than a log line may be (``LogHeaderError``), which is
  ///   refused here, before any log is created.
  static func read(_ path: String) throws(CommandError) -> ChooserMenu {
    let menu = try decode(path)
    do {
      // The longest header this menu can make: a seed of 16 hex digits.
      _ = try LogLine.newHeader(LogHeader(seed: .max, customMenu: menu))
    } catch {
      throw .failed(.invalidMenu, "\(path): \(error)")
    }
    return menu
  }

  /// The menu in the file at `path`, before the header check of ``read(_:)``.
  private static func decode(_ path: String) throws(CommandError) -> ChooserMenu {
    let bytes: [UInt8]
    do {
      bytes = try WholeFile.read(
        path, limit: MenuFile.maximumFileSize, accepting: [.regular, .pipe])
    } catch {
      throw .failed(FailureKind(readingMenu: error), "\(error)")
    }
    do {
      return try MenuFile.menu(fromJSON: bytes)
    } catch {
      throw .failed(.invalidMenu, "\(path): \(error)")
    }
  }
}
